// /subscriptionsDetail?id=: a subscription's plan, customer, period and next invoice; the actions its status allows
// (cancel now or at period end, pause, resume, change plan), the test clock in test mode, and ONE timeline of its
// invoices, payments, refunds, coupon use and status changes, newest first.
import { useState } from 'react';
import { Button, ButtonGroup, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { idempotencyKey } from '../../../domain/random-id';
import type { SubscriptionDetail, SubscriptionTimelineEntry } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { SubscriptionActionCall } from '../../providers/calls/subscriptions';
import { SubscriptionStatusChip, usePriceText } from './subscriptionText';

export default function SubscriptionShow() {
  return (
    <RecordShow meta={{ detail: true }}>
      <SubscriptionView />
    </RecordShow>
  );
}

type Asked = { action: 'cancel' | 'cancelAtPeriodEnd' | 'pause' | 'resume' | 'changePlan'; key: string } | null;

function useSubscriptionCall(id: string, done: string) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ call, body, key }: { call: SubscriptionActionCall; body: object; key: string }) => dataProvider.subscriptionAction(id, call, body, key),
    onSuccess: () => {
      notify(done, { type: 'success' });
      refresh();
    },
    onError: (e) => notify(e instanceof Error ? e.message : 'app.errors.requestFailed', { type: 'error' }),
  });
}

function Actions({ sub }: { sub: SubscriptionDetail }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { canAccess } = useCanAccess({ resource: 'subscriptions', action: 'edit' });
  const [asked, setAsked] = useState<Asked>(null);
  const [planId, setPlanId] = useState('');
  const call = useSubscriptionCall(sub.id, 'app.subscriptions.actions.done');
  const plans = useQuery({ queryKey: ['plans', 'picker'], queryFn: () => dataProvider.plansForPicker(), enabled: asked?.action === 'changePlan' });
  if (!canAccess) return null;
  const a = (k: string) => translate(`app.subscriptions.actions.${k}`);
  const shown = (['changePlan', 'pause', 'resume', 'cancelAtPeriodEnd', 'cancel'] as const).filter((x) => sub.actions.includes(x));
  const run = () => {
    if (!asked) return;
    const request = {
      cancel: { call: 'cancel', body: { at: 'now' } },
      cancelAtPeriodEnd: { call: 'cancel', body: { at: 'period_end' } },
      pause: { call: 'pause', body: {} },
      resume: { call: 'resume', body: {} },
      changePlan: { call: 'change-plan', body: { planId } },
    }[asked.action] as { call: SubscriptionActionCall; body: object };
    call.mutate({ ...request, key: asked.key }, { onSuccess: () => setAsked(null) });
  };
  const choices = (plans.data ?? []).filter((p) => p.id !== sub.planId && p.currency === sub.currency && p.active);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((x) => (
        <Button key={x} size="small" variant="outlined" color={x === 'cancel' ? 'error' : 'primary'} onClick={() => setAsked({ action: x, key: idempotencyKey() })} data-testid={`subscription-${x}`}>
          {a(x)}
        </Button>
      ))}
      <Confirm
        isOpen={asked !== null}
        loading={call.isPending}
        title="app.subscriptions.actions.confirmTitle"
        titleTranslateOptions={{ action: asked ? a(asked.action) : '' }}
        content={
          asked?.action === 'changePlan' ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography>{a('changePlanBody')}</Typography>
              <TextField select size="small" label={a('newPlan')} value={planId} onChange={(e) => setPlanId(e.target.value)} data-testid="subscription-new-plan">
                {choices.map((p) => <MenuItem key={p.id} value={p.id}>{p.productName} · {formatMoney(p.amount, p.currency)}</MenuItem>)}
              </TextField>
            </Stack>
          ) : (
            asked ? `app.subscriptions.actions.${asked.action}Body` : ''
          )
        }
        destructive={asked?.action === 'cancel'}
        onConfirm={run}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}

function TestClock({ sub }: { sub: SubscriptionDetail }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'subscriptions', action: 'clock' });
  const call = useSubscriptionCall(sub.id, 'app.subscriptions.clock.done');
  if (sub.livemode || !canAccess || !sub.actions.includes('advanceClock')) return null;
  const c = (k: string) => translate(`app.subscriptions.clock.${k}`);
  const now = sub.clockAt ? formatZonedTime(sub.clockAt, DETAIL_TIMEZONE) : translate('app.subscriptions.detail.realTime');
  return (
    <SectionCard title={c('title')} subtitle={c('hint')} testId="test-clock">
      <Stack spacing={1.5}>
        <Typography data-testid="test-clock-time" sx={{ fontVariantNumeric: 'tabular-nums' }}>{now}</Typography>
        <ButtonGroup size="small" variant="outlined" disabled={call.isPending} sx={{ flexWrap: 'wrap' }}>
          {(['day', 'month', 'renewal'] as const).map((by) => (
            <Button key={by} onClick={() => call.mutate({ call: 'clock', body: { by }, key: idempotencyKey() })} data-testid={`clock-${by}`}>
              {c(by)}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
    </SectionCard>
  );
}

function TimelineItem({ e }: { e: SubscriptionTimelineEntry }) {
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const t = (k: string, args?: Record<string, unknown>) => translate(`app.subscriptions.timeline.${k}`, args);
  const money = e.amount !== null && e.currency ? formatMoney(e.amount, e.currency) : null;
  let text: string;
  let to: string | null = null;
  switch (e.type) {
    case 'status':
      text = e.status && ['cancel_scheduled', 'dunning_exhausted'].includes(e.status) ? t(e.status) : translate('app.subscriptions.timeline.status', { status: translate(`app.subscriptions.status.${e.status}`, { _: e.status ?? '' }) });
      break;
    case 'invoice':
      text = translate('app.subscriptions.timeline.invoice', { number: e.label ?? '' });
      to = e.invoiceId ? pathOf('invoices', 'show', e.invoiceId) : null;
      break;
    case 'payment':
      text = t('payment');
      to = e.paymentId ? pathOf('payments', 'show', e.paymentId) : null;
      break;
    case 'payment_failed':
      text = translate('app.subscriptions.timeline.payment_failed', { reason: translate(`validation.decline_${e.status}`, { _: e.status ?? '' }) });
      to = e.paymentId ? pathOf('payments', 'show', e.paymentId) : null;
      break;
    case 'refund':
      text = t('refund');
      to = e.refundId ? pathOf('refunds', 'show', e.refundId) : null;
      break;
    case 'coupon':
      text = translate(e.invoiceId ? 'app.subscriptions.timeline.couponDiscount' : 'app.subscriptions.timeline.coupon', { name: e.label ?? '' });
      to = e.couponId ? pathOf('coupons', 'show', e.couponId) : null;
      break;
    case 'plan_changed':
      text = translate('app.subscriptions.timeline.plan_changed', { change: e.label ?? '' });
      break;
    case 'clock':
      text = translate('app.subscriptions.timeline.clock', { by: translate(`app.subscriptions.clock.${e.label}`, { _: e.label ?? '' }) });
      break;
  }
  return (
    <Stack direction="row" spacing={2} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'baseline' }} data-testid={`timeline-${e.type}`}>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', minWidth: 150 }}>
        {formatZonedTime(e.at, DETAIL_TIMEZONE)}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word', color: e.type === 'payment_failed' ? 'error.main' : undefined }}>
        {to ? <RouterLink to={to}>{text}</RouterLink> : text}
      </Typography>
      {money && <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{e.type === 'coupon' ? `−${money}` : money}</Typography>}
    </Stack>
  );
}

function SubscriptionView() {
  const translate = useTranslate();
  const sub = useRecordContext<SubscriptionDetail>();
  const price = usePriceText();
  const pathOf = useResourcePath();
  if (!sub) return null;
  const d = (k: string, args?: Record<string, unknown>) => translate(`app.subscriptions.detail.${k}`, args);
  const time = (v: string | null) => (v ? formatZonedTime(v, DETAIL_TIMEZONE) : '--');
  return (
    <>
      <PageHeader title={translate('routes.subscriptionDetail')} actions={<Actions sub={sub} />} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="p">{sub.customerName}</Typography>
        <SubscriptionStatusChip status={sub.status} />
        <Typography color="text.secondary">{sub.productName} · {price(sub)}</Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <SectionCard title={d('details')} testId="subscription-fields">
              <DetailRows
                rows={[
                  { label: translate('resources.subscriptions.fields.id'), value: <IdText value={sub.id} /> },
                  { label: d('plan'), value: `${sub.productName} · ${price(sub)}` },
                  { label: d('customer'), value: `${sub.customerName} <${sub.customerEmail}>` },
                  { label: d('period'), value: `${time(sub.currentPeriodStart)} – ${time(sub.currentPeriodEnd)}`, testId: 'subscription-period' },
                  ...(sub.trialEnd ? [{ label: d('trialEnd'), value: time(sub.trialEnd) }] : []),
                  { label: d('card'), value: `${sub.card.brand} •••• ${sub.card.last4}` },
                  { label: d('coupon'), value: sub.couponId ? <RouterLink to={pathOf('coupons', 'show', sub.couponId)}>{sub.couponName ?? sub.couponId}</RouterLink> : '--' },
                  ...(sub.creditBalance > 0 ? [{ label: d('credit'), value: formatMoney(sub.creditBalance, sub.currency) }] : []),
                ]}
              />
              {sub.cancelAtPeriodEnd && sub.status !== 'canceled' && <Typography sx={{ mt: 2 }} color="warning.main">{translate('app.subscriptions.detail.cancelsAt', { date: time(sub.currentPeriodEnd) })}</Typography>}
            </SectionCard>
            <SectionCard title={d('upcoming')} testId="subscription-upcoming">
              <Typography>{sub.upcoming ? translate('app.subscriptions.detail.upcomingBody', { amount: formatMoney(sub.upcoming.amount, sub.currency), date: time(sub.upcoming.at) }) : d('noUpcoming')}</Typography>
            </SectionCard>
            <TestClock sub={sub} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
          <SectionCard title={d('timeline')} testId="subscription-timeline">
            {sub.timeline.length === 0 ? <Typography color="text.secondary">{d('emptyTimeline')}</Typography> : sub.timeline.map((e) => <TimelineItem key={`${e.type}-${e.id}`} e={e} />)}
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}
