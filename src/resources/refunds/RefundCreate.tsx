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
import { pathOf, paymentDetailPath } from '../../components/record/paths';
import type { Payment } from '../../../domain/wire';

export default function RefundCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const cameFrom = useSearchParam('paymentId');
  const [paymentId, setPaymentId] = useState(cameFrom ?? '');
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
              // Back to the payment the refund was started from, or to the refunds.
              onCancel={() => navigate(withModePrefix(cameFrom ? paymentDetailPath(cameFrom) : pathOf('refunds', 'list'), test))}
            />
          ) : (
            <RecordState isPending={isPending} error={error} onRetry={() => void refetch()} />
          )}
        </SectionCard>
      </Box>
    </RecordCreate>
  );
}
