// Capture, cancel or 3-D Secure on a payment through the shared action pattern; one idempotency key per
// confirmation.
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useRecordAction, type ActionAttempt } from '../../components/record/useRecordAction';

export type PaymentAction = 'capture' | 'cancel' | '3dsPass' | '3dsFail';

export function usePaymentAction(paymentId: string) {
  const dataProvider = useAppDataProvider();
  const run = ({ action, key }: ActionAttempt<PaymentAction>) => {
    if (action === 'capture') return dataProvider.capturePayment(paymentId, key);
    if (action === 'cancel') return dataProvider.cancelPayment(paymentId, key);
    return dataProvider.answerThreeDs(paymentId, action === '3dsPass' ? 'pass' : 'fail', key);
  };
  return useRecordAction({ run, done: (action: PaymentAction) => `app.payments.actions.done.${action}` });
}
