// /pay/:token (public): the hosted checkout of an invoice, a payment link or a plan. Loads what is paid, then shows
// the card form, the 3-D Secure challenge, the outcome, or why the item cannot be paid. A plan's checkout takes a
// promotion code: applied (checked by the server), its discount shows in the summary and on the Pay button, which
// always shows what is charged today (nothing during a free trial).
import { useState } from 'react';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../../domain/currency';
import { PageLoading } from '../../loading/PageLoading';
import { ApiError } from '../../providers/httpCore';
import type { CardFormState, CardPayload } from '../../components/checkout/cardForm';
import { CardForm } from '../../components/checkout/CardForm';
import { CheckoutFrame } from './CheckoutFrame';
import { brandColors, OrderSummary } from '../../components/checkout/OrderSummary';
import { ChallengePanel, DeclinedPanel, NotPayablePanel, PaidPanel, SubscribedPanel } from './ResultPanels';
import { TestCardsHint } from './TestCardsHint';
import { usePay } from './usePay';
import type { CheckoutView } from '../../../domain/checkout';
import { checkoutDueToday as dueToday, type PromotionQuote } from '../../../domain/subscriptions/quote';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

function PromotionCodeField({ token, quote, onQuote, code, setCode }: { token: string; quote: PromotionQuote | null; onQuote: (q: PromotionQuote | null) => void; code: string; setCode: (c: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const apply = useMutation({
    mutationFn: () => dataProvider.checkoutPromotion(token, { promotionCode: code }),
    onSuccess: (q) => onQuote(q),
  });
  const fieldError = apply.error instanceof ApiError ? (apply.error.fieldErrors.promotionCode ?? apply.error.message) : apply.error?.message;
  if (quote) {
    return (
      <Alert
        severity="success"
        data-testid="checkout-promotion-applied"
        action={
          <Button color="inherit" size="small" onClick={() => { onQuote(null); setCode(''); apply.reset(); }} data-testid="checkout-promotion-remove">
            {translate('app.subscriptions.checkout.remove')}
          </Button>
        }
      >
        {translate('app.subscriptions.checkout.applied', { code: quote.promotionCode, name: quote.couponName, discount: formatMoney(quote.discount, quote.currency) })}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label={translate('app.subscriptions.checkout.promotionCode')}
        value={code}
        onChange={(e) => { setCode(e.target.value); apply.reset(); }}
        onKeyDown={(e) => { if (e.key === 'Enter' && code.trim()) { e.preventDefault(); apply.mutate(); } }}
        error={Boolean(fieldError)}
        helperText={fieldError}
        slotProps={{ htmlInput: { 'data-testid': 'checkout-promotion-code', autoCapitalize: 'characters' } }}
      />
      <Button variant="outlined" disabled={!code.trim() || apply.isPending} onClick={() => apply.mutate()} data-testid="checkout-promotion-apply" sx={{ flexShrink: 0, minHeight: 40 }}>
        {translate('app.subscriptions.checkout.apply')}
      </Button>
    </Stack>
  );
}

function PayPanel({ token, view, reload, quote, onQuote }: { token: string; view: CheckoutView; reload: () => Promise<unknown>; quote: PromotionQuote | null; onQuote: (q: PromotionQuote | null) => void }) {
  const translate = useTranslate();
  const { state, busy, error, pay, answerChallenge, tryAgain } = usePay(token, view, reload);
  const [prefill, setPrefill] = useState<Partial<CardFormState>>();
  const [promotionCode, setPromotionCode] = useState('');
  const [unapplied, setUnapplied] = useState(false);
  const today = dueToday(view, quote, new Date());

  if (state.step === 'succeeded') {
    if (state.subscription) return <SubscribedPanel subscription={state.subscription} paymentId={state.paymentId} firstCharge={quote?.firstCharge ?? view.amount} />;
    return <PaidPanel paymentId={state.paymentId} amountText={formatMoney(view.amount, view.currency)} />;
  }
  if (!view.payable) return <NotPayablePanel reason={view.reason} paidPaymentId={view.paidPaymentId} />;
  if (state.step === 'challenge') return <ChallengePanel busy={busy} onAnswer={(result) => void answerChallenge(state.paymentId, result)} />;
  if (state.step === 'declined') {
    const reason = state.failureCode ? translate(`validation.decline_${state.failureCode}`, { _: state.message ?? translate('app.checkout.declined.generic') }) : (state.message ?? translate('app.checkout.declined.generic'));
    return <DeclinedPanel reason={reason} onRetry={tryAgain} />;
  }
  const onPay = (payload: CardPayload) => {
    // A code typed but not applied would change the amount after the button showed it: apply it (or clear it) first.
    if (!quote && promotionCode.trim()) {
      setUnapplied(true);
      return;
    }
    setUnapplied(false);
    void pay(payload, quote?.promotionCode);
  };
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
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" data-testid="checkout-plan-terms">
            {translate('app.subscriptions.checkout.renews', { interval: view.plan.intervalCount === 1 ? translate(`app.subscriptions.interval.${view.plan.interval}`) : translate('app.subscriptions.every', { n: view.plan.intervalCount, unit: translate(`app.subscriptions.interval.${view.plan.interval}`) }) })}
            {view.plan.trialDays > 0 ? ` · ${translate('app.subscriptions.checkout.trial', { smart_count: view.plan.trialDays })}` : ''}
          </Typography>
          <PromotionCodeField token={token} quote={quote} onQuote={(q) => { setUnapplied(false); onQuote(q); }} code={promotionCode} setCode={(c) => { setUnapplied(false); setPromotionCode(c); }} />
          {unapplied && (
            <Alert severity="info" data-testid="checkout-promotion-unapplied">
              {translate('app.subscriptions.checkout.applyFirst')}
            </Alert>
          )}
        </Stack>
      )}
      <CardForm
        due={{ amount: today, currency: view.currency }}
        payLabel={view.plan && view.plan.trialDays > 0 ? translate('app.subscriptions.checkout.startTrial') : undefined}
        busy={busy}
        onPay={onPay}
        prefill={prefill}
        brand={brandColors(view)}
      />
    </Stack>
  );
}

export default function CheckoutPage() {
  const dataProvider = useAppDataProvider();
  const [quote, setQuote] = useState<PromotionQuote | null>(null);
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
    <CheckoutFrame summary={<OrderSummary view={query.data} promotion={quote} dueToday={dueToday(query.data, quote, new Date())} />}>
      <PayPanel token={token} view={query.data} reload={() => query.refetch()} quote={quote} onQuote={setQuote} />
    </CheckoutFrame>
  );
}
