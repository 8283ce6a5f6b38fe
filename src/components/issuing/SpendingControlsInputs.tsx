// The spending controls' inputs of the card and cardholder forms: limits per interval (spec section 3), blocked
// merchant categories and blocked countries.
import { Grid, Typography } from '@mui/material';
import { ArrayInput, AutocompleteArrayInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { ISSUING_CURRENCIES, LIMIT_INTERVALS, MERCHANT_CATEGORIES } from '../../../domain/issuing/controls';
import { useCountryChoices } from '../CountryInput';

export function SpendingControlsInputs({ currency }: { currency?: string }) {
  const translate = useTranslate();
  const countries = useCountryChoices();
  return (
    <Grid container spacing={2} data-testid="controls-inputs">
      <Grid size={12}>
        <Typography variant="h4" component="h2">{translate('app.issuing.controls.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {currency ? translate('app.issuing.controls.cardHint', { currency }) : translate('app.issuing.controls.cardholderHint')}
        </Typography>
      </Grid>
      <Grid size={12}>
        <ArrayInput source="limits" label="app.issuing.controls.limits">
          <SimpleFormIterator inline disableReordering fullWidth>
            <SelectInput source="interval" label="app.issuing.controls.interval" choices={LIMIT_INTERVALS.map((i) => ({ id: i, name: `app.issuing.interval.${i}` }))} />
            <TextInput source="amount" label={currency ? translate('app.issuing.controls.amountIn', { currency }) : 'app.issuing.controls.amount'} inputMode="decimal" />
            {!currency && <SelectInput source="currency" label="app.issuing.controls.currency" choices={ISSUING_CURRENCIES.map((c) => ({ id: c, name: c }))} />}
          </SimpleFormIterator>
        </ArrayInput>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteArrayInput source="blockedCategories" label="app.issuing.controls.blockedCategories" choices={MERCHANT_CATEGORIES.map((c) => ({ id: c, name: `app.issuing.category.${c}` }))} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteArrayInput source="blockedCountries" label="app.issuing.controls.blockedCountries" choices={countries} fullWidth translateChoice={false} />
      </Grid>
    </Grid>
  );
}
