// The filter bar of a list: text searches, a status select (only on lists without status tabs), other selects, an amount range and a created-date range,
// all kept in the URL filter.
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useListFilterContext, useTranslate } from 'react-admin';
import { AmountRangeFilter } from './AmountRangeFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { cleanFilter } from './listParams';
import type { ListFilters } from './types';
import { useDebouncedFilter } from './useDebouncedFilter';

/** The width of a text in `ch` (the width of "0"): wide (CJK) characters count two. */
export function textWidthCh(text: string): number {
  return [...text].reduce((n, c) => n + (/[\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(c) ? 2 : 1), 0);
}

function TextFilter({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const [value, setValue] = useDebouncedFilter(source);
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      placeholder={translate(label)}
      slotProps={{
        htmlInput: { 'aria-label': translate(label), 'data-testid': `filter-${source}` },
        input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> },
      }}
      // As wide as its placeholder (a CJK character is two of the font's "0"), so the hint is never cut.
      sx={{ width: { xs: '100%', sm: `max(180px, calc(${textWidthCh(translate(label))}ch + 64px))` } }}
    />
  );
}

export const paymentStatusLabel = (status: string) => `app.payments.status.${status}`;

function StatusFilter({ statuses, label = paymentStatusLabel }: { statuses: readonly string[]; label?: (status: string) => string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const value = typeof filterValues.status === 'string' ? filterValues.status : '';
  return (
    <TextField
      select
      size="small"
      label={translate('app.list.status')}
      value={value}
      onChange={(e) => setFilters(cleanFilter({ ...filterValues, status: e.target.value }), undefined)}
      slotProps={{ htmlInput: { 'data-testid': 'filter-status' } }}
      sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
    >
      <MenuItem value="">{translate('app.list.anyStatus')}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(label(s))}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SelectFilter({ source, label, anyLabel, options, optionLabel, optionArgs }: NonNullable<ListFilters['selects']>[number]) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const value = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => setFilters(cleanFilter({ ...filterValues, [source]: e.target.value }), undefined)}
      // The empty choice shows its "any" label rather than an empty box.
      slotProps={{ htmlInput: { 'data-testid': `filter-${source}` }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140, width: { xs: '100%', sm: 'auto' } }}
    >
      <MenuItem value="">{translate(anyLabel)}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {optionLabel ? translate(optionLabel(o), optionArgs?.(o)) : o}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** `statusSelect` false: the list's status tabs are its status filter, so no select offers the same choice. */
export function ListFilterBar({ filters, statusSelect = true }: { filters: ListFilters; statusSelect?: boolean }) {
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {filters.text?.map((f) => <TextFilter key={f.source} {...f} />)}
      {statusSelect && filters.statuses && <StatusFilter statuses={filters.statuses} label={filters.statusLabel} />}
      {filters.selects?.map((f) => <SelectFilter key={f.source} {...f} />)}
      {filters.amountRange && <AmountRangeFilter {...filters.amountRange} />}
      {filters.dateRange && <DateRangeFilter offset={filters.dateRange.offset} />}
    </Stack>
  );
}
