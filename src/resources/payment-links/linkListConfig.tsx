// The /paymentLink list: status tabs with counts, search, currency and created-date filters, sortable amount and
// created time, the link with a copy button on each row, Export.
import { Stack, Typography } from '@mui/material';
import { formatListTime } from '../../../domain/dates';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import type { ResourceListConfig } from '../../components/list/types';
import { CopyButton } from '../../components/CopyButton';
import { Money } from '../../components/money/Money';
import { LinkStatusChip } from './LinkStatusChip';
import { linkDetailPath, type PaymentLink } from './types';

const field = (name: string) => `app.paymentLinks.fields.${name}`;

/** `/pay/<token>` of a link's address (the address as it is when it is not one). */
export function linkPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function LinkUrl({ url }: { url: string }) {
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      {/* The path, whole (the host is the same on every row; the title and the copy button carry the full address). */}
      <Typography variant="body2" title={url} sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem', whiteSpace: 'nowrap' }}>
        {linkPath(url)}
      </Typography>
      {/* Inside a clickable row, copying must not also open the link's page. */}
      <span onClick={(e) => e.stopPropagation()}>
        <CopyButton value={url} />
      </span>
    </Stack>
  );
}

export const linkListConfig: ResourceListConfig<PaymentLink> = {
  resource: 'payment-links',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.paymentLinks.filters.q' }],
    selects: [{ source: 'currency', label: 'app.paymentLinks.filters.currency', anyLabel: 'app.paymentLinks.filters.anyCurrency', options: PAYMENT_CURRENCIES }],
    dateRange: { offset: 'Z' },
  },
  tabs: [
    { label: 'app.paymentLinks.tabs.all' },
    { label: 'app.paymentLinks.status.incomplete', status: 'incomplete' },
    { label: 'app.paymentLinks.status.succeeded', status: 'succeeded' },
    { label: 'app.paymentLinks.status.failed', status: 'failed' },
    { label: 'app.paymentLinks.status.deactivated', status: 'deactivated' },
  ],
  counts: true,
  timeZone: 'UTC',
  exportTimeZone: 'UTC',
  rowLink: (link) => linkDetailPath(link.id),
  columns: [
    { source: 'amount', label: field('amount'), sortable: true, align: 'right', render: (l) => <Money amount={l.amount} currency={l.currency} strong /> },
    { source: 'status', label: field('status'), render: (l) => <LinkStatusChip status={l.status} /> },
    {
      source: 'description',
      label: field('description'),
      render: (l) => (
        <Typography variant="body2" noWrap sx={{ maxWidth: 240 }} title={l.description ?? undefined}>
          {l.description || l.items.map((i) => i.name).join(', ') || '--'}
        </Typography>
      ),
    },
    { source: 'url', label: field('url'), render: (l) => <LinkUrl url={l.url} /> },
    {
      source: 'paidCount',
      hideBelow: 1000,
      label: field('payments'),
      align: 'right',
      render: (l) => (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {l.maxPayments === null ? l.paidCount.toLocaleString() : `${l.paidCount.toLocaleString()} / ${l.maxPayments.toLocaleString()}`}
        </Typography>
      ),
    },
    {
      source: 'createdAt',
      label: 'app.paymentLinks.createdTime',
      sortable: true,
      render: (l) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatListTime(l.createdAt)}</Typography>,
    },
  ],
};
