// The customers list and a customer's settle records, as list-kit configurations.
import { Stack, Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import type { CustomerRecord, SettleRecord } from '../../../domain/payment-records';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import type { Wire } from '../../../domain/wire';

export type Customer = Wire<CustomerRecord>;
export type Settle = Wire<SettleRecord>;

const time = (value: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(value)}</Typography>;

/** Gross captured amounts per currency, side by side so a row stays one line high. */
export function TotalPayments({ customer }: { customer: Customer }) {
  const { amounts } = customer.totalPayments;
  if (amounts.length === 0) return <Typography variant="body2">--</Typography>;
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', maxWidth: 360, ml: 'auto' }}>
      {amounts.map((a) => (
        <Money key={a.currency} amount={a.amount} currency={a.currency} />
      ))}
    </Stack>
  );
}

export const customerListConfig: ResourceListConfig<Customer> = {
  resource: 'customers',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { text: [{ source: 'q', label: 'app.customers.search' }], dateRange: { offset: 'Z' } },
  timeZone: 'UTC',
  exportTimeZone: 'UTC',
  rowLink: (c) => `/Customers?id=${encodeURIComponent(c.id)}`,
  columns: [
    { source: 'name', sortable: true, render: (c) => <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{c.name}</Typography> },
    { source: 'email', sortable: true, render: (c) => c.email ?? '--' },
    { source: 'id', render: (c) => <IdText value={c.id} compact /> },
    { source: 'paymentCount', hideBelow: 1000, label: 'app.customers.paymentCount', align: 'right', render: (c) => c.totalPayments.count.toLocaleString() },
    { source: 'totalPayments', align: 'right', render: (c) => <TotalPayments customer={c} /> },
    { source: 'createdAt', label: 'app.customers.createdTime', sortable: true, render: (c) => time(c.createdAt) },
  ],
};

export function settleRecordsConfig(customerId: string): ResourceListConfig<Settle> {
  const money = (r: Settle, amount: number, negative = false) => <Money amount={amount} currency={r.currency} negative={negative} />;
  const label = (field: string) => `resources.settleRecords.fields.${field}`;
  return {
    resource: `customers/${encodeURIComponent(customerId)}/settle-records`,
    storeKey: `settleRecords.${customerId}`,
    syncWithLocation: false,
    defaultSort: { field: 'date', order: 'DESC' },
    filters: { dateRange: { offset: 'Z' } },
    exportable: false,
    rowLink: (r) => `/dashPaymentDetail?id=${encodeURIComponent(r.transactionId)}`,
    columns: [
      { source: 'transactionId', label: label('transactionId'), render: (r) => <IdText value={r.transactionId} compact /> },
      { source: 'paymentAmount', label: label('paymentAmount'), sortable: true, align: 'right', render: (r) => money(r, r.paymentAmount) },
      { source: 'serviceFee', label: label('serviceFee'), align: 'right', render: (r) => money(r, r.serviceFee, true) },
      { source: 'fxFee', label: label('fxFee'), align: 'right', render: (r) => money(r, r.fxFee, true) },
      { source: 'fee', label: label('fee'), align: 'right', render: (r) => money(r, r.fee, true) },
      { source: 'settledAmount', label: label('settledAmount'), align: 'right', render: (r) => <Money amount={r.settledAmount} currency={r.currency} strong /> },
      { source: 'date', label: label('date'), sortable: true, render: (r) => time(r.date) },
    ],
  };
}
