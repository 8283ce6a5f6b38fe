// /refundCreate (and /dashRefundCreate): search a payment (or come with ?paymentId=), choose the amount and reason,
// "Initiate Now" with confirmation, then the new refund's detail.
import { useState } from 'react';
import { Box } from '@mui/material';
import { useGetOne, useNavigate, useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useSearchParam } from '../../host/host';
import { useTestMode } from '../../hooks/useTestMode';
import { RecordState } from '../../components/record/RecordState';
import { RecordCreate } from '../../components/record/RecordView';
import { PaymentPicker } from './PaymentPicker';
import { RefundForm } from './RefundForm';
import { refundDetailPath } from './refundListConfig';
import type { Payment } from '../../../domain/wire';

export default function RefundCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const [paymentId, setPaymentId] = useState(useSearchParam('paymentId') ?? '');
  const { data: payment, isPending, error, refetch } = useGetOne<Payment>('payments', { id: paymentId }, { enabled: paymentId !== '' });

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.refundCreate')} subtitle={translate('app.refunds.create.subtitle')} />
      <Box sx={{ maxWidth: 760 }}>
        <SectionCard title={translate(paymentId ? 'app.refunds.create.stepAmount' : 'app.refunds.create.stepPayment')} testId="refund-create">
          {!paymentId ? (
            <PaymentPicker onPick={setPaymentId} />
          ) : payment ? (
            <RefundForm
              key={payment.id}
              payment={payment}
              onChangePayment={() => setPaymentId('')}
              onDone={(refund) => navigate(withModePrefix(refundDetailPath(refund.id), test))}
            />
          ) : (
            <RecordState isPending={isPending} error={error} onRetry={() => void refetch()} />
          )}
        </SectionCard>
      </Box>
    </RecordCreate>
  );
}
