// /business-registered-address: where the business is registered (spec section 3: lines 1 and 2, town/city,
// county/province, post/zip code), a step of its own with its own save and autosave. Every business type has one;
// it must be in the business location chosen on /business-type (spec section 5), which the form and the server both
// check with domain makeRegisteredAddressSchema.
import { useMemo } from 'react';
import { Alert, Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { makeRegisteredAddressSchema } from '../../../domain/onboarding';
import { SECTION_PATHS } from '../../components/onboarding/sections';
import { AddressInputs, EMPTY_ADDRESS } from './AddressInputs';
import { StepForm } from './StepForm';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';

/** The business location saved on the first step ('' before it is). */
const locationOf = (app: Application) => {
  const step = app.data.businessType as { businessLocation?: unknown } | null | undefined;
  return typeof step?.businessLocation === 'string' ? step.businessLocation : '';
};

function RegisteredAddressForm({ app }: { app: Application }) {
  const translate = useTranslate();
  const location = locationOf(app);
  const schema = useMemo(() => makeRegisteredAddressSchema(location), [location]);
  // The country starts as the business location, the only one the rule accepts.
  const empty = useMemo(() => ({ ...EMPTY_ADDRESS, country: location }), [location]);
  return (
    <StepForm step="registeredAddress" app={app} schema={schema} empty={empty}>
      {!app.sections.businessType?.complete && (
        <Alert severity="warning" sx={{ mb: 2 }} action={<Button component={LinkBase} to={SECTION_PATHS.businessType} color="inherit">{translate('app.onboarding.sections.businessType')}</Button>}>
          {translate('app.onboarding.businessTypeFirst')}
        </Alert>
      )}
      <AddressInputs countryHelp="app.onboarding.fields.registeredCountryHelp" />
    </StepForm>
  );
}

export default function RegisteredAddressPage() {
  return (
    <StepPage title="app.onboarding.sections.registeredAddress" subtitle="app.onboarding.intro.registeredAddress" section="registeredAddress">
      {(app) => <RegisteredAddressForm app={app} />}
    </StepPage>
  );
}
