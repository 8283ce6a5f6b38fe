// The checkout's payment as a small state machine: the form, paying, the 3-D Secure challenge, then succeeded or
// declined. A refusal (409: paid meanwhile, limit reached, deactivated, amount changed) reloads the view, which
// then shows why the item cannot be paid. Each attempt carries an Idempotency-Key: resending the same card details
// after a lost answer (timeout, network) replays the first answer instead of paying twice; any answer from the
// server, or other details, starts a new attempt.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { randomId } from '../../../domain/random-id';
import { ApiError } from '../../providers/httpCore';
import type { CardPayload } from '../../components/checkout/cardForm';
import type { CheckoutPayResult, CheckoutPayResult as PayResult, CheckoutView } from '../../../domain/checkout';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export type PayState =
  | { step: 'form' }
  | { step: 'challenge'; paymentId: string }
  | { step: 'succeeded'; paymentId: string; subscription?: CheckoutPayResult['subscription'] }
  | { step: 'declined'; paymentId: string; failureCode: string | null; message: string | null };

export function usePay(token: string, view: CheckoutView, reloadView: () => Promise<unknown>) {
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<PayState>({ step: 'form' });
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const settle = (result: PayResult) => {
    attempt.current = null;
    if (result.outcome === 'requires_action') setState({ step: 'challenge', paymentId: result.paymentId });
    else if (result.outcome === 'succeeded') setState({ step: 'succeeded', paymentId: result.paymentId, subscription: result.subscription });
    else setState({ step: 'declined', paymentId: result.paymentId, failureCode: result.failureCode, message: result.message });
  };

  // The call's pending state is the busy flag; onError is awaited, so the reload after a refusal keeps it busy.
  const call = useMutation({
    mutationFn: (run: () => Promise<PayResult>) => run(),
    onSuccess: settle,
    onError: async (e) => {
      // Status 0: no answer arrived, so the payment may have been made; the same details resend the same key.
      if (!(e instanceof ApiError && e.status === 0)) attempt.current = null;
      if (e instanceof ApiError && e.status === 409) {
        setState({ step: 'form' });
        await reloadView();
      }
    },
  });

  return {
    state,
    busy: call.isPending,
    /** The message of a failed call (network, refusal); the page shows it above the form. */
    error: call.error?.message || null,
    // The amount and currency the page showed: the server refuses the payment if the item changed since.
    pay: (payload: CardPayload, promotionCode?: string) => {
      // A plan's checkout may carry a promotion code (its discount is applied by the server, never sent as an amount).
      const body = { ...payload, amount: view.amount, currency: view.currency, ...(promotionCode?.trim() ? { promotionCode: promotionCode.trim() } : {}) };
      const json = JSON.stringify(body);
      if (attempt.current?.body !== json) attempt.current = { key: randomId(32), body: json };
      const { key } = attempt.current;
      call.mutate(() => dataProvider.checkoutPay(token, body, key));
    },
    answerChallenge: (paymentId: string, result: 'pass' | 'fail') => call.mutate(() => dataProvider.checkoutThreeDs(token, paymentId, result)),
    tryAgain: () => {
      call.reset();
      setState({ step: 'form' });
    },
  };
}
