// /disputeDetail?id= (also /disputes/details, and /evidenceDetail, which opens at the evidence): what is at stake and
// by when, why the cardholder disputes, the money, the payment and customer, the evidence and the history.
import { useEffect } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { CanAccess, Link as RouterLink, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { useLocation } from 'react-router-dom';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { EVIDENCE_TEXT_FIELDS, evidenceItemsFor } from '../../../domain/disputes/evidence';
import { isAwaitingResponse } from '../../../domain/disputes/status';
import { withModePrefix } from '../../../domain/routes';
import type { DisputeDetail } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { useUserInfo } from '../../hooks/useAccount';
import { useTestMode } from '../../hooks/useTestMode';
import { DetailRows } from '../../components/DetailRows';
import { paymentDetailPath } from '../../components/record/paths';
import { RecordShow } from '../../components/record/RecordView';
import { Countdown } from '../../components/disputes/Countdown';
import { disputeRespondPath } from './disputeListConfig';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { EvidenceFileList } from './EvidenceFileList';
import { PacketButton } from './PacketButton';
import { useDisputeAction } from './useDisputeAction';

/** The list's rows lack the detail's evidence, files and history: a query of its own. */
const DETAIL_META = { detail: true };

export default function DisputeShow() {
  return (
    <RecordShow meta={DETAIL_META}>
      <DisputeView />
    </RecordShow>
  );
}

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem' };

function DeadlineNotice({ dispute, tz }: { dispute: DisputeDetail; tz: string }) {
  const translate = useTranslate();
  const money = formatMoney(dispute.amount, dispute.currency);
  if (isAwaitingResponse(dispute.status)) {
    return (
      <Alert severity={dispute.status === 'needs_response' ? 'warning' : 'info'} sx={{ mb: 3 }} data-testid="dispute-deadline">
        <AlertTitle>
          {translate('app.disputes.detail.respondBy', { date: formatZonedTime(dispute.dueBy, tz) })} · <Countdown dueBy={dispute.dueBy} />
        </AlertTitle>
        {translate(dispute.kind === 'inquiry' ? 'app.disputes.detail.inquiryHint' : 'app.disputes.detail.chargebackHint', { amount: money })}
      </Alert>
    );
  }
  const outcome = {
    under_review: ['info', 'app.disputes.detail.underReview'],
    won: ['success', 'app.disputes.detail.won'],
    lost: ['error', 'app.disputes.detail.lost'],
    accepted: ['info', 'app.disputes.detail.accepted'],
    expired: ['error', 'app.disputes.detail.expired'],
  } as const;
  const [severity, key] = outcome[dispute.status as keyof typeof outcome];
  const total = formatMoney(dispute.amount + dispute.fee, dispute.currency);
  return (
    <Alert severity={severity} sx={{ mb: 3 }} data-testid="dispute-outcome">
      {translate(key, { amount: money, total, fee: formatMoney(dispute.fee, dispute.currency) })}
    </Alert>
  );
}

function EvidenceCard({ dispute }: { dispute: DisputeDetail }) {
  const translate = useTranslate();
  const { primary, rest } = evidenceItemsFor(dispute.reason);
  const fields = [...primary, ...rest].flatMap((i) => (i.type === 'text' && (dispute.evidence[i.field] ?? '').trim() !== '' ? [i.field] : []));
  const awaiting = isAwaitingResponse(dispute.status);
  return (
    <Box id="dispute-evidence">
      <SectionCard
        title={translate('app.disputes.detail.evidence')}
        subtitle={translate(dispute.submittedAt ? 'app.disputes.detail.evidenceSubmitted' : 'app.disputes.detail.evidenceDraft')}
        action={<PacketButton id={dispute.id} />}
        testId="dispute-evidence"
      >
        {fields.length === 0 && dispute.files.length === 0 && (
          <Typography variant="body2" color="text.secondary">{translate(awaiting ? 'app.disputes.detail.noEvidenceYet' : 'app.disputes.detail.noEvidence')}</Typography>
        )}
        <Stack spacing={1.5}>
          {fields.map((f) => (
            <Box key={f}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>{translate(`app.disputes.fields.${f}`)}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{dispute.evidence[f]}</Typography>
            </Box>
          ))}
        </Stack>
        {dispute.files.length > 0 && (
          <Box sx={{ mt: fields.length > 0 ? 2 : 0 }}>
            <EvidenceFileList disputeId={dispute.id} files={dispute.files} />
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}

function HistoryCard({ dispute, tz }: { dispute: DisputeDetail; tz: string }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.disputes.detail.history')} testId="dispute-history">
      <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {[...dispute.history].reverse().map((h, i) => (
          <Stack component="li" key={`${h.type}-${h.at}-${i}`} direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
            <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: i === 0 ? 'primary.main' : 'divider', flexShrink: 0, mt: 0.5 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(`app.disputes.history.${h.type.replace('dispute.', '')}`, { _: h.type, status: h.status ? translate(`app.disputes.status.${h.status}`) : '' })}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatZonedTime(h.at, tz)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

function DisputeView() {
  const translate = useTranslate();
  const test = useTestMode();
  const location = useLocation();
  const { data: user } = useUserInfo();
  const dispute = useRecordContext<DisputeDetail>();
  const tz = user?.timezone ?? DETAIL_TIMEZONE;
  const { busy, asked, ask, close, confirm } = useDisputeAction(dispute?.id ?? '');
  const { refetch } = useShowContext();
  // In test mode the network decides a few seconds after a submission: the page follows it without a reload.
  const waiting = test && dispute?.status === 'under_review';
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void refetch(), 3000);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
  const atEvidence = location.pathname.endsWith('/evidenceDetail');
  useEffect(() => {
    if (atEvidence && dispute) document.getElementById('dispute-evidence')?.scrollIntoView({ block: 'start' });
  }, [atEvidence, dispute]);
  if (!dispute) return null;
  const f = (field: string) => translate(`resources.disputes.fields.${field}`);
  const awaiting = isAwaitingResponse(dispute.status);
  const hasDraft = EVIDENCE_TEXT_FIELDS.some((k) => (dispute.evidence[k] ?? '') !== '') || dispute.files.length > 0;
  const withdrawn = dispute.kind === 'chargeback' ? dispute.amount + dispute.fee : 0;

  return (
    <>
      <PageHeader
        title={translate(atEvidence ? 'routes.evidenceDetail' : 'routes.disputeDetail')}
        actions={
          awaiting ? (
            <CanAccess resource="disputes" action="edit">
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" size="small" color="inherit" disabled={busy} onClick={() => ask('accept')} data-testid="dispute-accept">
                  {translate('app.disputes.actions.accept')}
                </Button>
                <Button variant="contained" size="small" component={RouterLink} to={withModePrefix(disputeRespondPath(dispute.id), test)} data-testid="dispute-respond">
                  {translate(hasDraft ? 'app.disputes.actions.continue' : 'app.disputes.actions.respond')}
                </Button>
              </Stack>
            </CanAccess>
          ) : undefined
        }
      />
      <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Money amount={dispute.amount} currency={dispute.currency} variant="h2" strong />
        <DisputeStatusChip status={dispute.status} />
        <Chip size="small" variant="outlined" label={translate(`app.disputes.kinds.${dispute.kind}`)} />
      </Stack>
      <DeadlineNotice dispute={dispute} tz={tz} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <SectionCard title={translate('app.disputes.detail.why')} testId="dispute-reason">
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{translate(`app.disputes.reasons.${dispute.reason}`)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{translate(`app.disputes.reasonExplained.${dispute.reason}`)}</Typography>
            </SectionCard>
            <EvidenceCard dispute={dispute} />
            <HistoryCard dispute={dispute} tz={tz} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <SectionCard title={translate('app.disputes.detail.money')} testId="dispute-money">
              <DetailRows
                rows={[
                  { label: f('amount'), value: <Money amount={dispute.amount} currency={dispute.currency} /> },
                  { label: f('fee'), value: <Money amount={dispute.fee} currency={dispute.currency} /> },
                  { label: translate('app.disputes.detail.withdrawn'), value: <Money amount={withdrawn} currency={dispute.currency} negative={withdrawn > 0} />, testId: 'dispute-withdrawn' },
                  {
                    label: translate('app.disputes.detail.returned'),
                    value: <Money amount={dispute.status === 'won' ? withdrawn : 0} currency={dispute.currency} />,
                  },
                ]}
              />
            </SectionCard>
            <SectionCard title={translate('app.payments.detail.details')} testId="dispute-detail">
              <DetailRows
                rows={[
                  { label: f('id'), value: <IdText value={dispute.id} /> },
                  { label: f('networkReference'), value: <Typography variant="body2" sx={mono}>{dispute.networkReference}</Typography> },
                  {
                    label: f('paymentId'),
                    value: (
                      <Link component={RouterLink} to={withModePrefix(paymentDetailPath(dispute.paymentId), test)} sx={mono} data-testid="dispute-payment-link">
                        {dispute.paymentId}
                      </Link>
                    ),
                  },
                  { label: translate('app.disputes.detail.paymentAmount'), value: <Money amount={dispute.payment.amount} currency={dispute.payment.currency} /> },
                  { label: translate('app.disputes.detail.card'), value: dispute.payment.card ? `${dispute.payment.card.brand} •••• ${dispute.payment.card.last4}` : null },
                  { label: f('customerName'), value: dispute.customerName },
                  { label: f('customerEmail'), value: dispute.customerEmail },
                  { label: f('createdAt'), value: formatZonedTime(dispute.createdAt, tz) },
                  { label: f('dueBy'), value: formatZonedTime(dispute.dueBy, tz) },
                  { label: f('submittedAt'), value: dispute.submittedAt ? formatZonedTime(dispute.submittedAt, tz) : null },
                  { label: f('closedAt'), value: dispute.closedAt ? formatZonedTime(dispute.closedAt, tz) : null },
                ]}
              />
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
      <Confirm
        isOpen={asked === 'accept'}
        loading={busy}
        title="app.disputes.confirmAccept.title"
        content={translate('app.disputes.confirmAccept.body', { amount: formatMoney(dispute.amount, dispute.currency), total: formatMoney(withdrawn, dispute.currency) })}
        confirm="app.disputes.actions.accept"
        destructive
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
