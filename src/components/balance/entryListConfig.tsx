// The balance entries list: source id search, currency and availability selects, created range; tabs by kind of
// entry with counts (the type filter); signed amounts; the source opens its record; Export.
import { Typography } from '@mui/material';
import { AVAILABILITIES, ENTRY_GROUPS, TOPUP_CURRENCIES } from '../../../domain/balance/rules';
import { formatListTime } from '../../../domain/dates';
import type { LedgerEntry } from '../../../domain/wire';
import type { ResourceListConfig } from '../list/types';
import { EntrySourceLink } from './EntrySourceLink';
import { EntryTypeChip } from './EntryTypeChip';
import { Money } from '../money/Money';
import { StatusChip } from '../money/StatusChip';
import { balanceEntryDetailPath } from '../record/paths';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

export const entryListConfig: ResourceListConfig<LedgerEntry> = {
  resource: 'balance-entries',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.balance.entries.search' }],
    selects: [
      { source: 'currency', label: 'resources.balance-entries.fields.currency', anyLabel: 'app.balance.entries.anyCurrency', options: TOPUP_CURRENCIES },
      {
        source: 'availability', label: 'app.balance.entries.availabilityLabel', anyLabel: 'app.balance.entries.anyAvailability',
        options: AVAILABILITIES, optionLabel: (a) => `app.balance.availability.${a}`,
      },
    ],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabField: 'type',
  tabs: [
    { label: 'app.balance.entries.tabs.all' },
    { label: 'app.balance.entries.tabs.charges', status: ENTRY_GROUPS.charges },
    { label: 'app.balance.entries.tabs.fees', status: ENTRY_GROUPS.fees },
    { label: 'app.balance.entries.tabs.refunds', status: ENTRY_GROUPS.refunds },
    { label: 'app.balance.entries.tabs.disputes', status: ENTRY_GROUPS.disputes },
    { label: 'app.balance.entries.tabs.topups', status: ENTRY_GROUPS.topups },
    { label: 'app.balance.entries.tabs.payouts', status: ENTRY_GROUPS.payouts },
    { label: 'app.balance.entries.tabs.smartAccount', status: ENTRY_GROUPS.smartAccount },
  ],
  exportTimeZone: 'UTC',
  rowLink: (e) => balanceEntryDetailPath(e.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (e) => <Money amount={e.amount} currency={e.currency} strong /> },
    { source: 'type', render: (e) => <EntryTypeChip type={e.type} /> },
    { source: 'sourceId', render: (e) => <EntrySourceLink source={e.source} id={e.sourceId} /> },
    { source: 'availability', render: (e) => <StatusChip status={e.availability} labelOf={(s) => `app.balance.availability.${s}`} /> },
    { source: 'availableOn', label: 'app.balance.entries.availableOnTime', sortable: true, render: (e) => time(e.availableOn) },
    { source: 'createdAt', label: 'app.balance.entries.createdTime', sortable: true, render: (e) => time(e.createdAt) },
  ],
};
