// /balance/topupDetail?id=: a top-up. Pending by bank transfer: where to send the money (virtual account, bank,
// reference) and until when; in test mode, the simulated transfer, after which the page reloads until the bank has
// answered. Succeeded: what was credited, and its balance entry; expired: that nothing was.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { groupAccountNumber, VIRTUAL_ACCOUNT_BANK } from '../../../domain/balance/rules';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { Topup } from '../../../domain/wire';
import { CopyButton } from '../../components/CopyButton';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { listLink } from '../../components/list/listParams';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useTestMode } from '../../hooks/useTestMode';
import { SimulateTransferButton } from './SimulateTransferDialog';

export default function TopupShow() {
  return (
    <RecordShow>
      <TopupView />
    </RecordShow>
  );
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** After a simulated transfer: reload every 2 s until the top-up is no longer pending (at most a minute). */
function useReloadWhileWaiting(pending: boolean) {
  const { refetch } = useShowContext();
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (since === null || !pending) return undefined;
    const timer = setInterval(() => {
      if (Date.now() - since > 60_000) setSince(null);
      else void refetch();
    }, 2000);
    return () => clearInterval(timer);
  }, [since, pending, refetch]);
  return () => setSince(Date.now());
}

function TopupView() {
  const translate = useTranslate();
  const test = useTestMode();
  const pathOf = useResourcePath();
  const topup = useRecordContext<Topup>();
  const startWaiting = useReloadWhileWaiting(topup?.status === 'pending');
  if (!topup) return null;
  const f = (field: string) => translate(`resources.topups.fields.${field}`);
  const amount = formatMoney(topup.amount, topup.currency);
  const bank = topup.method === 'bank_transfer';
  return (
    <>
      <PageHeader title={translate('routes.topupDetail')} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={topup.amount} currency={topup.currency} variant="h2" strong />
        <Box data-testid="topup-status"><StatusChip status={topup.status} labelOf={(s) => `app.topups.status.${s}`} /></Box>
      </Stack>
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {topup.status === 'pending' && bank && (
          <SectionCard title={translate('app.topups.detail.virtualAccount')} testId="topup-instructions">
            <Stack spacing={2}>
              <Alert severity="info">{translate('app.topups.detail.instructions', { amount })}</Alert>
              <DetailRows
                rows={[
                  { label: translate('app.topups.detail.virtualAccount'), value: <Stack direction="row" sx={{ alignItems: 'center' }}><Box sx={mono}>{groupAccountNumber(topup.virtualAccount ?? '')}</Box><CopyButton value={topup.virtualAccount ?? ''} /></Stack>, testId: 'topup-virtual-account' },
                  { label: translate('app.topups.detail.bank'), value: VIRTUAL_ACCOUNT_BANK.name },
                  { label: translate('app.topups.detail.swift'), value: VIRTUAL_ACCOUNT_BANK.swift },
                  { label: f('reference'), value: <Stack direction="row" sx={{ alignItems: 'center' }}><Box sx={{ ...mono, fontWeight: 700 }}>{topup.reference}</Box><CopyButton value={topup.reference ?? ''} /></Stack>, testId: 'topup-reference' },
                  { label: f('amount'), value: amount },
                ]}
              />
              {topup.expiresAt && <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{translate('app.topups.detail.waiting', { date: formatZonedTime(topup.expiresAt, DETAIL_TIMEZONE) })}</Box>}
              {test && <Stack direction="row"><SimulateTransferButton topup={topup} onSent={startWaiting} /></Stack>}
            </Stack>
          </SectionCard>
        )}
        {topup.status === 'succeeded' && (
          <Alert
            severity="success"
            action={
              <Button component={RouterLink} to={listLink(pathOf('balance-entries', 'list'), { filter: { q: topup.id } })} size="small" color="inherit">
                {translate('app.topups.detail.entries')}
              </Button>
            }
          >
            {translate('app.topups.detail.credited', { amount: formatMoney(topup.amountReceived ?? topup.amount, topup.currency) })}
          </Alert>
        )}
        {topup.status === 'expired' && <Alert severity="warning">{translate('app.topups.detail.expired')}</Alert>}
        <SectionCard title={translate('app.payments.detail.details')} testId="topup-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: <IdText value={topup.id} /> },
              { label: f('method'), value: `${translate(`app.topups.methods.${topup.method}`)}${topup.cardLast4 ? ` · ${topup.cardBrand ?? ''} •••• ${topup.cardLast4}` : ''}` },
              { label: f('amount'), value: <Money amount={topup.amount} currency={topup.currency} /> },
              { label: f('amountReceived'), value: topup.amountReceived === null ? null : <Money amount={topup.amountReceived} currency={topup.currency} /> },
              { label: f('reference'), value: topup.reference },
              { label: f('createdAt'), value: formatZonedTime(topup.createdAt, DETAIL_TIMEZONE) },
              { label: f('succeededAt'), value: topup.succeededAt ? formatZonedTime(topup.succeededAt, DETAIL_TIMEZONE) : null },
              { label: f('expiresAt'), value: topup.expiresAt && topup.status === 'pending' ? formatZonedTime(topup.expiresAt, DETAIL_TIMEZONE) : null },
              { label: f('expiredAt'), value: topup.expiredAt ? formatZonedTime(topup.expiredAt, DETAIL_TIMEZONE) : null },
            ]}
          />
        </SectionCard>
      </Stack>
    </>
  );
}
