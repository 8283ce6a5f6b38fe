// The actions a payment's status allows (domain/payment-status.ts): refund, capture or cancel an authorisation,
// and in test mode the cardholder's 3-D Secure answer; each money move asks for confirmation first.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useNavigate, useTranslate } from 'react-admin';
import { isRefundable } from '../../../domain/payment-status';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import type { PaymentDetail } from './api';
import { usePaymentAction, type PaymentAction } from './usePaymentAction';

export function PaymentActions({ payment }: { payment: PaymentDetail }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const { busy, run } = usePaymentAction(payment.id);
  const [confirm, setConfirm] = useState<PaymentAction | null>(null);
  const canRefund = isRefundable(payment.status) && payment.amountRefundable > 0;
  const awaiting3ds = payment.status === 'incomplete' && payment.threeDSecureStatus === 'required';

  const ask = (action: PaymentAction, variant: 'contained' | 'outlined' = 'outlined') => (
    <Button key={action} variant={variant} size="small" disabled={busy} onClick={() => setConfirm(action)} data-testid={`payment-${action}`}>
      {translate(`app.payments.actions.${action}`)}
    </Button>
  );

  return (
    <Stack direction="row" spacing={1}>
      {canRefund && (
        <Button
          variant="contained"
          size="small"
          onClick={() => navigate(withModePrefix(`/refundCreate?paymentId=${encodeURIComponent(payment.id)}`, test))}
          data-testid="payment-refund"
        >
          {translate('app.payments.actions.refund')}
        </Button>
      )}
      {payment.status === 'uncaptured' && [ask('capture', 'contained'), ask('cancel')]}
      {awaiting3ds && test && [ask('3dsPass'), ask('3dsFail')]}
      {awaiting3ds && ask('cancel')}
      <Confirm
        isOpen={confirm !== null}
        loading={busy}
        title={confirm ? `app.payments.actions.confirm.${confirm}.title` : ''}
        content={confirm ? `app.payments.actions.confirm.${confirm}.body` : ''}
        onConfirm={async () => {
          if (confirm) await run(confirm);
          setConfirm(null);
        }}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
