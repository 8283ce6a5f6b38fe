// /refundDetail?id= (and /dashRefundDetail): a refund's fields and its payment.
import { Alert, Box, Link, Stack } from '@mui/material';
import { Link as RouterLink, useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { useTestMode } from '../../hooks/useTestMode';
import { DetailRows } from '../../components/DetailRows';
import { RecordShow } from '../../components/record/RecordView';
import { paymentDetailPath } from '../../components/record/paths';
import type { Refund } from '../../../domain/wire';

export default function RefundShow() {
  return (
    <RecordShow>
      <RefundView />
    </RecordShow>
  );
}

function RefundView() {
  const translate = useTranslate();
  const test = useTestMode();
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  const f = (field: string) => translate(`resources.refunds.fields.${field}`);
  return (
    <>
      <PageHeader title={translate('routes.refundDetail')} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Money amount={refund.amount} currency={refund.currency} variant="h2" strong />
        <StatusChip status={refund.status} />
      </Stack>
      {refund.failureMessage && <Alert severity="error" sx={{ mb: 3 }}>{refund.failureMessage}</Alert>}
      <Box sx={{ maxWidth: 760 }}>
        <SectionCard title={translate('app.payments.detail.details')} testId="refund-detail">
          <DetailRows
            rows={[
              { label: f('id'), value: <IdText value={refund.id} /> },
              { label: f('status'), value: <StatusChip status={refund.status} />, testId: 'refund-status' },
              { label: f('amount'), value: <Money amount={refund.amount} currency={refund.currency} /> },
              { label: f('reason'), value: translate(`app.refunds.reasons.${refund.reason}`) },
              { label: f('description'), value: refund.description },
              { label: f('customerName'), value: refund.customerName },
              {
                label: f('paymentId'),
                value: (
                  <Link component={RouterLink} to={withModePrefix(paymentDetailPath(refund.paymentId), test)} sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem' }}>
                    {refund.paymentId}
                  </Link>
                ),
              },
              { label: f('createdAt'), value: formatZonedTime(refund.createdAt, DETAIL_TIMEZONE) },
              { label: f('updatedAt'), value: formatZonedTime(refund.updatedAt, DETAIL_TIMEZONE) },
            ]}
          />
        </SectionCard>
      </Box>
    </>
  );
}
