// /business-type: where the business is located and its legal form (step 1).
import { useMemo } from 'react';
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { BUSINESS_TYPES, makeBusinessTypeSchema } from '../../../domain/onboarding';
import { CountryInput } from '../../components/CountryInput';
import { Editable } from './Editable';
import { StepForm } from './StepForm';
import { WizardLayout } from './WizardLayout';
import type { Application } from '../../../domain/onboarding/application';

const EMPTY = { businessLocation: '', businessType: '' };

function BusinessTypeForm({ app }: { app: Application }) {
  const schema = useMemo(() => makeBusinessTypeSchema(app.blackCountries), [app.blackCountries]);
  const choices = BUSINESS_TYPES.map((id) => ({ id, name: `app.onboarding.businessTypes.${id}` }));
  return (
    <StepForm step="businessType" app={app} schema={schema} empty={EMPTY}>
      <CountryInput source="businessLocation" label="app.onboarding.fields.businessLocation" helperText="app.onboarding.fields.businessLocationHelp" />
      <RadioButtonGroupInput source="businessType" label="app.onboarding.fields.businessType" choices={choices} row={false} />
    </StepForm>
  );
}

export default function BusinessTypePage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('app.onboarding.sections.businessType')} subtitle={translate('app.onboarding.intro.businessType')} section="businessType">
      {(app) => (
        <Editable app={app}>
          <BusinessTypeForm app={app} />
        </Editable>
      )}
    </WizardLayout>
  );
}
