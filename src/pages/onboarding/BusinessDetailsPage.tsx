// /business-details: names, settlement currency, registration, registered address, industry, online presence and
// what the business sells (step 2). The registered address must be in the business location chosen in step 1.
import { useMemo } from 'react';
import { Alert, Button, Grid, Typography } from '@mui/material';
import { LinkBase, SelectInput, TextInput, useTranslate } from 'react-admin';
import { INDUSTRIES, SETTLEMENT_CURRENCIES, makeBusinessDetailsSchema } from '../../../domain/onboarding';
import { AddressInputs, EMPTY_ADDRESS } from './AddressInputs';
import { Editable } from './Editable';
import { SECTION_PATHS } from '../../components/onboarding/sections';
import { StepForm } from './StepForm';
import { StoreScreenshotInput } from './StoreScreenshotInput';
import { WizardLayout } from './WizardLayout';
import type { Application } from '../../../domain/onboarding/application';

const locationOf = (app: Application) => {
  const step = app.data.businessType as { businessLocation?: unknown } | null | undefined;
  return typeof step?.businessLocation === 'string' ? step.businessLocation : '';
};

function BusinessDetailsForm({ app }: { app: Application }) {
  const translate = useTranslate();
  const location = locationOf(app);
  const schema = useMemo(() => makeBusinessDetailsSchema(location), [location]);
  const empty = useMemo(() => ({
    legalName: '', tradeName: '', settlementCurrency: '', registrationNumber: '',
    registeredAddress: { ...EMPTY_ADDRESS, country: location }, industry: '', website: '', marketplaceLink: '', storeScreenshotId: null, productDescription: '', websiteRequirements: '',
  }), [location]);
  const f = (name: string) => `app.onboarding.fields.${name}`;
  return (
    <StepForm step="businessDetails" app={app} schema={schema} empty={empty}>
      {!app.sections.businessType?.complete && (
        <Alert severity="warning" sx={{ mb: 2 }} action={<Button component={LinkBase} to={SECTION_PATHS.businessType} color="inherit">{translate('app.onboarding.sections.businessType')}</Button>}>
          {translate('app.onboarding.businessTypeFirst')}
        </Alert>
      )}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="legalName" label={f('legalName')} helperText={f('legalNameHelp')} autoComplete="organization" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="tradeName" label={f('tradeName')} helperText="app.onboarding.optional" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="registrationNumber" label={f('registrationNumber')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput source="settlementCurrency" label={f('settlementCurrency')} choices={SETTLEMENT_CURRENCIES.map((id) => ({ id, name: id }))} translateChoice={false} fullWidth />
        </Grid>
        <Grid size={12}>
          <SelectInput source="industry" label={f('industry')} choices={INDUSTRIES.map((id) => ({ id, name: `app.onboarding.industries.${id}` }))} fullWidth />
        </Grid>
      </Grid>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(f('registeredAddress'))}
      </Typography>
      <AddressInputs source="registeredAddress" countryHelp={f('registeredCountryHelp')} />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        {translate(f('onlinePresence'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(f('onlinePresenceHelp'))}
      </Typography>
      <TextInput source="website" type="url" label={f('website')} autoComplete="url" fullWidth />
      <TextInput source="marketplaceLink" type="url" label={f('marketplaceLink')} helperText="app.onboarding.optional" fullWidth />
      <StoreScreenshotInput app={app} />
      <TextInput source="productDescription" label={f('productDescription')} helperText={f('productDescriptionHelp')} multiline minRows={3} fullWidth />
      <TextInput source="websiteRequirements" label={f('websiteRequirements')} helperText={f('websiteRequirementsHelp')} multiline minRows={2} fullWidth />
    </StepForm>
  );
}

export default function BusinessDetailsPage() {
  const translate = useTranslate();
  return (
    <WizardLayout title={translate('app.onboarding.sections.businessDetails')} subtitle={translate('app.onboarding.intro.businessDetails')} section="businessDetails">
      {(app) => (
        <Editable app={app}>
          <BusinessDetailsForm app={app} />
        </Editable>
      )}
    </WizardLayout>
  );
}
