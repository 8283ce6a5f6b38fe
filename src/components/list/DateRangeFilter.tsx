// The created-date filter of a list: From and To date pickers (MUI X on dayjs, in the user's language) and the range
// presets of spec section 9. A date reaches the list's filter only once it is a whole valid date, so typing
// "2026-11-01" digit by digit never applies a year 0002; presets count days in the list's zone.
import { useState } from 'react';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { dateRangeDays, zoneOfOffset, type DateRangeName } from '../../../domain/dates';
import { cleanFilter, dayRangeToFilter, filterToDayRange } from './listParams';

const DAY = 'YYYY-MM-DD';
const ZH_PLACEHOLDERS = { fieldYearPlaceholder: () => '年', fieldMonthPlaceholder: () => '月', fieldDayPlaceholder: () => '日' };
/** The presets offered, in the spec's order; "past N months" for three common N. */
export const DATE_PRESETS: DateRangeName[] = [
  'thisWeek', 'thisMonth', 'thisQuarter', 'thisYear', 'lastWeek', 'lastMonth', 'lastQuarter', 'lastYear', 'past3Months', 'past6Months', 'past12Months',
];

const asDay = (value: string): Dayjs | null => (value ? dayjs(value, DAY) : null);
/** A picker value that is a whole date a person meant (no partly typed year 0002). */
const wholeDay = (value: Dayjs | null): string | null | undefined =>
  value === null ? null : value.isValid() && value.year() >= 1970 && value.year() <= 2999 ? value.format(DAY) : undefined;

function DayPicker({ which, value, onCommit }: { which: 'from' | 'to'; value: string; onCommit: (day: string) => void }) {
  const translate = useTranslate();
  // The picker keeps what is being typed; the filter hears of it only when it is a whole date or cleared.
  const [draft, setDraft] = useState<Dayjs | null>(asDay(value));
  // A new value from outside (a preset, cleared filters, Back): the draft follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(asDay(value));
  }
  const label = translate(which === 'from' ? 'app.list.dateFrom' : 'app.list.dateTo');
  return (
    <DatePicker
      label={label}
      value={draft}
      format={DAY}
      onChange={(next) => {
        setDraft(next);
        const day = wholeDay(next);
        if (day !== undefined && day !== (value || null)) onCommit(day ?? '');
      }}
      slotProps={{
        textField: { size: 'small', inputProps: { 'data-testid': `filter-date-${which}` }, sx: { width: { xs: 'calc(50% - 4px)', sm: 180 } } } as object,
        field: { clearable: true },
      }}
    />
  );
}

function PresetMenu({ onPick }: { onPick: (name: DateRangeName) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<DateRangeOutlined fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="filter-date-presets"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.list.datePresets')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DATE_PRESETS.map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              onPick(name);
            }}
          >
            {translate(`app.list.preset.${name.startsWith('past') ? 'pastMonths' : name}`, { smart_count: Number(/\d+/.exec(name)?.[0] ?? 0) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function DateRangeFilter({ offset }: { offset: string }) {
  const [locale] = useLocaleState();
  const { filterValues, setFilters } = useListContext();
  const { from, to } = filterToDayRange(filterValues, offset);
  const set = (next: { from: string; to: string }) => {
    const { createdFrom: _f, createdTo: _t, ...rest } = filterValues;
    setFilters(cleanFilter({ ...rest, ...dayRangeToFilter(next.from, next.to, offset) }), undefined);
  };
  const zh = locale === 'zh_CN';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={zh ? 'zh-cn' : 'en'}
      // Chinese fields read 年-月-日 while empty, in the order they are typed (no mm/dd/yyyy).
      localeText={zh ? { ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText, ...ZH_PLACEHOLDERS } : undefined}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
        <DayPicker which="from" value={from} onCommit={(day) => set({ from: day, to })} />
        <DayPicker which="to" value={to} onCommit={(day) => set({ from, to: day })} />
        <PresetMenu onPick={(name) => set(dateRangeDays(name, new Date(), zoneOfOffset(offset)))} />
      </Stack>
    </LocalizationProvider>
  );
}
