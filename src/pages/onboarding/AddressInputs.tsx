// The address fields of spec section 3: lines 1 and 2, town/city, county/province, post/zip code, country.
import { Grid } from '@mui/material';
import { TextInput } from 'react-admin';
import { CountryInput } from '../../components/CountryInput';

export const EMPTY_ADDRESS = { line1: '', line2: '', city: '', state: '', postalCode: '', country: '' };

/** `source`: the address object's field in the form; without it the address is the form itself (the registered address step). */
export function AddressInputs({ source, countryHelp }: { source?: string; countryHelp?: string }) {
  const at = (field: string) => (source ? `${source}.${field}` : field);
  const label = (field: string) => `app.onboarding.address.${field}`;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <TextInput source={at('line1')} label={label('line1')} autoComplete="address-line1" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source={at('line2')} label={label('line2')} autoComplete="address-line2" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source={at('city')} label={label('city')} autoComplete="address-level2" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source={at('state')} label={label('state')} autoComplete="address-level1" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source={at('postalCode')} label={label('postalCode')} autoComplete="postal-code" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CountryInput source={at('country')} label={label('country')} helperText={countryHelp} />
      </Grid>
    </Grid>
  );
}
