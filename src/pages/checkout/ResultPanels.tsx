// What replaces the card form after an answer: paid (with the payment id), a subscription started (a trial says
// what is true: nothing charged yet), declined (with the reason and a way to
// try another card), the simulated 3-D Secure challenge, and the reasons an item cannot be paid at all.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { formatDate } from '../../../domain/dates';
import { IdText } from '../../components/money/IdText';
import type { CheckoutPayResult, CheckoutRefusal as NotPayableReason } from '../../../domain/checkout';

function Panel({ icon, title, body, children, testId }: { icon: ReactNode; title: string; body?: ReactNode; children?: ReactNode; testId: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-testid={testId} role="status">
      {icon}
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" component="div">
          {body}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

export function PaidPanel({ paymentId, amountText }: { paymentId: string; amountText: string }) {
  const translate = useTranslate();
  return (
    <Panel icon={<CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />} title={translate('app.checkout.succeeded.title')} body={translate('app.checkout.succeeded.body', { amount: amountText })} testId="checkout-succeeded">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.checkout.succeeded.paymentId')}
        </Typography>
        <IdText value={paymentId} />
      </Stack>
    </Panel>
  );
}

/**
 * A plan's checkout succeeded: a trial charged nothing yet (its end and the first charge are said, no payment id),
 * otherwise the first period was paid (the amount actually charged, after the promotion code, and its payment).
 */
export function SubscribedPanel({ subscription, paymentId, firstCharge }: { subscription: NonNullable<CheckoutPayResult['subscription']>; paymentId: string; firstCharge: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (minor: number) => formatMoney(minor, subscription.currency);
  const trial = subscription.status === 'trialing' && subscription.trialEnd;
  const body = trial
    ? translate('app.subscriptions.checkout.trialBody', { date: formatDate(subscription.trialEnd, 'D_M_Y', Intl.DateTimeFormat().resolvedOptions().timeZone, locale), amount: money(firstCharge) })
    : translate('app.checkout.succeeded.body', { amount: money(subscription.amountCharged) });
  return (
    <Panel icon={<CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />} title={translate(trial ? 'app.subscriptions.checkout.trialTitle' : 'app.subscriptions.checkout.subscribedTitle')} body={body} testId="checkout-succeeded">
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="checkout-subscription-id">
          <Typography variant="body2" color="text.secondary">
            {translate('app.subscriptions.checkout.subscriptionId')}
          </Typography>
          <IdText value={subscription.id} />
        </Stack>
        {!trial && paymentId && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="checkout-payment-id">
            <Typography variant="body2" color="text.secondary">
              {translate('app.checkout.succeeded.paymentId')}
            </Typography>
            <IdText value={paymentId} />
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}

export function DeclinedPanel({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Panel icon={<ErrorOutlineOutlined color="error" sx={{ fontSize: 56 }} />} title={translate('app.checkout.declined.title')} testId="checkout-declined">
      <Alert severity="error" sx={{ textAlign: 'left', width: '100%' }} data-testid="checkout-decline-reason">
        {reason}
      </Alert>
      <Button variant="contained" onClick={onRetry} autoFocus data-testid="checkout-retry">
        {translate('app.checkout.declined.retry')}
      </Button>
    </Panel>
  );
}

export function ChallengePanel({ busy, onAnswer }: { busy: boolean; onAnswer: (result: 'pass' | 'fail') => void }) {
  const translate = useTranslate();
  return (
    <Panel icon={<ShieldOutlined color="primary" sx={{ fontSize: 56 }} />} title={translate('app.checkout.challenge.title')} body={translate('app.checkout.challenge.body')} testId="checkout-challenge">
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, width: '100%' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.checkout.challenge.simulated')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" color="success" disabled={busy} onClick={() => onAnswer('pass')} autoFocus data-testid="checkout-3ds-pass">
            {translate('app.checkout.challenge.pass')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => onAnswer('fail')} data-testid="checkout-3ds-fail">
            {translate('app.checkout.challenge.fail')}
          </Button>
        </Stack>
      </Box>
    </Panel>
  );
}

export function NotPayablePanel({ reason, paidPaymentId }: { reason: NotPayableReason | null; paidPaymentId?: string }) {
  const translate = useTranslate();
  const key = reason ?? 'unknown';
  return (
    <Panel
      icon={reason === 'paid' ? <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} /> : <BlockOutlined color="disabled" sx={{ fontSize: 56 }} />}
      title={translate(`app.checkout.notPayable.${key}.title`)}
      body={translate(`app.checkout.notPayable.${key}.body`)}
      testId={`checkout-refused-${key}`}
    >
      {paidPaymentId && <IdText value={paidPaymentId} />}
    </Panel>
  );
}
