// The balance-entries resource: the ledger entries behind each balance figure, with the shared filters (currency,
// type, availability, the reserved part, created range, source id), sort, counts per type for the tabs, detail and
// the streamed CSV export.
import { fromMinorUnits } from '../../../domain/currency';
import { LEDGER_ENTRY_CSV } from '../../../domain/csv-headers';
import { LEDGER_ENTRY_TYPES } from '../../../domain/balance/rules';
import { ledgerEntryCountsRecord, ledgerEntryFilterSchema, ledgerEntryRecord } from '../../../domain/balance/records';
import { listResource, statusCounts } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import {
  countLedgerEntries, countLedgerEntriesByType, findLedgerEntry, LEDGER_ENTRY_SORT_FIELDS, ledgerEntryBatch, listLedgerEntries, type LedgerEntryExportRow,
} from '../../repositories/ledger-entries';
import { ledgerEntryRecordOf } from '../../services/balance/summary';

export const balanceEntryResource = listResource({
  resource: 'balance-entries',
  tags: ['balance'],
  record: ledgerEntryRecord,
  query: { filter: ledgerEntryFilterSchema, sortFields: LEDGER_ENTRY_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List the ledger entries a balance is the sum of (simple-rest)',
    page: async ({ db, scope }, q) => {
      const now = new Date();
      const { rows, total } = await listLedgerEntries(db, scope, q, now);
      return { records: rows.map((r) => ledgerEntryRecordOf(r, now)), total };
    },
  },
  counts: {
    summary: 'Ledger entries per type for the tabs (the filter without its type)',
    record: ledgerEntryCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(LEDGER_ENTRY_TYPES, await countLedgerEntriesByType(db, scope, filter, new Date())),
  },
  detail: {
    summary: 'A ledger entry',
    find: async ({ db, scope }, id) => {
      const row = await findLedgerEntry(db, scope, id);
      if (!row) throw NotFound();
      return ledgerEntryRecordOf(row, new Date());
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<LedgerEntryExportRow>()(LEDGER_ENTRY_CSV.columns, {
      entryId: (r) => r.id,
      created: (r, f) => f.time(r.createdAt),
      type: (r) => r.type,
      sourceId: (r) => r.sourceId,
      currency: (r) => r.currency,
      amount: (r) => fromMinorUnits(r.amount, r.currency),
      availableOn: (r, f) => f.time(r.availableOn),
    }),
    source: (db, scope, filter, ids) => {
      const now = new Date();
      return {
        count: () => countLedgerEntries(db, scope, filter, now, ids),
        batch: (after, limit) => ledgerEntryBatch(db, scope, filter, now, ids, after, limit),
      };
    },
  },
});
