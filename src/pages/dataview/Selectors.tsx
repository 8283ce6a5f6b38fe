// The data view's period, comparison and granularity selectors, offering only the combinations spec section 4
// allows, with the lists' date pickers for the custom ranges.
import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PERIODS, allowedComparisons, allowedGranularities, type Comparison, type Granularity, type Period } from '../../../domain/periods';
import { DayField } from '../../components/DayField';
import { shownErrors, withPeriod, type Selection } from './selection';

interface SelectorsProps {
  value: Selection;
  onChange: (next: Selection) => void;
  errors: Record<string, string>;
}

export function Selectors({ value, onChange, errors: all }: SelectorsProps) {
  const translate = useTranslate();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set([...t, field])));
  const errors = shownErrors(all, touched);
  const select = (name: string, label: string, current: string, options: readonly string[], labelOf: (o: string) => string, set: (v: string) => void) => (
    <TextField
      select size="small" label={label} value={current} onChange={(e) => set(e.target.value)} sx={{ minWidth: 170 }}
      slotProps={{ htmlInput: { 'data-testid': `dataview-${name}` } }}
    >
      {options.map((o) => <MenuItem key={o} value={o} data-testid={`option-${o}`}>{labelOf(o)}</MenuItem>)}
    </TextField>
  );
  const date = (field: 'from' | 'to' | 'compareFrom' | 'compareTo') => (
    <DayField
      key={field} label={translate(`app.dataview.${field}`)} value={value[field]}
      onChange={(day) => {
        touch(field);
        onChange({ ...value, [field]: day });
      }}
      onBlur={() => touch(field)}
      error={Boolean(errors[field])} helperText={errors[field] ? translate(`validation.${errors[field]}`) : undefined}
      name={field} testId={`dataview-${field}`} width={180}
    />
  );
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {select('period', translate('app.dataview.period'), value.period, PERIODS, (o) => translate(`app.periods.${o}`), (p) => onChange(withPeriod(value, p as Period)))}
      {value.period === 'custom' && [date('from'), date('to')]}
      {select('comparison', translate('app.dataview.comparison'), value.comparison, allowedComparisons(value.period), (o) => translate(`app.comparisons.${o}`),
        (c) => onChange({ ...value, comparison: c as Comparison }))}
      {value.comparison === 'custom' && [date('compareFrom'), date('compareTo')]}
      {select('granularity', translate('app.dataview.granularity'), value.granularity, allowedGranularities(value.period), (o) => translate(`app.granularities.${o}`),
        (g) => onChange({ ...value, granularity: g as Granularity }))}
    </Stack>
  );
}
