// Step one of a refund: find the payment by its id, merchant order id or customer name (refundable ones only).
import { useState } from 'react';
import { InputAdornment, ListItemText, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useGetList, useTranslate } from 'react-admin';
import { formatPaymentCreated } from '../../../domain/dates';
import { REFUNDABLE_STATUSES } from '../../../domain/payment-status';
import { LinkList } from '../../components/LinkList';
import { Money } from '../../components/money/Money';
import { PaymentStatusChip } from '../../components/money/StatusChip';
import type { Payment } from '../../../domain/wire';

export function PaymentPicker({ onPick }: { onPick: (id: string) => void }) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const query = q.trim();
  const { data, isPending } = useGetList<Payment>(
    'payments',
    { filter: { q: query, status: [...REFUNDABLE_STATUSES] }, pagination: { page: 1, perPage: 8 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: query.length > 0 },
  );
  return (
    <Stack spacing={1.5}>
      <TextField
        autoFocus
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={translate('app.refunds.create.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'data-testid': 'refund-payment-search' },
          input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> },
        }}
      />
      {query && isPending && <Skeleton height={56} />}
      {query && !isPending && (data?.length ?? 0) === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.refunds.create.noPayments')}
        </Typography>
      )}
      <LinkList dense items={data ?? []} itemKey={(p) => p.id} onPick={(p) => onPick(p.id)} rowTestId="refund-payment-option">
        {(p) => (
          <>
            <ListItemText primary={<Money amount={p.amount} currency={p.currency} strong />} secondary={`${p.customerName ?? '--'} · ${p.id} · ${formatPaymentCreated(p.createdAt)}`} />
            <PaymentStatusChip payment={p} link={false} />
          </>
        )}
      </LinkList>
    </Stack>
  );
}
