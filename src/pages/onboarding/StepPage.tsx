// One page of the wizard's steps: the wizard's frame (WizardLayout: header, stepper at the section, the card with the
// title and the line under it) around the step's content, rendered once the application has loaded, and read-only
// with a notice once the application is submitted (Editable).
import type { ReactNode } from 'react';
import { Navigate, useTranslate } from 'react-admin';
import type { OnboardingSection } from '../../../domain/onboarding';
import type { Application } from '../../../domain/onboarding/application';
import { Editable } from './Editable';
import { WizardLayout } from './WizardLayout';

interface StepPageProps {
  /** Catalogue key of the card's title (app.onboarding.sections.<section> for most steps). */
  title: string;
  /** Catalogue key of the line under the title (app.onboarding.intro.<section> for most steps). */
  subtitle: string;
  /** The section the stepper marks as the current one. */
  section: OnboardingSection;
  /** The step's form (or other content) for the loaded application. */
  children: (app: Application) => ReactNode;
  /**
   * false: the page stays as it is once the application is submitted (no locked notice, inputs not disabled): the
   * automatic review's outcome, and the public details, which are the business profile and editable at any time.
   */
  lockable?: boolean;
  /** Where to send an application this page is not for (a sole trader's representative is /personal-details). */
  redirect?: (app: Application) => string | null;
}

export function StepPage({ title, subtitle, section, children, lockable = true, redirect }: StepPageProps) {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate(title)} subtitle={translate(subtitle)} section={section}>
      {(app) => {
        const elsewhere = redirect?.(app);
        if (elsewhere) return <Navigate to={elsewhere} replace />;
        return lockable ? <Editable app={app}>{children(app)}</Editable> : children(app);
      }}
    </WizardLayout>
  );
}
