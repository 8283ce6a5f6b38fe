// The inputs of the cardholder form (add and change): who they are, how to reach them, their billing address.
import { Grid, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { CARDHOLDER_STATUSES } from '../../../domain/issuing/cardholders';
import { CountryInput } from '../../components/CountryInput';

export function CardholderInputs() {
  const translate = useTranslate();
  const t = (f: string) => translate(`resources.cardholders.fields.${f}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="name" label={t('name')} fullWidth /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput source="status" label={t('status')} choices={CARDHOLDER_STATUSES.map((s) => ({ id: s, name: `app.issuing.cardholderStatus.${s}` }))} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="email" label={t('email')} type="email" fullWidth /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="phone" label={t('phone')} helperText="app.issuing.phoneHint" fullWidth /></Grid>
      <Grid size={12}><Typography variant="h4" component="h2" sx={{ mt: 1 }}>{translate('app.issuing.billingAddress')}</Typography></Grid>
      <Grid size={12}><TextInput source="line1" label={t('line1')} fullWidth /></Grid>
      <Grid size={12}><TextInput source="line2" label={t('line2')} fullWidth /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="city" label={t('city')} fullWidth /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="state" label={t('state')} fullWidth /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="postalCode" label={t('postalCode')} fullWidth /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><CountryInput source="country" label={t('country')} /></Grid>
    </Grid>
  );
}
