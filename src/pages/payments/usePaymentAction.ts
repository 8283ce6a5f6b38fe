// Capture, cancel or 3-D Secure on a payment, then the detail reloads; one idempotency key per confirmation.
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { idempotencyKey, paymentsApi } from './api';

export type PaymentAction = 'capture' | 'cancel' | '3dsPass' | '3dsFail';

export function usePaymentAction(paymentId: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: PaymentAction) => {
    setBusy(true);
    const key = idempotencyKey();
    try {
      if (action === '3dsPass' || action === '3dsFail') await paymentsApi.threeDs(paymentId, action === '3dsPass' ? 'pass' : 'fail', key);
      else await paymentsApi.action(paymentId, action, key);
      notify(`app.payments.actions.done.${action}`, { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'app.list.loadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
