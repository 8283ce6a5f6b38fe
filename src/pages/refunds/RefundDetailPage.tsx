// /refundDetail?id= (and /dashRefundDetail): a refund's fields and its payment.
import { Alert, Box, Link, Stack } from '@mui/material';
import { Link as RouterLink, useGetOne, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { useQueryParam } from '../../hooks/useQueryParam';
import { useTestMode } from '../../hooks/useTestMode';
import type { Refund } from '../payments/api';
import { DetailRows } from '../payments/DetailRows';
import { DetailState } from '../payments/DetailState';
import { paymentDetailPath } from '../payments/paymentListConfig';

export default function RefundDetailPage() {
  const translate = useTranslate();
  const test = useTestMode();
  const id = useQueryParam('id') ?? '';
  const { data: refund, isPending, error, refetch } = useGetOne<Refund>('refunds', { id }, { enabled: id !== '' });
  if (!refund) return <DetailState isPending={id !== '' && isPending} error={error} onRetry={() => void refetch()} />;
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
              { label: f('createdAt'), value: `${formatListTime(refund.createdAt)} (UTC)` },
              { label: f('updatedAt'), value: `${formatListTime(refund.updatedAt)} (UTC)` },
            ]}
          />
        </SectionCard>
      </Box>
    </>
  );
}
