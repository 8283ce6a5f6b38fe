// Every Payment field of spec section 3 that is not an address: ids, customer, method, 3-D Secure, amounts, times.
import { useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { PaymentStatusChip } from '../../components/money/StatusChip';
import { DetailRows } from '../../components/DetailRows';
import { PaymentMethod } from './PaymentMethod';
import type { PaymentDetail } from '../../../domain/wire';

export function PaymentFieldsCard({ payment: p }: { payment: PaymentDetail }) {
  const translate = useTranslate();
  const f = (field: string) => translate(`resources.payments.fields.${field}`);
  return (
    <SectionCard title={translate('app.payments.detail.details')}>
      <DetailRows
        rows={[
          { label: f('id'), value: <IdText value={p.id} /> },
          { label: f('status'), value: <PaymentStatusChip payment={p} />, testId: 'payment-status' },
          { label: f('amount'), value: <Money amount={p.amount} currency={p.currency} strong /> },
          { label: f('fee'), value: <Money amount={p.fee} currency={p.currency} negative /> },
          { label: f('net'), value: <Money amount={p.net} currency={p.currency} /> },
          { label: f('amountRefunded'), value: <Money amount={p.amountRefunded} currency={p.currency} /> },
          { label: f('merchantOrderId'), value: p.merchantOrderId && <IdText value={p.merchantOrderId} /> },
          { label: f('channelOrderId'), value: p.channelOrderId && <IdText value={p.channelOrderId} /> },
          { label: f('customerName'), value: p.customerName && `${p.customerName}${p.customerEmail ? ` · ${p.customerEmail}` : ''}` },
          { label: f('paymentMethod'), value: <PaymentMethod payment={p} /> },
          { label: f('threeDSecureStatus'), value: translate(`app.payments.threeDs.${p.threeDSecureStatus}`) },
          { label: f('captureMethod'), value: translate(`app.payments.captureMethod.${p.captureMethod}`) },
          { label: f('description'), value: p.description },
          { label: f('reference'), value: p.reference },
          { label: f('invoiceId'), value: p.invoiceId && <IdText value={p.invoiceId} /> },
          { label: f('trackingNumber'), value: p.trackingNumber },
          { label: f('createdAt'), value: formatZonedTime(p.createdAt, DETAIL_TIMEZONE) },
          { label: f('updatedAt'), value: formatZonedTime(p.updatedAt, DETAIL_TIMEZONE) },
        ]}
      />
    </SectionCard>
  );
}
