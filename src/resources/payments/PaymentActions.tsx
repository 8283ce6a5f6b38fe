// The actions a payment's status allows (domain/payment-status.ts) and the member's codes allow (canAccess over
// the action table): refund, capture or cancel an authorisation, and in test mode the cardholder's 3-D Secure
// answer; each money move asks for confirmation first (shared action pattern).
import { Button, Stack } from '@mui/material';
import { CanAccess, useNavigate, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { isRefundable } from '../../../domain/payment-status';
import type { PaymentDetail } from '../../../domain/wire';
import { useTestMode } from '../../hooks/useTestMode';
import { useResourcePath } from '../../components/record/useResourcePath';
import { usePaymentAction, type PaymentAction } from './usePaymentAction';
import { SimulateDisputeButton } from '../../components/disputes/SimulateDisputeButton';

const TABLE_ACTION: Record<PaymentAction, string> = { capture: 'capture', cancel: 'cancel', '3dsPass': 'threeDs', '3dsFail': 'threeDs' };

export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const pathOf = useResourcePath();
  const { busy, asked, ask: confirmFirst, close, confirm } = usePaymentAction(payment.id);
  const canRefund = isRefundable(payment.status) && payment.amountRefundable > 0;
  const awaiting3ds = payment.status === 'incomplete' && payment.threeDSecureStatus === 'required';

  const ask = (action: PaymentAction, variant: 'contained' | 'outlined' = 'outlined') => (
    <CanAccess key={action} resource="payments" action={TABLE_ACTION[action]}>
      <Button variant={variant} size="small" disabled={busy} onClick={() => confirmFirst(action)} data-testid={`payment-${action}`}>
        {translate(`app.payments.actions.${action}`)}
      </Button>
    </CanAccess>
  );

  return (
    <Stack direction="row" spacing={1}>
      {canRefund && (
        <CanAccess resource="payments" action="refund">
          <Button
            variant="contained"
            size="small"
            onClick={() => navigate(`${pathOf('refunds', 'create')}?paymentId=${encodeURIComponent(payment.id)}`)}
            data-testid="payment-refund"
          >
            {translate('app.payments.actions.refund')}
          </Button>
        </CanAccess>
      )}
      {payment.status === 'uncaptured' && [ask('capture', 'contained'), ask('cancel')]}
      {awaiting3ds && test && [ask('3dsPass'), ask('3dsFail')]}
      {awaiting3ds && ask('cancel')}
      {test && payment.disputes.length === 0 && payment.amountRefundable > 0 && <SimulateDisputeButton paymentId={payment.id} />}
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title={asked ? `app.payments.actions.confirm.${asked}.title` : ''}
        content={asked ? `app.payments.actions.confirm.${asked}.body` : ''}
        // Capturing takes the money as authorised; cancelling, failing 3-D Secure cannot be undone.
        destructive={asked !== 'capture' && asked !== '3dsPass'}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}
