// /payoutDetail?id= (and /payDetail): a payout, its amount, fee and total, where it went, its timeline (events,
// oldest first) and the balance entries it wrote (the debit, and the return when it did not succeed); a pending
// payout can be canceled. In test mode the page reloads while the bank has not answered.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, Button, ButtonBase, List, ListItem, ListItemText, Skeleton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { LedgerEntry, PayoutDetail } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { balanceEntryDetailPath, beneficiaryDetailPath } from '../../components/record/paths';
import { useReloadWhile } from '../../components/record/useReloadWhile';
import { RecordShow } from '../../components/record/RecordView';
import { useRecordAction } from '../../components/record/useRecordAction';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { withModePrefix } from '../../../domain/routes';
import { PAYOUT_WATERFALL_LINES, payoutLineTypes, type PayoutWaterfallLine } from '../../../domain/payouts/waterfall';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { entryListConfig } from '../../components/balance/entryListConfig';
import { waterfallSteps } from '../../components/waterfall/waterfall';

const WaterfallChart = lazy(() => import('../../components/waterfall/WaterfallChart'));

/** Keeps the detail (with timeline and entries) apart from the list rows react-admin caches per id. */
const DETAIL_META = { detail: true };

export default function PayoutShow() {
  return (
    <RecordShow meta={DETAIL_META}>
      <PayoutView />
    </RecordShow>
  );
}

function CancelButton({ payout }: { payout: PayoutDetail }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'cancel' });
  const { busy, asked, ask, close, confirm } = useRecordAction({ run: () => dataProvider.cancelPayout(payout.id), done: () => 'app.payouts.detail.canceled' });
  if ((payout.status !== 'pending' && payout.status !== 'awaiting_approval') || !canAccess) return null;
  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => ask('cancel')} data-testid="payout-cancel">{translate('app.payouts.detail.cancel')}</Button>
      <Confirm isOpen={asked !== null} loading={busy} title="app.payouts.detail.cancelTitle" content="app.payouts.detail.cancelBody" confirm="app.payouts.detail.cancel" destructive onConfirm={confirm} onClose={close} />
    </>
  );
}

/** Approve or reject a payout waiting for approval: for members who may move money and did not create it. */
function ApprovalButtons({ payout }: { payout: PayoutDetail }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payouts', action: 'approve' });
  const { busy, asked, ask, close, confirm } = useRecordAction<'approve' | 'reject'>({
    run: ({ action }) => (action === 'approve' ? dataProvider.approvePayout(payout.id) : dataProvider.rejectPayout(payout.id)),
    done: (action) => (action === 'approve' ? 'app.payouts.detail.approved' : 'app.payouts.detail.rejected'),
  });
  if (payout.status !== 'awaiting_approval' || !canAccess || payout.createdByYou) return null;
  return (
    <>
      <Button variant="contained" size="small" onClick={() => ask('approve')} data-testid="payout-approve">{translate('app.payouts.detail.approve')}</Button>
      <Button variant="outlined" color="error" size="small" onClick={() => ask('reject')} data-testid="payout-reject">{translate('app.payouts.detail.reject')}</Button>
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title={asked === 'reject' ? 'app.payouts.detail.rejectTitle' : 'app.payouts.detail.approveTitle'}
        content={asked === 'reject' ? 'app.payouts.detail.rejectBody' : 'app.payouts.detail.approveBody'}
        confirm={asked === 'reject' ? 'app.payouts.detail.reject' : 'app.payouts.detail.approve'}
        destructive={asked === 'reject'}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}

/** The balance entries a bar of the waterfall opens: its line's entries in the payout's window, or the payout's own. */
function windowEntriesConfig(payout: PayoutDetail, line: PayoutWaterfallLine | null): ResourceListConfig<LedgerEntry> {
  const w = payout.waterfall;
  const own = line === 'payoutFee';
  const types = line === null ? PAYOUT_WATERFALL_LINES.flatMap((l) => payoutLineTypes(l)) : payoutLineTypes(line);
  return {
    ...entryListConfig,
    storeKey: `payoutWindow.${payout.id}.${line ?? 'all'}`,
    syncWithLocation: false,
    filters: {},
    tabs: undefined,
    counts: false,
    exportable: false,
    permanentFilter: own
      ? { q: payout.id, type: 'payout' }
      : { currency: payout.currency, type: types, availableUntil: new Date(w.to).toISOString(), ...(w.from ? { availableAfter: new Date(w.from).toISOString() } : {}) },
  };
}

/**
 * From the gross of the payments this payout pays out (those available since the previous payout) to its amount:
 * the settlement batch's chart, with each line's figure below it. A bar, or the button of its line, opens the
 * entries of that line below (the payout fee: the payout's own entries; the carried line has none).
 */
function PayoutWaterfallCard({ payout }: { payout: PayoutDetail }) {
  const translate = useTranslate();
  const w = payout.waterfall;
  const [line, setLine] = useState<PayoutWaterfallLine | null>(null);
  const steps = useMemo(
    () => waterfallSteps(PAYOUT_WATERFALL_LINES, w).map((s) => ({ ...s, label: translate(`app.payouts.waterfall.lines.${s.key}`) })),
    [w, translate],
  );
  // The axis takes short names (the long ones overlap at any width); the figures below carry the full ones.
  // On a phone eight names do not fit under the bars at all: the axis stays bare and the figures below name them.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const axis = useMemo(() => steps.map((s) => ({ ...s, label: narrow ? '' : translate(`app.payouts.waterfall.short.${s.key}`) })), [steps, translate, narrow]);
  const entries = useMemo(() => windowEntriesConfig(payout, line), [payout, line]);
  const choose = (key: PayoutWaterfallLine | 'net') => {
    if (key === 'carried') return;
    setLine((current) => (current === key || key === 'net' ? null : key));
  };
  const hint = w.from
    ? translate('app.payouts.waterfall.hintSince', { from: formatZonedTime(w.from, DETAIL_TIMEZONE), smart_count: w.payments })
    : translate('app.payouts.waterfall.hintFirst', { smart_count: w.payments });
  return (
    <SectionCard title={translate('app.payouts.waterfall.title')} subtitle={hint} testId="payout-waterfall">
      {/* The buttons below say what the bars show and open the same rows; the chart is for the mouse. */}
      <Box sx={{ height: 220 }} aria-hidden>
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <WaterfallChart steps={axis} currency={payout.currency} selected={line} onSelect={choose} />
        </Suspense>
      </Box>
      <Box sx={{ mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
        {steps.map((s) => {
          const on = s.key === 'net' ? line === null : line === s.key;
          return (
            <ButtonBase
              key={s.key}
              onClick={() => choose(s.key)}
              disabled={s.key === 'carried'}
              aria-pressed={s.key === 'carried' ? undefined : on}
              data-testid={`payout-waterfall-${s.key}`}
              sx={{
                display: 'block', textAlign: 'left', p: 1.25, borderRadius: 1.5, minWidth: 0,
                bgcolor: on ? 'action.selected' : 'action.hover',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', lineHeight: 1.3 }}>{s.label}</Typography>
              <Typography variant="body1" component="span" sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} noWrap>{formatMoney(s.amount, payout.currency)}</Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2.5, mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h3" data-testid="payout-window-title">
          {line ? translate('app.payouts.waterfall.entriesOf', { line: translate(`app.payouts.waterfall.lines.${line}`) }) : translate('app.payouts.waterfall.entries')}
        </Typography>
        {line && <Button size="small" onClick={() => setLine(null)}>{translate('app.payouts.waterfall.allEntries')}</Button>}
      </Stack>
      <ResourceListPage key={line ?? 'all'} config={entries} />
    </SectionCard>
  );
}

function PayoutView() {
  const translate = useTranslate();
  const test = useTestMode();
  const p = useRecordContext<PayoutDetail>();
  useReloadWhile(p?.status === 'pending', test);
  if (!p) return null;
  const f = (field: string) => translate(`resources.payouts.fields.${field}`);
  const at = (d: string | null) => (d ? formatZonedTime(d, DETAIL_TIMEZONE) : null);
  const returned = p.status === 'failed' || p.status === 'expired' || p.status === 'canceled' || p.status === 'rejected';
  const person = (name: string | null) => name ?? translate('app.payouts.detail.byKey');
  const decided = p.approvedAt !== null || p.rejectedAt !== null;
  return (
    <>
      <PageHeader
        title={translate('routes.payoutDetail')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ApprovalButtons payout={p} />
            <CancelButton payout={p} />
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={p.amount} currency={p.currency} variant="h2" strong />
        <Box data-testid="payout-status"><StatusChip status={p.status} labelOf={(s) => `app.payouts.status.${s}`} /></Box>
      </Stack>
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {p.status === 'awaiting_approval' && (
          <Alert severity="warning" data-testid="payout-awaiting">
            {translate('app.payouts.detail.awaitingNote')}
            {p.createdByYou ? ` ${translate('app.payouts.detail.ownNote')}` : ''}
          </Alert>
        )}
        {p.status === 'pending' && <Alert severity="info">{translate('app.payouts.detail.pendingNote', { date: p.arrivalDate })}</Alert>}
        {p.status === 'succeeded' && <Alert severity="success">{translate('app.payouts.detail.succeededNote')}</Alert>}
        {returned && (
          <Alert severity="warning">
            {p.failureReason ? `${translate(`app.payouts.detail.failureReasons.${p.failureReason}`, { _: p.failureReason })} ` : ''}
            {translate('app.payouts.detail.returned')}
          </Alert>
        )}
        <SectionCard title={translate('app.payouts.detail.summary')} testId="payout-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: <IdText value={p.id} /> },
              { label: f('amount'), value: <Money amount={p.amount} currency={p.currency} /> },
              { label: f('fee'), value: <Money amount={p.fee} currency={p.currency} /> },
              { label: f('total'), value: <Money amount={p.total} currency={p.currency} strong /> },
              {
                label: translate('app.payouts.detail.beneficiary'),
                value: <RouterLink to={withModePrefix(beneficiaryDetailPath(p.beneficiaryId), test)}>{`${p.beneficiaryName} · ${p.beneficiaryCountry} · •••• ${p.beneficiaryLast4}`}</RouterLink>,
              },
              { label: f('methodType'), value: translate(`app.beneficiaries.methods.${p.methodType}`) },
              { label: f('arrivalDate'), value: p.arrivalDate },
              { label: f('description'), value: p.description },
              { label: f('createdAt'), value: at(p.createdAt) },
            ]}
          />
        </SectionCard>
        {(p.status === 'awaiting_approval' || decided) && (
          <SectionCard title={translate('app.payouts.detail.approval')} testId="payout-approval">
            <DetailRows
              rows={[
                { label: translate('app.payouts.detail.createdBy'), value: person(p.createdByName) },
                ...(p.approvedAt ? [{ label: translate('app.payouts.detail.approvedBy'), value: `${person(p.approvedByName)} · ${at(p.approvedAt) ?? ''}` }] : []),
                ...(p.rejectedAt ? [{ label: translate('app.payouts.detail.rejectedBy'), value: `${person(p.rejectedByName)} · ${at(p.rejectedAt) ?? ''}` }] : []),
              ]}
            />
          </SectionCard>
        )}
        <PayoutWaterfallCard payout={p} />
        <SectionCard title={translate('app.payouts.detail.timeline')} testId="payout-timeline">
          <List dense disablePadding>
            {p.timeline.map((t, i) => (
              <ListItem key={`${t.type}-${i}`} disableGutters>
                <ListItemText primary={translate(`app.payouts.detail.events.${t.type}`, { _: t.type })} secondary={at(t.createdAt)} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
        <SectionCard title={translate('app.payouts.detail.entries')} testId="payout-entries">
          {p.entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{translate('app.payouts.detail.noEntries')}</Typography>
          ) : (
            <DetailRows
              rows={p.entries.map((e) => ({
                label: `${translate(e.amount < 0 ? 'app.payouts.detail.entry.debit' : 'app.payouts.detail.entry.credit')} · ${at(e.createdAt) ?? ''}`,
                value: <RouterLink to={withModePrefix(balanceEntryDetailPath(e.id), test)}>{`${e.amount > 0 ? '+' : ''}${formatMoney(e.amount, e.currency)}`}</RouterLink>,
              }))}
            />
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
