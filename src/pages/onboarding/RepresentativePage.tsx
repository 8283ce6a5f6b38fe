// /business-representative: the person acting for the business (step 3); may hold 0% of it.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { makeRepresentativeSchema } from '../../../domain/onboarding';
import { Editable } from './Editable';
import { EMPTY_PERSON, PersonInputs } from './PersonInputs';
import { StepForm } from './StepForm';
import { WizardLayout } from './WizardLayout';
import type { Application } from '../../../domain/onboarding/application';

function RepresentativeForm({ app }: { app: Application }) {
  const schema = useMemo(() => makeRepresentativeSchema(), []);
  return (
    <StepForm step="representative" app={app} schema={schema} empty={EMPTY_PERSON}>
      <PersonInputs percentHelp="app.onboarding.person.representativePercentHelp" />
    </StepForm>
  );
}

export default function RepresentativePage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('app.onboarding.sections.representative')} subtitle={translate('app.onboarding.intro.representative')} section="representative">
      {(app) => (
        <Editable app={app}>
          <RepresentativeForm app={app} />
        </Editable>
      )}
    </WizardLayout>
  );
}
