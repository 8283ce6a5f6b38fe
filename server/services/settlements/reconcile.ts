// Reconciliation (issue 28): a batch's entries against the objects that caused them, field by field, and the
// payments of its period it should have settled; a bank statement against the batches due to arrive in its period.
import { fromMinorUnits } from '../../../domain/currency';
import { CAPTURED_STATUSES, type PaymentStatus } from '../../../domain/payment-status';
import type { ReconciliationRecord, StatementReconciliationRecord } from '../../../domain/settlements/reconciliation';
import type { StatementLine } from '../../../domain/settlements/statement';
import type { DbOrTx } from '../../db/client';
import { toSafeNumber } from '../../lib/money';
import type { Scope } from '../../repositories/scope';
import { batchEntriesWithSources, batchesArriving, paymentsMissingFromBatch, type SettlementRow } from '../../repositories/settlements';

type Difference = ReconciliationRecord['differences'][number];
const iso = (v: string | Date | null) => (v === null ? '' : new Date(v).toISOString());
const neg = (v: string) => (BigInt(v) < 0n ? (-BigInt(v)).toString() : BigInt(v).toString());

export async function reconcileBatch(db: DbOrTx, scope: Scope, batch: SettlementRow): Promise<ReconciliationRecord> {
  const entries = await batchEntriesWithSources(db, scope, batch.id);
  const out: ReconciliationRecord = { settlementId: batch.id, matched: 0, differences: [], ledgerOnly: [], paymentsOnly: [] };
  for (const e of entries) {
    const diffs: Difference[] = [];
    const differ = (field: Difference['field'], ledger: string, source: string) => {
      if (ledger !== source) diffs.push({ entryId: e.entry_id, sourceId: e.source_id, type: e.type, field, ledger, source });
    };
    let found = true;
    if (e.type === 'charge' || e.type === 'fee') {
      if (e.payment_id === null) found = false;
      else {
        if (e.type === 'charge') differ('amount', e.amount, e.payment_amount!);
        else differ('fee', neg(e.amount), e.payment_fee!);
        differ('currency', e.currency.trim(), e.payment_currency!.trim());
        differ('availableOn', iso(e.available_on), iso(e.payment_available_on));
        if (!CAPTURED_STATUSES.includes(e.payment_status as PaymentStatus)) diffs.push({ entryId: e.entry_id, sourceId: e.source_id, type: e.type, field: 'status', ledger: 'captured', source: e.payment_status ?? '' });
      }
    } else if (e.type === 'refund' || e.type === 'refund_reversal') {
      if (e.refund_id === null) found = false;
      else differ('amount', neg(e.amount), e.refund_amount!);
    } else if (e.type === 'dispute' || e.type === 'dispute_fee' || e.type === 'dispute_reversal') {
      if (e.dispute_id === null) found = false;
      else if (e.type === 'dispute') differ('amount', neg(e.amount), e.dispute_amount!);
      else if (e.type === 'dispute_fee') differ('fee', neg(e.amount), e.dispute_fee!);
      else if (neg(e.amount) !== e.dispute_amount && neg(e.amount) !== e.dispute_fee) differ('amount', neg(e.amount), e.dispute_amount!);
    } else found = false;
    if (!found) out.ledgerOnly.push({ entryId: e.entry_id, sourceId: e.source_id, type: e.type, amount: toSafeNumber(e.amount) });
    else if (diffs.length) out.differences.push(...diffs);
    else out.matched++;
  }
  for (const p of await paymentsMissingFromBatch(db, scope, batch)) {
    out.paymentsOnly.push({ paymentId: p.id, amount: toSafeNumber(p.amount), currency: p.currency.trim(), availableOn: new Date(p.available_on), settledIn: p.settlement_id });
  }
  return out;
}

/** A finding of a batch's reconciliation as one row of its CSV: amounts and fees in major units of the batch's currency. */
export interface ReconciliationFinding {
  finding: 'difference' | 'ledgerOnly' | 'paymentsOnly';
  entryId: string;
  sourceId: string;
  type: string;
  field: string;
  ledger: string;
  source: string;
}

export function reconciliationFindings(r: ReconciliationRecord, currency: string): ReconciliationFinding[] {
  const money = (field: string, value: string) => (value !== '' && (field === 'amount' || field === 'fee') ? fromMinorUnits(value, currency) : value);
  return [
    ...r.differences.map((d): ReconciliationFinding => ({ finding: 'difference', ...d, ledger: money(d.field, d.ledger), source: money(d.field, d.source) })),
    ...r.ledgerOnly.map((e): ReconciliationFinding => ({ finding: 'ledgerOnly', entryId: e.entryId, sourceId: e.sourceId, type: e.type, field: 'amount', ledger: fromMinorUnits(e.amount, currency), source: '' })),
    ...r.paymentsOnly.map((p): ReconciliationFinding => ({ finding: 'paymentsOnly', entryId: '', sourceId: p.paymentId, type: 'charge', field: 'amount', ledger: '', source: fromMinorUnits(p.amount, p.currency) })),
  ];
}

/**
 * Which batches due in the period arrived (a statement line with their reference, or else with their currency,
 * amount and arrival date), which arrived with another amount, which are missing, and which lines no batch
 * explains. Batches with nothing to credit (net of zero or less) are not expected on the statement.
 */
export async function reconcileStatement(db: DbOrTx, scope: Scope, periodFrom: string, periodTo: string, lines: StatementLine[]): Promise<StatementReconciliationRecord> {
  const batches = (await batchesArriving(db, scope, periodFrom, periodTo)).filter((b) => b.net > 0n);
  const unused = new Set(lines);
  const out: StatementReconciliationRecord = { periodFrom, periodTo, arrived: [], amountDiffers: [], missing: [], unknown: [] };
  const side = (b: SettlementRow) => ({ settlementId: b.id, bankReference: b.bankReference, currency: b.currency.trim(), net: toSafeNumber(b.net), arrivalDate: b.arrivalDate, status: b.status });
  const rest: SettlementRow[] = [];
  for (const b of batches) {
    const line = lines.find((l) => unused.has(l) && l.reference === b.bankReference);
    if (!line) {
      rest.push(b);
      continue;
    }
    unused.delete(line);
    if (line.currency === b.currency.trim() && BigInt(line.amount) === b.net) out.arrived.push({ ...side(b), line: line.line });
    else out.amountDiffers.push({ ...side(b), line: line.line, statementAmount: line.amount });
  }
  for (const b of rest) {
    const line = lines.find((l) => unused.has(l) && l.currency === b.currency.trim() && BigInt(l.amount) === b.net && l.date === b.arrivalDate);
    if (line) {
      unused.delete(line);
      out.arrived.push({ ...side(b), line: line.line });
    } else out.missing.push(side(b));
  }
  out.unknown = [...unused].map((l) => ({ line: l.line, date: l.date, reference: l.reference, amount: l.amount, currency: l.currency }));
  return out;
}
