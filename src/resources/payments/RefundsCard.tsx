// The refunds of a payment, each opening its refund detail.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { StatusChip } from '../../components/money/StatusChip';
import { useTestMode } from '../../hooks/useTestMode';
import type { Refund } from '../../../domain/wire';

export function RefundsCard({ refunds }: { refunds: Refund[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const f = (field: string) => translate(`resources.refunds.fields.${field}`);
  return (
    <SectionCard title={translate('app.payments.detail.refunds')} testId="payment-refunds">
      {refunds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.payments.detail.noRefunds')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{f('id')}</TableCell>
              <TableCell>{f('status')}</TableCell>
              <TableCell align="right">{f('amount')}</TableCell>
              <TableCell>{f('createdAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map((r) => (
              <TableRow key={r.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(withModePrefix(`/refundDetail?id=${encodeURIComponent(r.id)}`, test))}>
                <TableCell>
                  <IdText value={r.id} compact />
                </TableCell>
                <TableCell>
                  <StatusChip status={r.status} />
                </TableCell>
                <TableCell align="right">
                  <Money amount={r.amount} currency={r.currency} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatZonedTime(r.createdAt, DETAIL_TIMEZONE)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
