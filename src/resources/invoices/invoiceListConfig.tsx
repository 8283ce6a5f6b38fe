// The invoices list: search, status, created-date range, the spec's tabs (All, Paid, Outstanding, Past Due, Draft)
// with counts from {base}/invoices/counts, sort on the server's allow-list, Export.
import { Stack, Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { INVOICE_STATUSES } from '../../../domain/invoices/status';
import type { ResourceListConfig } from '../../components/list/types';
import { Money } from '../../components/money/Money';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import type { Invoice } from '../../../domain/wire';
import { invoiceDetailPath } from '../../components/record/paths';

/** The customer's name over their email: one column, so the table fits beside the menu. */
const customer = (i: Invoice) => (
  <Stack sx={{ minWidth: 0, maxWidth: 260 }}>
    <Typography variant="body2" noWrap>{i.name}</Typography>
    <Typography variant="caption" color="text.secondary" noWrap>{i.email}</Typography>
  </Stack>
);
const nowrap = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export const invoiceListConfig: ResourceListConfig<Invoice> = {
  resource: 'invoices',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.invoices.search' }],
    statuses: INVOICE_STATUSES,
    statusLabel: (status) => `app.invoices.status.${status}`,
    selects: [{ source: 'currency', label: 'app.invoices.currency', anyLabel: 'app.invoices.anyCurrency', options: PAYMENT_CURRENCIES }],
    dateRange: { offset: 'Z' },
  },
  // The tab is its own filter key: Outstanding and Past Due are not single statuses (past due = open and overdue).
  tabField: 'tab',
  tabs: [
    { label: 'app.invoices.tabs.all' },
    { label: 'app.invoices.tabs.paid', status: 'paid' },
    { label: 'app.invoices.tabs.outstanding', status: 'outstanding' },
    { label: 'app.invoices.tabs.pastDue', status: 'pastDue' },
    { label: 'app.invoices.tabs.draft', status: 'draft' },
  ],
  counts: true,
  // Invoices list and export in UTC+0 (spec section 9: UTC+0 in lists; only the payments list reads UTC+8).
  timeZone: 'UTC',
  exportTimeZone: 'UTC',
  rowLink: (i) => invoiceDetailPath(i.id),
  columns: [
    { source: 'number', sortable: true, render: (i) => <Typography variant="body2" sx={{ fontWeight: 600, ...nowrap }}>{i.number}</Typography> },
    { source: 'totalAmount', sortable: true, align: 'right', render: (i) => <Money amount={i.totalAmount} currency={i.currency} strong /> },
    { source: 'status', render: (i) => <InvoiceStatusChip invoice={i} /> },
    { source: 'name', label: 'app.invoices.customer', render: customer },
    { source: 'dueDate', sortable: true, render: (i) => <Typography variant="body2" sx={nowrap}>{i.dueDate}</Typography> },
    { source: 'createdAt', label: 'app.invoices.createdTime', sortable: true, render: (i) => <Typography variant="body2" sx={nowrap}>{formatListTime(i.createdAt)}</Typography> },
  ],
};
