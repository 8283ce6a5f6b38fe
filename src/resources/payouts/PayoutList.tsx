// /mjkPayouts (and /payouts): money sent to beneficiaries, with status tabs and counts, search by payout or
// beneficiary, currency and method, created range, Export; "New payout", the beneficiaries' list and the dual-approval
// thresholds in the header.
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { PAYOUT_CURRENCIES, PAYOUT_STATUSES, TRANSFER_METHODS } from '../../../domain/payouts/rules';
import type { Payout } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { CreateButton } from '../../components/record/CreateButton';
import { payoutDetailPath } from '../../components/record/paths';
import { useResourcePath } from '../../components/record/useResourcePath';
import { ApprovalThresholdsButton } from './ApprovalThresholds';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

const config: ResourceListConfig<Payout> = {
  resource: 'payouts',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.payouts.search' }],
    statuses: PAYOUT_STATUSES,
    statusLabel: (s) => `app.payouts.status.${s}`,
    selects: [
      { source: 'currency', label: 'resources.payouts.fields.currency', anyLabel: 'app.payouts.anyCurrency', options: PAYOUT_CURRENCIES },
      { source: 'methodType', label: 'resources.payouts.fields.methodType', anyLabel: 'app.payouts.anyMethod', options: TRANSFER_METHODS, optionLabel: (m) => `app.beneficiaries.methods.${m}` },
    ],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [{ label: 'app.payouts.tabs.all' }, ...PAYOUT_STATUSES.map((s) => ({ label: `app.payouts.tabs.${s}`, status: s }))],
  exportTimeZone: 'UTC',
  rowLink: (p) => payoutDetailPath(p.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (p) => <Money amount={p.amount} currency={p.currency} strong /> },
    { source: 'status', render: (p) => <StatusChip status={p.status} labelOf={(s) => `app.payouts.status.${s}`} /> },
    { source: 'beneficiaryName', render: (p) => <Typography variant="body2" noWrap>{`${p.beneficiaryName} · •••• ${p.beneficiaryLast4}`}</Typography> },
    { source: 'arrivalDate', sortable: true, render: (p) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{p.arrivalDate}</Typography> },
    { source: 'id', render: (p) => <IdText value={p.id} compact copy={false} /> },
    { source: 'createdAt', label: 'app.payouts.createdTime', sortable: true, render: (p) => time(p.createdAt) },
  ],
};

export default function PayoutList() {
  const translate = useTranslate();
  const pathOf = useResourcePath();
  return (
    <>
      <PageHeader
        title={translate('routes.mjkPayouts')}
        subtitle={translate('app.payouts.listSubtitle')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ApprovalThresholdsButton />
            <Button variant="outlined" component={RouterLink} to={pathOf('beneficiaries', 'list')} data-testid="payouts-beneficiaries">
              {translate('app.payouts.beneficiaries')}
            </Button>
            <CreateButton resource="payouts" label="app.payouts.newPayout" />
          </Stack>
        }
      />
      <ResourceListPage config={config} />
    </>
  );
}
