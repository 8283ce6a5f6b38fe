// Where each wizard section lives: its path (spec section 2) and its title key, in the wizard's order.
import { ONBOARDING_SECTIONS, type OnboardingSection } from '../../../domain/onboarding';

export const SECTION_PATHS: Readonly<Record<OnboardingSection, string>> = {
  businessType: '/business-type',
  businessDetails: '/business-details',
  representative: '/business-representative',
  owners: '/business-owners',
  bank: '/bank-details',
  review: '/review',
  upload: '/upload-materials',
  automaticReview: '/AutomaticReview',
};

export const HUB_PATH = '/dashboard';

export const sectionTitle = (section: OnboardingSection) => `app.onboarding.sections.${section}`;

export function isSection(value: string): value is OnboardingSection {
  return (ONBOARDING_SECTIONS as readonly string[]).includes(value);
}

type Progress = { currentStep: string; nextStep: OnboardingSection | null; sections: Partial<Record<OnboardingSection, { complete: boolean }>>; state: string };

/** Before a (re)submission the automatic review has nothing to show yet: the submit button is on the upload page. */
export function submittable(section: OnboardingSection, state: string): OnboardingSection {
  return section === 'automaticReview' && (state === 'inactive' || state === 'needs_update') ? 'upload' : section;
}

/** Where "continue" goes: the section the merchant was on (currentStep) unless it is done, else the next one to do. */
export function resumeSection(app: Progress): OnboardingSection {
  if (app.state === 'needs_review' || app.state === 'approved') return 'automaticReview';
  const current = isSection(app.currentStep) ? app.currentStep : null;
  if (current && !app.sections[current]?.complete) return submittable(current, app.state);
  return submittable(app.nextStep ?? 'automaticReview', app.state);
}
