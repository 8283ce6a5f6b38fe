// /disbursements: payouts of settled funds to the merchant's bank, searchable by id and dates, with Export.
import { Stack, Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { DISBURSEMENT_STATUSES } from '../../../domain/payment-filters';
import type { DisbursementRecord } from '../../../domain/payment-records';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import type { Wire } from '../../../domain/wire';

type Disbursement = Wire<DisbursementRecord>;
const time = (value: string | null) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

const config: ResourceListConfig<Disbursement> = {
  resource: 'disbursements',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { text: [{ source: 'q', label: 'app.disbursements.search' }], statuses: DISBURSEMENT_STATUSES, dateRange: { offset: 'Z' } },
  timeZone: 'UTC',
  exportTimeZone: 'UTC',
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (d) => <Money amount={d.amount} currency={d.currency} strong /> },
    { source: 'status', render: (d) => <StatusChip status={d.status} /> },
    { source: 'id', render: (d) => <IdText value={d.id} compact /> },
    { source: 'portal', hideBelow: 1180 },
    {
      source: 'bankAccount',
      render: (d) => (
        <Stack>
          <Typography variant="body2" noWrap>{d.bankName}</Typography>
          <Typography variant="caption" color="text.secondary">{d.bankAccount}</Typography>
        </Stack>
      ),
    },
    { source: 'transactionCount', hideBelow: 1000, sortable: true, align: 'right' },
    { source: 'createdAt', label: 'app.disbursements.createdTime', sortable: true, render: (d) => time(d.createdAt) },
    { source: 'deliveredAt', label: 'app.disbursements.deliveredTime', sortable: true, render: (d) => time(d.deliveredAt) },
  ],
};

export default function DisbursementList() {
  return <ResourceListPage config={config} header={{ title: 'routes.disbursements', subtitle: 'app.disbursements.listSubtitle' }} />;
}
