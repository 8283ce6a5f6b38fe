// /account/transferOutDetail?id=: a transfer out of the smart account, its amount, fee and total, where it went, its
// timeline (events, oldest first) and the smart account entries it wrote (the debits, and the return when it
// failed). In test mode the page reloads while the bank has not answered.
import { useEffect } from 'react';
import { Alert, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import type { SmartTransferDetail } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { beneficiaryDetailPath } from '../../components/record/paths';
import { RecordShow } from '../../components/record/RecordView';
import { SMART_ACCOUNT_QUERY } from '../../components/smartAccount/useSmartAccount';
import { useTestMode } from '../../hooks/useTestMode';

/** Keeps the detail (with timeline and entries) apart from the list rows react-admin caches per id. */
const DETAIL_META = { detail: true };

export default function SmartTransferShow() {
  return (
    <RecordShow meta={DETAIL_META}>
      <SmartTransferView />
    </RecordShow>
  );
}

function useReloadWhilePending(pending: boolean, test: boolean) {
  const { refetch } = useShowContext();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!pending) {
      void queryClient.invalidateQueries({ queryKey: SMART_ACCOUNT_QUERY });
      return undefined;
    }
    if (!test) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > 60_000) clearInterval(timer);
      else void refetch();
    }, 2000);
    return () => clearInterval(timer);
  }, [pending, test, refetch, queryClient]);
}

function SmartTransferView() {
  const translate = useTranslate();
  const test = useTestMode();
  const t = useRecordContext<SmartTransferDetail>();
  useReloadWhilePending(t?.status === 'pending', test);
  if (!t) return null;
  const f = (field: string) => translate(`resources.smart-account-transfers.fields.${field}`);
  const at = (d: string | null) => (d ? formatZonedTime(d, DETAIL_TIMEZONE) : null);
  return (
    <>
      <PageHeader title={translate('routes.accountTransferOutDetail')} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={t.amount} currency={t.currency} variant="h2" strong />
        <Box data-testid="smart-transfer-status"><StatusChip status={t.status} labelOf={(s) => `app.smartAccount.status.${s}`} /></Box>
      </Stack>
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {t.status === 'pending' && <Alert severity="info">{translate('app.smartAccount.detail.pendingNote', { date: t.arrivalDate })}</Alert>}
        {t.status === 'succeeded' && <Alert severity="success">{translate('app.smartAccount.detail.succeededNote')}</Alert>}
        {t.status === 'failed' && (
          <Alert severity="warning">
            {t.failureReason ? `${translate(`app.smartAccount.detail.failureReasons.${t.failureReason}`, { _: t.failureReason })} ` : ''}
            {translate('app.smartAccount.detail.returned')}
          </Alert>
        )}
        <SectionCard title={translate('app.smartAccount.detail.details')} testId="smart-transfer-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: <IdText value={t.id} /> },
              { label: f('amount'), value: <Money amount={t.amount} currency={t.currency} /> },
              { label: f('fee'), value: <Money amount={t.fee} currency={t.currency} /> },
              { label: f('total'), value: <Money amount={t.total} currency={t.currency} strong /> },
              {
                label: f('beneficiaryName'),
                value: <RouterLink to={withModePrefix(beneficiaryDetailPath(t.beneficiaryId), test)}>{`${t.beneficiaryName} · ${t.beneficiaryCountry} · •••• ${t.beneficiaryLast4}`}</RouterLink>,
              },
              { label: f('arrivalDate'), value: t.arrivalDate },
              { label: f('description'), value: t.description },
              { label: f('createdAt'), value: at(t.createdAt) },
              { label: f('completedAt'), value: at(t.succeededAt ?? t.failedAt) },
            ]}
          />
        </SectionCard>
        <SectionCard title={translate('app.smartAccount.detail.timeline')} testId="smart-transfer-timeline">
          <List dense disablePadding>
            {t.timeline.map((e, i) => (
              <ListItem key={`${e.type}-${i}`} disableGutters>
                <ListItemText primary={translate(`app.smartAccount.detail.events.${e.type}`, { _: e.type })} secondary={at(e.createdAt)} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
        <SectionCard title={translate('app.smartAccount.detail.entries')} testId="smart-transfer-entries">
          {t.entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{translate('app.smartAccount.detail.noEntries')}</Typography>
          ) : (
            <DetailRows
              rows={t.entries.map((e) => ({
                label: `${translate(`app.smartAccount.entryTypes.${e.type}`)} · ${at(e.createdAt) ?? ''}`,
                value: `${e.amount > 0 ? '+' : ''}${formatMoney(e.amount, e.currency)}`,
              }))}
            />
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
