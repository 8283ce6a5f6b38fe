// /business-details: names, settlement currency, registration, industry, online presence and what the business
// sells. The registered address is its own step before it (/business-registered-address, RegisteredAddressPage).
import { useMemo } from 'react';
import { Grid, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { INDUSTRIES, SETTLEMENT_CURRENCIES, makeBusinessDetailsSchema } from '../../../domain/onboarding';
import { StepForm } from './StepForm';
import { StoreScreenshotInput } from './StoreScreenshotInput';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';

const EMPTY = {
  legalName: '', tradeName: '', settlementCurrency: '', registrationNumber: '', industry: '', website: '', marketplaceLink: '',
  storeScreenshotId: null, productDescription: '', websiteRequirements: '',
};

function BusinessDetailsForm({ app }: { app: Application }) {
  const translate = useTranslate();
  const schema = useMemo(() => makeBusinessDetailsSchema(), []);
  const f = (name: string) => `app.onboarding.fields.${name}`;
  return (
    <StepForm step="businessDetails" app={app} schema={schema} empty={EMPTY}>
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
  return (
    <StepPage title="app.onboarding.sections.businessDetails" subtitle="app.onboarding.intro.businessDetails" section="businessDetails">
      {(app) => <BusinessDetailsForm app={app} />}
    </StepPage>
  );
}
