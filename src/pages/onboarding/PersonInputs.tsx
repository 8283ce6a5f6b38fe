// The fields of a person (the representative, or one owner): name, email, job title, date of birth, phone,
// shareholding and home address. `prefix` is '' for the representative and 'owners.0.' inside the owners list. A sole
// trader's personal details ask no shareholding (`percentHelp` null): the business is theirs, the server saves 100.
import { Grid, Typography } from '@mui/material';
import { NumberInput, TextInput, useTranslate } from 'react-admin';
import { DayInput } from '../../components/DayInput';
import { AddressInputs, EMPTY_ADDRESS } from './AddressInputs';

export const EMPTY_PERSON = {
  firstName: '', lastName: '', email: '', jobTitle: '', dateOfBirth: '', phone: '', ownershipPercent: null, address: EMPTY_ADDRESS,
};

export function PersonInputs({ prefix = '', percentHelp }: { prefix?: string; percentHelp: string | null }) {
  const translate = useTranslate();
  const at = (field: string) => `${prefix}${field}`;
  const label = (field: string) => `app.onboarding.person.${field}`;
  return (
    <>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source={at('firstName')} label={label('firstName')} autoComplete="given-name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source={at('lastName')} label={label('lastName')} autoComplete="family-name" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source={at('email')} type="email" label={label('email')} autoComplete="email" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source={at('jobTitle')} label={label('jobTitle')} helperText="app.onboarding.optional" autoComplete="organization-title" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayInput source={at('dateOfBirth')} label={label('dateOfBirth')} minYear={1900} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source={at('phone')} type="tel" label={label('phone')} helperText="app.onboarding.person.phoneHelp" autoComplete="tel" fullWidth />
        </Grid>
        {percentHelp !== null && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberInput source={at('ownershipPercent')} label={label('ownershipPercent')} helperText={percentHelp} min={0} max={100} step={0.01} fullWidth />
          </Grid>
        )}
      </Grid>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {translate('app.onboarding.person.homeAddress')}
      </Typography>
      <AddressInputs source={at('address')} />
    </>
  );
}
