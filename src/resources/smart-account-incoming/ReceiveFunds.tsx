// /account/receivefunds: what a payer needs to send money to the smart account, and the transfers received (search
// by transfer or payer, currency, received range, Export). In test mode a simulated payer sends a transfer, credited
// by the test bank a few seconds later; the list reloads until it has arrived.
import { useCallback, useEffect, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatListTime } from '../../../domain/dates';
import { SMART_CURRENCIES } from '../../../domain/smart-account/rules';
import type { SmartIncoming } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { pathOf } from '../../components/record/paths';
import { PayerDetails } from '../../components/smartAccount/PayerDetails';
import { SMART_ACCOUNT_QUERY, useSmartAccount } from '../../components/smartAccount/useSmartAccount';
import { useTestMode } from '../../hooks/useTestMode';
import { SimulateIncomingButton } from './SimulateIncomingDialog';

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

const config: ResourceListConfig<SmartIncoming> = {
  resource: 'smart-account-incoming',
  defaultSort: { field: 'receivedAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.smartAccount.incoming.search' }],
    selects: [{ source: 'currency', label: 'resources.smart-account-incoming.fields.currency', anyLabel: 'app.smartAccount.anyCurrency', options: SMART_CURRENCIES }],
    dateRange: { offset: 'Z' },
  },
  exportTimeZone: 'UTC',
  rowLink: (i) => pathOf('smart-account-incoming', 'show', i.id),
  columns: [
    { source: 'amount', sortable: true, align: 'right', render: (i) => <Money amount={i.amount} currency={i.currency} strong /> },
    { source: 'status', render: (i) => <StatusChip status={i.status} labelOf={(s) => `app.smartAccount.incomingStatus.${s}`} /> },
    { source: 'payerName', render: (i) => <Typography variant="body2" noWrap>{i.payerName}</Typography> },
    { source: 'reference', render: (i) => <Typography variant="body2" noWrap>{i.reference || '--'}</Typography> },
    { source: 'id', render: (i) => <IdText value={i.id} compact copy={false} /> },
    { source: 'receivedAt', label: 'app.smartAccount.receivedTime', sortable: true, render: (i) => time(i.receivedAt) },
  ],
};

/** After a simulated transfer: reload the list every 2 s until one more transfer is listed (at most a minute). */
function ReloadUntilArrived({ since, onArrived }: { since: { at: number; total: number } | null; onArrived: () => void }) {
  const { refetch, total } = useListContext();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!since) return undefined;
    if ((total ?? 0) > since.total) {
      void queryClient.invalidateQueries({ queryKey: SMART_ACCOUNT_QUERY });
      onArrived();
      return undefined;
    }
    const timer = setInterval(() => {
      if (Date.now() - since.at > 60_000) onArrived();
      else void refetch();
    }, 2000);
    return () => clearInterval(timer);
  }, [since, total, refetch, onArrived, queryClient]);
  return null;
}

function SimulateInList({ onSent }: { onSent: (total: number) => void }) {
  const { total } = useListContext();
  return (
    <Stack direction="row" sx={{ mb: 1.5, justifyContent: 'flex-end' }}>
      <SimulateIncomingButton onSent={() => onSent(total ?? 0)} />
    </Stack>
  );
}

export default function ReceiveFunds() {
  const translate = useTranslate();
  const test = useTestMode();
  const account = useSmartAccount();
  const [since, setSince] = useState<{ at: number; total: number } | null>(null);
  const onArrived = useCallback(() => setSince(null), []);
  return (
    <>
      <PageHeader title={translate('routes.accountReceiveFunds')} subtitle={translate('app.smartAccount.incoming.subtitle')} />
      {account.data && (
        <Stack sx={{ mb: 3, maxWidth: 760 }}>
          <SectionCard title={translate('app.smartAccount.payer.title')} subtitle={translate('app.smartAccount.payer.subtitle')} testId="receive-payer-details">
            <PayerDetails account={account.data} />
          </SectionCard>
        </Stack>
      )}
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>{translate('app.smartAccount.incoming.title')}</Typography>
      <ResourceListPage
        config={config}
        before={
          <>
            {test && <SimulateInList onSent={(total) => setSince({ at: Date.now(), total })} />}
            <ReloadUntilArrived since={since} onArrived={onArrived} />
          </>
        }
      />
    </>
  );
}
