// /smartAccount: the smart account (issue 29, item 4): its balance per currency (money moves in from the available
// balance and back with Move funds), the details a payer needs, and its
// statement (every entry, with type tabs and counts, search by source, currency, created range, Export). Each entry
// links to the transfer out or incoming transfer that wrote it.
import { Button, Grid, Stack, Typography } from '@mui/material';
import { CanAccess, Link as RouterLink, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { SMART_CURRENCIES, SMART_ENTRY_TYPES, SMART_MOVE_PREFIX } from '../../../domain/smart-account/rules';
import type { SmartEntry } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { pathOf } from '../../components/record/paths';
import { useResourcePath } from '../../components/record/useResourcePath';
import { PayerDetails } from '../../components/smartAccount/PayerDetails';
import { SmartBalances } from '../../components/smartAccount/SmartBalances';
import { useSmartAccount } from '../../components/smartAccount/useSmartAccount';
import { MoveFundsButton } from './MoveFundsDialog';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

/** The record an entry came from: a transfer out (sat_), an incoming transfer (sai_) or a move from or to the balance (sam_, a transfer's page). */
const sourcePath = (e: SmartEntry) =>
  e.sourceId.startsWith('sai_')
    ? pathOf('smart-account-incoming', 'show', e.sourceId)
    : e.sourceId.startsWith(SMART_MOVE_PREFIX)
      ? pathOf('transfers', 'show', e.sourceId)
      : pathOf('smart-account-transfers', 'show', e.sourceId);

const config: ResourceListConfig<SmartEntry> = {
  resource: 'smart-account-entries',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.smartAccount.statement.search' }],
    selects: [{ source: 'currency', label: 'resources.smart-account-entries.fields.currency', anyLabel: 'app.smartAccount.anyCurrency', options: SMART_CURRENCIES }],
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabField: 'type',
  tabs: [{ label: 'app.smartAccount.statement.tabs.all' }, ...SMART_ENTRY_TYPES.map((t) => ({ label: `app.smartAccount.entryTypes.${t}`, status: t }))],
  exportTimeZone: 'UTC',
  rowLink: sourcePath,
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (e) => <Money amount={e.amount} currency={e.currency} strong /> },
    { source: 'type', render: (e) => <TypeText type={e.type} /> },
    { source: 'sourceId', render: (e) => <IdText value={e.sourceId} compact copy={false} /> },
    { source: 'createdAt', label: 'app.smartAccount.createdTime', sortable: true, render: (e) => time(e.createdAt) },
  ],
};

function TypeText({ type }: { type: string }) {
  const translate = useTranslate();
  return <Typography variant="body2" noWrap>{translate(`app.smartAccount.entryTypes.${type}`)}</Typography>;
}

export default function SmartAccountStatement() {
  const translate = useTranslate();
  const pathOfMode = useResourcePath();
  const account = useSmartAccount();
  return (
    <>
      <PageHeader
        title={translate('routes.smartAccount')}
        subtitle={translate('app.smartAccount.subtitle')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <CanAccess resource="smart-account" action="move">
              <MoveFundsButton />
            </CanAccess>
            <Button variant="outlined" component={RouterLink} to={pathOfMode('smart-account-incoming', 'list')} data-testid="smart-receive">{translate('app.smartAccount.receive')}</Button>
            <Button variant="contained" component={RouterLink} to={pathOfMode('smart-account-transfers', 'create')} data-testid="smart-transfer-out">{translate('app.smartAccount.transferOut')}</Button>
          </Stack>
        }
      />
      {account.data && (
        <Grid container spacing={3} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SectionCard title={translate('app.smartAccount.balances')} testId="smart-account-balances">
              <SmartBalances account={account.data} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SectionCard title={translate('app.smartAccount.payer.title')} subtitle={translate('app.smartAccount.payer.subtitle')} testId="smart-account-details">
              <PayerDetails account={account.data} />
            </SectionCard>
          </Grid>
        </Grid>
      )}
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>{translate('app.smartAccount.statement.title')}</Typography>
      <ResourceListPage config={config} />
    </>
  );
}
