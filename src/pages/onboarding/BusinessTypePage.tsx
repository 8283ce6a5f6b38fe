// /business-type: where the business is located and its legal form (step 1).
import { useMemo } from 'react';
import { RadioButtonGroupInput } from 'react-admin';
import { BUSINESS_TYPES, makeBusinessTypeSchema } from '../../../domain/onboarding';
import { CountryInput } from '../../components/CountryInput';
import { StepForm } from './StepForm';
import { StepPage } from './StepPage';
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
  return (
    <StepPage title="app.onboarding.sections.businessType" subtitle="app.onboarding.intro.businessType" section="businessType">
      {(app) => <BusinessTypeForm app={app} />}
    </StepPage>
  );
}
