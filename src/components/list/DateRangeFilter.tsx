// The created-date filter of a list: From and To date pickers (DayPickers.tsx, a chunk of its own) and the range
// presets of spec section 9; presets count days in the list's zone.
import { lazy, Suspense, useState } from 'react';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { dateRangeDays, zoneOfOffset, type DateRangeName } from '../../../domain/dates';
import { WaitingPickers } from './dayPickerParts';
import { cleanFilter, dayRangeToFilter, filterToDayRange } from './listParams';

// MUI X's pickers (about 40 KB compressed, and tens of milliseconds to render) load once the list's first rows are
// there: until then their fields are drawn inert, in the same place.
const DayPickers = lazy(() => import('./DayPickers'));

/** The presets offered, in the spec's order; "past N months" for three common N. */
export const DATE_PRESETS: DateRangeName[] = [
  'thisWeek', 'thisMonth', 'thisQuarter', 'thisYear', 'lastWeek', 'lastMonth', 'lastQuarter', 'lastYear', 'past3Months', 'past6Months', 'past12Months',
];

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
  const { filterValues, setFilters, isPending } = useListContext();
  const { from, to } = filterToDayRange(filterValues, offset);
  const set = (next: { from: string; to: string }) => {
    const { createdFrom: _f, createdTo: _t, ...rest } = filterValues;
    setFilters(cleanFilter({ ...rest, ...dayRangeToFilter(next.from, next.to, offset) }), undefined);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
      {isPending ? (
        <WaitingPickers from={from} to={to} />
      ) : (
        <Suspense fallback={<WaitingPickers from={from} to={to} />}>
          <DayPickers from={from} to={to} onFrom={(day) => set({ from: day, to })} onTo={(day) => set({ from, to: day })} />
        </Suspense>
      )}
      <PresetMenu onPick={(name) => set(dateRangeDays(name, new Date(), zoneOfOffset(offset)))} />
    </Stack>
  );
}
