// /account: money sent out of the smart account, with status tabs and counts, search by transfer or beneficiary,
// currency, created range, Export; the smart account's balances above, "Transfer out" and "Receive funds" beside.
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { SMART_CURRENCIES, SMART_TRANSFER_STATUSES } from '../../../domain/smart-account/rules';
import type { SmartTransfer } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { CreateButton } from '../../components/record/CreateButton';
import { pathOf } from '../../components/record/paths';
import { useResourcePath } from '../../components/record/useResourcePath';
import { SmartBalances } from '../../components/smartAccount/SmartBalances';
import { useSmartAccount } from '../../components/smartAccount/useSmartAccount';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

const config: ResourceListConfig<SmartTransfer> = {
  resource: 'smart-account-transfers',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.smartAccount.transfers.search' }],
    statuses: SMART_TRANSFER_STATUSES,
    statusLabel: (s) => `app.smartAccount.status.${s}`,
    selects: [{ source: 'currency', label: 'resources.smart-account-transfers.fields.currency', anyLabel: 'app.smartAccount.anyCurrency', options: SMART_CURRENCIES }],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [{ label: 'app.smartAccount.statement.tabs.all' }, ...SMART_TRANSFER_STATUSES.map((s) => ({ label: `app.smartAccount.status.${s}`, status: s }))],
  exportTimeZone: 'UTC',
  rowLink: (t) => pathOf('smart-account-transfers', 'show', t.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (t) => <Money amount={t.amount} currency={t.currency} strong /> },
    { source: 'status', render: (t) => <StatusChip status={t.status} labelOf={(s) => `app.smartAccount.status.${s}`} /> },
    { source: 'beneficiaryName', render: (t) => <Typography variant="body2" noWrap>{`${t.beneficiaryName} · •••• ${t.beneficiaryLast4}`}</Typography> },
    { source: 'id', render: (t) => <IdText value={t.id} compact copy={false} /> },
    { source: 'createdAt', label: 'app.smartAccount.createdTime', sortable: true, render: (t) => time(t.createdAt) },
  ],
};

export default function SmartTransferList() {
  const translate = useTranslate();
  const pathOfMode = useResourcePath();
  const account = useSmartAccount();
  return (
    <>
      <PageHeader
        title={translate('routes.account')}
        subtitle={translate('app.smartAccount.transfers.subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component={RouterLink} to={pathOfMode('smart-account-incoming', 'list')} data-testid="account-receive">{translate('app.smartAccount.receive')}</Button>
            <CreateButton resource="smart-account-transfers" label="app.smartAccount.transferOut" />
          </Stack>
        }
      />
      {account.data && <Stack sx={{ mb: 3 }}><SmartBalances account={account.data} /></Stack>}
      <ResourceListPage config={config} />
    </>
  );
}
