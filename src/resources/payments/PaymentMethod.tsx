// A payment's method as people read it: card brand and last four digits.
import { Stack, Typography } from '@mui/material';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import type { Payment } from '../../../domain/wire';

export function PaymentMethod({ payment }: { payment: Pick<Payment, 'card' | 'paymentMethod'> }) {
  const { card } = payment;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <CreditCardOutlined sx={{ fontSize: 16, color: 'text.secondary' }} />
      <Typography variant="body2" noWrap>
        {card ? `${card.brand} •••• ${card.last4}` : payment.paymentMethod}
      </Typography>
    </Stack>
  );
}
