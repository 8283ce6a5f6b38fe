// Transfer lists (/transfer, issue 28): money moved between the merchant's balance and accounts (top-ups in,
// disbursements out, transfers held for review), as a simple-rest list with direction counts, detail and export.
import type { FastifyPluginAsync } from 'fastify';
import { fromMinorUnits } from '../../../domain/currency';
import { TRANSFER_CSV } from '../../../domain/csv-headers';
import { groupAccountNumber, virtualAccountNumber } from '../../../domain/balance/rules';
import { smartAccountNumber } from '../../../domain/smart-account/rules';
import { transferCountsRecord, transferFilterSchema, transferRecord, type TransferRecord } from '../../../domain/balance/records';
import { listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { countTransfers, countTransfersByDirection, findTransfer, listTransfers, transferBatch, TRANSFER_SORT_FIELDS, type TransferRow } from '../../repositories/transfers';

/**
 * The other side as the merchant knows it, the same in the list, the detail and the export: their bank account, the
 * payout's beneficiary, the smart account a move went to or came from, the card charged, or the virtual account paid
 * into.
 */
function counterparty(r: TransferRow): string | null {
  if (r.kind === 'disbursement') return [r.bankName, r.bankAccount].filter(Boolean).join(' ') || null;
  if (r.kind === 'payout') return r.bankName ? `${r.bankName} •••• ${r.bankAccount ?? ''}` : null;
  if (r.kind === 'smart_account') return groupAccountNumber(smartAccountNumber(r.accountId, r.livemode));
  if (r.method === 'card') return r.cardBrand && r.cardLast4 ? `${r.cardBrand} •••• ${r.cardLast4}` : null;
  return groupAccountNumber(virtualAccountNumber(r.accountId, r.livemode));
}

export function transferRecordOf(r: TransferRow): TransferRecord {
  return {
    id: r.id,
    kind: r.kind,
    direction: r.direction,
    status: r.status,
    amount: toSafeNumber(r.amount),
    currency: r.currency.trim(),
    counterparty: counterparty(r),
    reference: r.reference,
    createdAt: new Date(r.createdAt),
    completedAt: r.completedAt ? new Date(r.completedAt) : null,
  };
}

export const transferResource = listResource({
  resource: 'transfers',
  record: transferRecord,
  query: { filter: transferFilterSchema, sortFields: TRANSFER_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List transfers: top-ups in, disbursements out, transfers held for review (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listTransfers(db, scope, q);
      return { records: rows.map((r) => transferRecordOf(r)), total };
    },
  },
  counts: {
    summary: 'Transfers per direction for the tabs (the filter without its direction)',
    record: transferCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(['in', 'out'] as const, await countTransfersByDirection(db, scope, filter)),
  },
  detail: {
    summary: 'A transfer',
    find: async ({ db, scope }, id) => {
      const row = await findTransfer(db, scope, id);
      if (!row) throw NotFound();
      return transferRecordOf(row);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<TransferRow>()(TRANSFER_CSV.columns, {
      transferId: (r) => r.id,
      created: (r, f) => f.time(new Date(r.createdAt)),
      kind: (r) => r.kind,
      direction: (r) => r.direction,
      status: (r, f) => f.label(TRANSFER_CSV.statuses, r.status),
      currency: (r) => r.currency.trim(),
      amount: (r) => fromMinorUnits(BigInt(r.amount), r.currency.trim()),
      counterparty: (r) => counterparty(r) ?? '',
      reference: (r) => r.reference,
      completed: (r, f) => (r.completedAt ? f.time(new Date(r.completedAt)) : ''),
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countTransfers(db, scope, filter, ids),
      batch: (after, limit) => transferBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const transferRoutes: FastifyPluginAsync = async (app) => {
  registerListResource(app, transferResource);
};
