// An amount range filter: two inputs in the currency's major units ("10.50"), written to the list filter in minor
// units (the currency chosen in the filter decides the decimals; two without one). A value that is not an amount
// is marked and not applied.
import { useEffect, useState } from 'react';
import { InputAdornment, Stack, TextField } from '@mui/material';
import { useListFilterContext, useTranslate } from 'react-admin';
import { fromMinorUnits, parseMinorUnits } from '../../../domain/currency';
import { cleanFilter } from './listParams';

function AmountInput({ source, label, currency, shown }: { source: string; label: string; currency: string; shown: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const current = typeof filterValues[source] === 'number' ? fromMinorUnits(filterValues[source] as number, currency) : '';
  const [value, setValue] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setValue(current);
  }
  const parsed = value.trim() === '' ? null : parseMinorUnits(value, currency);
  const invalid = parsed !== null && (!parsed.ok || parsed.value < 0n);
  useEffect(() => {
    if (invalid || value.trim() === current) return;
    const timer = setTimeout(() => {
      const minor = parsed && parsed.ok ? Number(parsed.value) : undefined;
      setFilters(cleanFilter({ ...filterValues, [source]: minor }), undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [value, invalid, current, parsed, source, filterValues, setFilters]);
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={invalid}
      label={translate(label)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'data-testid': `filter-${source}`, 'aria-invalid': invalid },
        input: { endAdornment: shown !== '' ? <InputAdornment position="end">{shown}</InputAdornment> : undefined },
        inputLabel: { shrink: true },
      }}
      sx={{ width: { xs: 'calc(50% - 6px)', sm: 140 } }}
    />
  );
}

export function AmountRangeFilter({ min, max }: { min: string; max: string }) {
  const { filterValues } = useListFilterContext();
  // One currency chosen: its decimals; otherwise two (most currencies).
  const currency = typeof filterValues.currency === 'string' ? filterValues.currency : '';
  return (
    <Stack direction="row" spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <AmountInput source={min} label="app.list.amountMin" currency={currency || 'USD'} shown={currency} />
      <AmountInput source={max} label="app.list.amountMax" currency={currency || 'USD'} shown={currency} />
    </Stack>
  );
}
