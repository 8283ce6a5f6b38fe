// /dashPaymentDetail?id=: every field of a payment, its billing and shipping, metadata, timeline, refunds, events,
// and the actions its status allows.
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { PaymentStatusChip } from '../../components/money/StatusChip';
import { AddressCard } from './AddressCard';
import { PaymentDisputeCard } from '../../components/disputes/PaymentDisputeCard';
import { EventsCard } from './EventsCard';
import { LegacyFlowCard } from './LegacyFlowCard';
import { MetadataCard } from './MetadataCard';
import { PaymentActions } from './PaymentActions';
import { PaymentFieldsCard } from './PaymentFieldsCard';
import { RefundsCard } from './RefundsCard';
import { TimelineCard } from './TimelineCard';
import { RecordShow } from '../../components/record/RecordView';
import type { PaymentDetail } from '../../../domain/wire';

const DETAIL_META = { detail: true };

/** The meta keeps this query apart from the list records react-admin caches per id, which lack refunds and timeline. */
export default function PaymentShow() {
  return (
    <RecordShow meta={DETAIL_META}>
      <PaymentView />
    </RecordShow>
  );
}

function PaymentView() {
  const translate = useTranslate();
  const payment = useRecordContext<PaymentDetail>();
  if (!payment) return null;
  return (
    <>
      <PageHeader title={translate('routes.paymentDetail')} actions={<PaymentActions payment={payment} />} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }} data-testid="payment-summary">
        <Money amount={payment.amount} currency={payment.currency} variant="h2" strong />
        <PaymentStatusChip payment={payment} />
        <IdText value={payment.id} />
      </Stack>
      {payment.failureMessage && (
        <Alert severity="error" sx={{ mb: 3 }} data-testid="payment-failure">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('app.payments.detail.failed')}
          </Typography>
          {payment.failureMessage} {payment.failureCode && `(${payment.failureCode})`}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <PaymentDisputeCard disputes={payment.disputes} />
            <LegacyFlowCard payment={payment} />
            <PaymentFieldsCard payment={payment} />
            <RefundsCard refunds={payment.refunds} />
            <EventsCard paymentId={payment.id} version={payment.updatedAt} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <TimelineCard payment={payment} />
            <AddressCard title={translate('app.payments.detail.billing')} address={payment.billing} />
            <AddressCard title={translate('app.payments.detail.shipping')} address={payment.shipping} />
            <MetadataCard metadata={payment.metadata} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
