// /pay/:token (public): the hosted checkout of an invoice or a payment link. Loads what is paid, then shows the
// card form, the 3-D Secure challenge, the outcome, or why the item cannot be paid.
import { useState } from 'react';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../../domain/currency';
import { PageLoading } from '../../loading/PageLoading';
import { ApiError } from '../../providers/httpCore';
import type { CardFormState } from '../../components/checkout/cardForm';
import { CardForm } from '../../components/checkout/CardForm';
import { CheckoutFrame } from './CheckoutFrame';
import { OrderSummary } from '../../components/checkout/OrderSummary';
import { ChallengePanel, DeclinedPanel, NotPayablePanel, PaidPanel } from './ResultPanels';
import { TestCardsHint } from './TestCardsHint';
import { usePay } from './usePay';
import type { CheckoutView } from '../../../domain/checkout';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

function PayPanel({ token, view, reload }: { token: string; view: CheckoutView; reload: () => Promise<unknown> }) {
  const translate = useTranslate();
  const { state, busy, error, pay, answerChallenge, tryAgain } = usePay(token, view, reload);
  const [prefill, setPrefill] = useState<Partial<CardFormState>>();
  const [promotionCode, setPromotionCode] = useState('');
  const amountText = formatMoney(view.amount, view.currency);

  if (state.step === 'succeeded') return <PaidPanel paymentId={state.paymentId} amountText={amountText} />;
  if (!view.payable) return <NotPayablePanel reason={view.reason} paidPaymentId={view.paidPaymentId} />;
  if (state.step === 'challenge') return <ChallengePanel busy={busy} onAnswer={(result) => void answerChallenge(state.paymentId, result)} />;
  if (state.step === 'declined') {
    const reason = state.failureCode ? translate(`validation.decline_${state.failureCode}`, { _: state.message ?? translate('app.checkout.declined.generic') }) : (state.message ?? translate('app.checkout.declined.generic'));
    return <DeclinedPanel reason={reason} onRetry={tryAgain} />;
  }
  return (
    <Stack spacing={2.5}>
      <Typography variant="h3" component="h1">
        {translate('app.checkout.payWithCard')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" data-testid="checkout-error">
          {error}
        </Alert>
      )}
      {view.acceptedBrands.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="checkout-accepted-brands">
          <Typography variant="body2" color="text.secondary">
            {translate('app.paymentMethods.accepted')}
          </Typography>
          {view.acceptedBrands.map((b) => (
            <Chip key={b} size="small" variant="outlined" label={translate(`app.paymentMethods.brands.${b}`)} />
          ))}
        </Stack>
      )}
      {!view.livemode && <TestCardsHint onPick={setPrefill} />}
      {view.plan && (
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary" data-testid="checkout-plan-terms">
            {translate('app.subscriptions.checkout.renews', { interval: view.plan.intervalCount === 1 ? translate(`app.subscriptions.interval.${view.plan.interval}`) : translate('app.subscriptions.every', { n: view.plan.intervalCount, unit: translate(`app.subscriptions.interval.${view.plan.interval}`) }) })}
            {view.plan.trialDays > 0 ? ` · ${translate('app.subscriptions.checkout.trial', { smart_count: view.plan.trialDays })}` : ''}
          </Typography>
          <TextField size="small" label={translate('app.subscriptions.checkout.promotionCode')} value={promotionCode} onChange={(e) => setPromotionCode(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'checkout-promotion-code', autoCapitalize: 'characters' } }} />
        </Stack>
      )}
      <CardForm due={view} busy={busy} onPay={(payload) => void pay(payload, promotionCode)} prefill={prefill} />
    </Stack>
  );
}

export default function CheckoutPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const token = useParams().token ?? '';
  const query = useQuery({ queryKey: ['checkout', token], queryFn: () => dataProvider.checkoutView(token), retry: false, refetchOnWindowFocus: false });

  if (query.isPending) return <CheckoutFrame><PageLoading /></CheckoutFrame>;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <CheckoutFrame>
        {notFound ? (
          <NotPayablePanel reason={null} />
        ) : (
          <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('app.common.retry')}</Button>} data-testid="checkout-load-error">
            {query.error.message || translate('app.errors.requestFailed')}
          </Alert>
        )}
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame summary={<OrderSummary view={query.data} />}>
      <PayPanel token={token} view={query.data} reload={() => query.refetch()} />
    </CheckoutFrame>
  );
}
