// The settlement batches list: search by batch id or bank reference, status, currency, net range and settlement
// date range; status tabs with counts; Export. A row opens the batch.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { SETTLEMENT_STATUSES } from '../../../domain/settlements/status';
import type { Settlement, SettlementEntry, SettleRow } from '../../../domain/wire';
import { formatListTime } from '../../../domain/dates';
import type { ResourceListConfig } from '../../components/list/types';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { paymentDetailPath, settlementDetailPath } from '../../components/record/paths';
import { SettlementStatusChip } from './SettlementStatusChip';

const plain = (text: string) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{text}</Typography>;
const money = (amount: number, currency: string, strong = false) => <Money amount={amount} currency={currency} strong={strong} />;

export const settlementListConfig: ResourceListConfig<Settlement> = {
  resource: 'settlements',
  defaultSort: { field: 'settlementDate', order: 'DESC' },
  filters: {
    text: [{ source: 'q', label: 'app.settlements.search' }],
    statuses: SETTLEMENT_STATUSES,
    statusLabel: (s) => `app.settlements.status.${s}`,
    selects: [{ source: 'currency', label: 'resources.settlements.fields.currency', anyLabel: 'app.settlements.anyCurrency', options: PAYMENT_CURRENCIES }],
    amountRange: { min: 'amountMin', max: 'amountMax' },
    dateRange: { offset: 'Z' },
  },
  counts: true,
  tabs: [
    { label: 'app.settlements.tabs.all' },
    { label: 'app.settlements.tabs.inTransit', status: 'in_transit' },
    { label: 'app.settlements.tabs.paid', status: 'paid' },
    { label: 'app.settlements.tabs.failed', status: 'failed' },
  ],
  exportTimeZone: 'UTC',
  rowLink: (s) => settlementDetailPath(s.id),
  columns: [
    { source: 'settlementDate', sortable: true, render: (s) => plain(s.settlementDate) },
    { source: 'status', sortable: true, render: (s) => <SettlementStatusChip status={s.status} /> },
    { source: 'currency', sortable: true, render: (s) => plain(s.currency) },
    { source: 'gross', sortable: true, align: 'right', render: (s) => money(s.gross, s.currency) },
    { source: 'fees', align: 'right', render: (s) => money(s.fees, s.currency) },
    { source: 'refunds', align: 'right', render: (s) => money(s.refunds, s.currency) },
    { source: 'disputes', align: 'right', render: (s) => money(s.disputes, s.currency) },
    { source: 'adjustments', align: 'right', render: (s) => money(s.adjustments, s.currency) },
    { source: 'net', sortable: true, align: 'right', render: (s) => money(s.net, s.currency, true) },
    { source: 'id', render: (s) => <IdText value={s.id} compact /> },
  ],
};

/** The entries behind a batch's lines (the waterfall's bars), filtered to one line when a bar is chosen. */
export function settlementEntriesConfig(id: string, line: string | null): ResourceListConfig<SettlementEntry> {
  return {
    resource: `settlements/${encodeURIComponent(id)}/entries`,
    storeKey: `settlementEntries.${id}`,
    syncWithLocation: false,
    defaultSort: { field: 'availableOn', order: 'DESC' },
    filters: {},
    exportable: false,
    permanentFilter: line ? { line } : undefined,
    columns: [
      { source: 'type', label: 'app.settlements.entry.type', sortable: true, render: (e) => <TypeText type={e.type} /> },
      { source: 'amount', label: 'app.settlements.entry.amount', sortable: true, align: 'right', render: (e) => money(e.amount, e.currency, true) },
      { source: 'sourceId', label: 'app.settlements.entry.source', render: (e) => <IdText value={e.sourceId} compact /> },
      { source: 'availableOn', label: 'app.settlements.entry.availableOn', sortable: true, render: (e) => plain(formatListTime(e.availableOn)) },
    ],
  };
}

function TypeText({ type }: { type: string }) {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(`app.settlements.types.${type}`, { _: type })}</Typography>;
}

/** The payments a batch settled, as the spec shows settle records on a customer. */
export function batchRecordsConfig(id: string): ResourceListConfig<SettleRow> {
  const label = (field: string) => `resources.settleRecords.fields.${field}`;
  return {
    resource: `settlements/${encodeURIComponent(id)}/records`,
    storeKey: `settlementRecords.${id}`,
    syncWithLocation: false,
    defaultSort: { field: 'date', order: 'DESC' },
    filters: { text: [{ source: 'q', label: 'app.settlements.transactionSearch' }] },
    exportable: false,
    rowLink: (r) => paymentDetailPath(r.transactionId),
    columns: [
      { source: 'transactionId', label: label('transactionId'), render: (r) => <IdText value={r.transactionId} compact /> },
      { source: 'paymentAmount', label: label('paymentAmount'), sortable: true, align: 'right', render: (r) => money(r.paymentAmount, r.currency) },
      { source: 'serviceFee', label: label('serviceFee'), align: 'right', render: (r) => <Money amount={r.serviceFee} currency={r.currency} negative /> },
      { source: 'fxFee', label: label('fxFee'), align: 'right', render: (r) => <Money amount={r.fxFee} currency={r.currency} negative /> },
      { source: 'fee', label: label('fee'), align: 'right', render: (r) => <Money amount={r.fee} currency={r.currency} negative /> },
      { source: 'date', label: label('date'), sortable: true, render: (r) => plain(formatListTime(r.date)) },
      { source: 'settledAmount', label: label('settledAmount'), align: 'right', render: (r) => money(r.settledAmount, r.currency, true) },
    ],
  };
}
