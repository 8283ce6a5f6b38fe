// Capture, cancel or 3-D Secure on a payment through the shared action pattern; one idempotency key per
// confirmation.
import { dataProvider } from '../../providers/dataProvider';
import { useRecordAction, type ActionAttempt } from '../../components/record/useRecordAction';

export type PaymentAction = 'capture' | 'cancel' | '3dsPass' | '3dsFail';

const call = (paymentId: string) => ({ action, key }: ActionAttempt<PaymentAction>) => {
  if (action === 'capture') return dataProvider.capturePayment(paymentId, key);
  if (action === 'cancel') return dataProvider.cancelPayment(paymentId, key);
  return dataProvider.answerThreeDs(paymentId, action === '3dsPass' ? 'pass' : 'fail', key);
};

export const usePaymentAction = (paymentId: string) =>
  useRecordAction({ run: call(paymentId), done: (action: PaymentAction) => `app.payments.actions.done.${action}` });
