// A colored, translated status chip for payments, refunds and disbursements (labels under app.payments.status.*),
// and a payment's own chip: "Disputed" while a dispute is open on it (domain/payment-status.ts), linking to it.
import { Chip, type ChipProps } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useTranslate } from 'react-admin';
import { displayedPaymentStatus } from '../../../domain/payment-status';
import { withModePrefix } from '../../../domain/routes';
import type { Payment } from '../../../domain/wire';
import { useTestMode } from '../../hooks/useTestMode';
import { disputeDetailPath } from '../record/paths';

const COLORS: Record<string, ChipProps['color']> = {
  succeeded: 'success',
  paid: 'success',
  refunded: 'default',
  partiallyRefunded: 'warning',
  refundPending: 'info',
  uncaptured: 'warning',
  processing: 'info',
  in_transit: 'info',
  incomplete: 'default',
  canceled: 'default',
  failed: 'error',
  disputed: 'error',
  pending: 'warning',
  held: 'warning',
  available: 'success',
  expired: 'default',
  credited: 'success',
  awaiting_approval: 'warning',
  rejected: 'default',
  // The legacy flow (domain/legacy-flow.ts).
  legacy_paid: 'info',
  legacy_guaranteed: 'primary',
  legacy_delivered: 'success',
  legacy_refunded: 'default',
};
const chipSx = { fontWeight: 600, height: 22, '& .MuiChip-label': { px: 1 } } as const;

const paymentLabel = (status: string) => `app.payments.status.${status}`;

/** `labelOf`: the i18n key of the status's label (a payment's by default; top-ups and transfers have their own). */
export function StatusChip({ status, labelOf = paymentLabel }: { status: string; labelOf?: (status: string) => string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status] ?? 'default'}
      label={translate(labelOf(status), { _: status })}
      data-status={status}
      sx={chipSx}
    />
  );
}

/**
 * A payment's status as it stands: "Disputed" with a link to the open dispute (`link={false}` inside something
 * clickable of its own), a legacy payment's legacy status, its status otherwise.
 */
export function PaymentStatusChip({ payment, link = true }: { payment: Pick<Payment, 'status' | 'openDisputeId'> & Partial<Pick<Payment, 'legacyStage'>>; link?: boolean }) {
  const translate = useTranslate();
  const test = useTestMode();
  const status = displayedPaymentStatus(payment);
  if (status !== 'disputed' || !payment.openDisputeId || !link) return <StatusChip status={status} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="error"
      clickable
      component={RouterLink}
      to={withModePrefix(disputeDetailPath(payment.openDisputeId), test)}
      // A list row opens the payment: this chip opens the dispute instead.
      onClick={(e: MouseEvent) => e.stopPropagation()}
      label={translate('app.payments.status.disputed')}
      title={translate('app.payments.status.disputedLink')}
      data-status="disputed"
      data-testid="payment-dispute-link"
      sx={chipSx}
    />
  );
}
