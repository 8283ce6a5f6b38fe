// The payments made through a link, newest first (who paid, status, amount, when), each opening its payment detail.
import { Alert, Box, Button, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useTranslate } from 'react-admin';
import { PAYMENT_CREATED_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import { SectionCard } from '../../components/SectionCard';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { useTestMode } from '../../hooks/useTestMode';
import { useZoneLabel } from '../../components/list/ZoneNotice';
import { paymentDetailPath } from '../../components/record/paths';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function LinkPaymentsCard({ linkId, version }: { linkId: string; version: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const zone = useZoneLabel(PAYMENT_CREATED_TIMEZONE);
  const query = useQuery({ queryKey: ['app', 'payment-link-payments', test, linkId, version], queryFn: () => dataProvider.paymentLinkPayments(linkId) });
  const f = (field: string) => translate(`resources.payments.fields.${field}`);
  const total = query.data?.total ?? 0;
  return (
    <SectionCard
      title={translate('app.paymentLinks.detail.payments')}
      subtitle={query.data && total > query.data.rows.length ? translate('app.paymentLinks.detail.paymentsShown', { shown: query.data.rows.length, total }) : undefined}
      testId="link-payments"
    >
      {query.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : query.isError ? (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('app.common.retry')}</Button>}>
          {query.error.message || translate('app.errors.requestFailed')}
        </Alert>
      ) : query.data.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="link-payments-empty">
          {translate('app.paymentLinks.detail.noPayments')}
        </Typography>
      ) : (
        // Scrolls sideways inside the card on narrow screens instead of widening the page (see ListTable).
        <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{f('customerName')}</TableCell>
                <TableCell>{f('status')}</TableCell>
                <TableCell align="right">{f('amount')}</TableCell>
                <TableCell>{translate('app.payments.createdTime', { zone })}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.rows.map((p) => (
                <TableRow
                  key={p.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(withModePrefix(paymentDetailPath(p.id), test))}
                  onKeyDown={(e) => e.key === 'Enter' && navigate(withModePrefix(paymentDetailPath(p.id), test))}
                >
                  <TableCell sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={p.id}>
                    {p.customerName ?? '--'}
                  </TableCell>
                  <TableCell><StatusChip status={p.status} /></TableCell>
                  <TableCell align="right"><Money amount={p.amount} currency={p.currency} /></TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatZonedTime(p.createdAt, PAYMENT_CREATED_TIMEZONE)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}
