// The beneficiary form's inputs: name and email; the destination (a country PAYOUT_COUNTRY lists and BLACK_COUNTRY
// does not, then a currency and a method that country takes); then the bank details its scheme asks for, or the
// wallet of an 'other' method. In test mode, the documented test accounts.
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useMemo } from 'react';
import { SCHEME_FIELDS, TEST_ACCOUNTS, bankScheme, payoutCountryCodes, type DestinationRules } from '../../../domain/payouts/rules';
import { SectionCard } from '../../components/SectionCard';

const f = (name: string) => `app.beneficiaries.fields.${name}`;

export function BeneficiaryInputs({ rules, test }: { rules: DestinationRules; test: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const country = (useWatch({ name: 'country' }) as string | undefined) ?? '';
  const method = (useWatch({ name: 'methodType' }) as string | undefined) ?? 'bank_account';
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale === 'zh_CN' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' });
    return payoutCountryCodes(rules).map((id) => ({ id, name: `${names.of(id) ?? id} (${id})` }));
  }, [rules, locale]);
  const rule = rules.payoutCountries[country.toUpperCase()];
  const scheme = country ? bankScheme(country) : null;
  const bankFields = scheme ? [...SCHEME_FIELDS[scheme].required, ...SCHEME_FIELDS[scheme].optional] : [];
  if (scheme === 'us' && !bankFields.includes('routingNumber')) bankFields.push('routingNumber');

  return (
    <Stack spacing={3}>
      <SectionCard title={translate('app.beneficiaries.form.who')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}><TextInput source="name" label={f('name')} fullWidth helperText={false} /></Grid>
          <Grid size={{ xs: 12, md: 6 }}><TextInput source="email" label={f('email')} type="email" fullWidth helperText={false} /></Grid>
        </Grid>
      </SectionCard>
      <SectionCard title={translate('app.beneficiaries.form.where')}>
        {countries.length === 0 ? (
          <Alert severity="warning">{translate('app.beneficiaries.form.noCountries')}</Alert>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectInput source="country" label={f('country')} choices={countries} translateChoice={false} fullWidth helperText={false} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectInput source="currency" label={f('currency')} choices={(rule?.currencies ?? []).map((id) => ({ id, name: id }))} translateChoice={false} fullWidth helperText={false} disabled={!rule} />
            </Grid>
            <Grid size={12}>
              <RadioButtonGroupInput
                source="methodType"
                label={f('methodType')}
                choices={(rule?.methods ?? ['bank_account']).map((id) => ({ id, name: `app.beneficiaries.methods.${id}` }))}
                helperText={false}
              />
            </Grid>
          </Grid>
        )}
      </SectionCard>
      {scheme && method === 'bank_account' && (
        <SectionCard title={translate('app.beneficiaries.form.bank')} testId="beneficiary-bank">
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{translate(`app.beneficiaries.form.schemeHint.${scheme}`)}</Typography>
            {test && (
              <Alert severity="info" data-testid="beneficiary-test-accounts">
                {translate('app.beneficiaries.form.testAccounts', {
                  succeeds: TEST_ACCOUNTS.succeeds,
                  verificationFails: TEST_ACCOUNTS.verificationFails,
                  payoutFails: TEST_ACCOUNTS.payoutFails,
                  payoutExpires: TEST_ACCOUNTS.payoutExpires,
                })}
              </Alert>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}><TextInput source="holderName" label={f('holderName')} fullWidth helperText={false} /></Grid>
              <Grid size={{ xs: 12, md: 6 }}><TextInput source="bankName" label={f('bankName')} fullWidth helperText={false} /></Grid>
              {bankFields.map((name) => (
                <Grid key={name} size={{ xs: 12, md: name === 'iban' ? 12 : 6 }}>
                  <TextInput source={name} label={f(name)} fullWidth helperText={false} slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        </SectionCard>
      )}
      {scheme && method === 'other' && (
        <SectionCard title={translate('app.beneficiaries.form.wallet')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}><TextInput source="walletProvider" label={f('walletProvider')} fullWidth helperText={false} /></Grid>
            <Grid size={{ xs: 12, md: 6 }}><TextInput source="walletAccount" label={f('walletAccount')} fullWidth helperText={false} /></Grid>
          </Grid>
        </SectionCard>
      )}
    </Stack>
  );
}
