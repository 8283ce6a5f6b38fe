// The created-date filter of a list: From and To date pickers (DayPickers.tsx, a chunk of its own) and the range
// presets of spec section 9. Days (typed, picked or preset) are days of the zone the list shows its times in: the
// reader's chosen zone once they picked one (issue 32 item 2), else the list's own (UTC, or UTC+8 for payments).
import { lazy, Suspense, useState } from 'react';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import DateRangeOutlined from '@mui/icons-material/DateRangeOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { dateRangeDays, dayRangeInstants, instantRangeDays, zoneOfOffset, type DateRangeName } from '../../../domain/dates';
import { WaitingPickers } from './dayPickerParts';
import { cleanFilter } from './listParams';
import { useDisplayZone } from './ZoneNotice';

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
  const tz = useDisplayZone(zoneOfOffset(offset));
  const { from, to } = instantRangeDays(filterValues, tz);
  const set = (next: { from: string; to: string }) => {
    const { createdFrom: _f, createdTo: _t, ...rest } = filterValues;
    setFilters(cleanFilter({ ...rest, ...dayRangeInstants(next.from, next.to, tz) }), undefined);
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
      <PresetMenu onPick={(name) => set(dateRangeDays(name, new Date(), tz))} />
    </Stack>
  );
}
