// Seeds a payments world into one scope: customers, payments over 13 months in USD, EUR, CNY, JPY (zero-decimal)
// and KWD (three-decimal) in every status, refunds, weekly disbursements, and the ledger entries and events the
// services would have written, all consistent with each other. Rows go in with bulk inserts, in chunks, so a
// million payments need neither a million statements nor a million rows in memory.
import type { DbOrTx } from '../db/client';
import { accountTimezone } from '../repositories/accounts';
import type { Scope } from '../repositories/scope';
import { payoutEntries } from '../services/ledger';
import { bulkInsert, type BulkColumn, type BulkValue } from './bulk';
import { PAYMENT_COLUMNS } from './payment-columns';
import { PROFILES, SEED_CURRENCIES } from './payment-data';
import { addPaymentHistory, EVENT_COLUMNS, LEDGER_COLUMNS, ledgerValues, REFUND_COLUMNS, type ChunkRows, type HistoryWorld } from './payment-history';
import { idFactory, planDisbursements, planPayments, random, type PaymentPlan, type PlannedDisbursement, type Random } from './payment-plan';
import { personName, type SeedCustomer, type World } from './payment-rows';

export interface SeedPaymentsOptions {
  count: number;
  customers?: number;
  months?: number;
  now?: Date;
  seed?: number;
  /** Write the events too (the detail timelines); a bulk benchmark world may skip them. */
  events?: boolean;
  chunk?: number;
}

export interface SeedPaymentsResult {
  payments: number;
  customers: number;
  refunds: number;
  disbursements: number;
  ledgerEntries: number;
  events: number;
  ms: number;
}

const CUSTOMER_COLUMNS: BulkColumn[] = [
  ['id', 'text'], ['account_id', 'text'], ['livemode', 'boolean'], ['name', 'text'], ['email', 'text'], ['phone', 'text'],
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
];
const DISBURSEMENT_COLUMNS: BulkColumn[] = [
  ['id', 'text'], ['account_id', 'text'], ['livemode', 'boolean'], ['portal', 'text'], ['bank_name', 'text'], ['bank_account', 'text'],
  ['transaction_count', 'integer'], ['amount', 'bigint'], ['currency', 'text'], ['status', 'text'], ['created_at', 'timestamptz'],
  ['delivered_at', 'timestamptz'],
];

/** Customers, named in the style of the currency they first paid in, created just before their first payment. */
async function seedCustomers(db: DbOrTx, scope: Scope, plan: PaymentPlan, count: number, r: Random, newId: (p: string) => string) {
  const first = new Int32Array(count).fill(-1);
  for (let i = plan.n - 1; i >= 0; i--) if (plan.customer[i] >= 0) first[plan.customer[i]] = i;
  const list: SeedCustomer[] = [];
  const rows: BulkValue[][] = [];
  for (let c = 0; c < count; c++) {
    const i = first[c];
    const currency = SEED_CURRENCIES[i >= 0 ? plan.currency[i] : r.int(SEED_CURRENCIES.length)];
    const name = personName(r, PROFILES[currency].names);
    const id = newId('cus');
    const email = `customer${c + 1}.${id.slice(-5).toLowerCase()}@example.com`;
    const seen = i >= 0 ? plan.time[i] : Date.now() - r.between(1, 300) * 86_400_000;
    const createdAt = new Date(seen - r.between(60_000, 7_200_000));
    const phone = r.next() < 0.5 ? `+1 555 01${String(c % 100).padStart(2, '0')}` : null;
    list.push({ id, name, email });
    rows.push([id, scope.accountId, scope.livemode, name, email, phone, createdAt, createdAt]);
  }
  await bulkInsert(db, 'customers', CUSTOMER_COLUMNS, rows);
  return list;
}

/** The disbursements and their payout ledger entries; returns their ids in plan order. */
async function seedDisbursements(db: DbOrTx, w: Pick<World, 'scope' | 'newId'>, planned: PlannedDisbursement[]) {
  const ids = planned.map(() => w.newId('dsb'));
  const rows = planned.map((d, k): BulkValue[] => {
    const bank = PROFILES[d.currency as keyof typeof PROFILES].bank;
    const delivered = d.deliveredAt === null ? null : new Date(d.deliveredAt);
    return [ids[k], w.scope.accountId, w.scope.livemode, bank.portal, bank.bankName, bank.account, d.count, BigInt(d.amount),
      d.currency, delivered ? 'paid' : 'in_transit', new Date(d.createdAt), delivered];
  });
  await bulkInsert(db, 'disbursements', DISBURSEMENT_COLUMNS, rows);
  const entries = planned.flatMap((d, k) => payoutEntries({ id: ids[k], currency: d.currency, amount: BigInt(d.amount) }, new Date(d.createdAt)));
  await bulkInsert(db, 'ledger_entries', LEDGER_COLUMNS, entries.map((e) => ledgerValues(w.scope, e)));
  return { ids, entries: entries.length };
}

export async function seedPayments(db: DbOrTx, scope: Scope, opts: SeedPaymentsOptions): Promise<SeedPaymentsResult> {
  const started = performance.now();
  const now = (opts.now ?? new Date()).getTime();
  const seed = opts.seed ?? 20261121;
  const customerCount = opts.customers ?? Math.min(20_000, Math.max(10, Math.round(opts.count / 12)));
  const timezone = await accountTimezone(db, scope.accountId);
  const plan = planPayments(opts.count, customerCount, { now, months: opts.months ?? 13, seed, timezone });
  const r = random(seed + 1);
  const newId = idFactory();
  const customers = await seedCustomers(db, scope, plan, customerCount, r, newId);
  const disbursements = planDisbursements(plan, r, now);
  const paid = await seedDisbursements(db, { scope, newId }, disbursements.list);
  const firstRefund = new Int32Array(plan.n + 1);
  for (const p of plan.refunds.payment) firstRefund[p + 1]++;
  for (let i = 0; i < plan.n; i++) firstRefund[i + 1] += firstRefund[i];
  const disbursementIds = Array.from(disbursements.ofPayment, (k) => (k >= 0 ? paid.ids[k] : null));
  const world: HistoryWorld = { scope, plan, r, newId, customers, disbursementIds, firstRefund, events: opts.events ?? true, now };
  const totals = { refunds: 0, ledger: paid.entries, events: 0 };
  const chunk = opts.chunk ?? 10_000;
  for (let start = 0; start < plan.n; start += chunk) {
    const out: ChunkRows = { payments: [], refunds: [], ledger: [], events: [] };
    for (let i = start; i < Math.min(plan.n, start + chunk); i++) addPaymentHistory(out, world, i);
    await bulkInsert(db, 'payments', PAYMENT_COLUMNS, out.payments);
    await bulkInsert(db, 'refunds', REFUND_COLUMNS, out.refunds);
    await bulkInsert(db, 'ledger_entries', LEDGER_COLUMNS, out.ledger);
    // Events in time order, so their sequence reads as the history it describes.
    out.events.sort((a, b) => a.at - b.at);
    await bulkInsert(db, 'events', EVENT_COLUMNS, out.events.map((e) => e.values));
    totals.refunds += out.refunds.length;
    totals.ledger += out.ledger.length;
    totals.events += out.events.length;
  }
  return {
    payments: plan.n,
    customers: customerCount,
    refunds: totals.refunds,
    disbursements: disbursements.list.length,
    ledgerEntries: totals.ledger,
    events: totals.events,
    ms: Math.round(performance.now() - started),
  };
}

/** The demo world's payments: both merchants, both modes (the second merchant smaller). */
export async function seedDemoPayments(db: DbOrTx, accounts: { acme: string; globex: string }) {
  const worlds = [
    { accountId: accounts.acme, livemode: false, count: 3000, seed: 1 },
    { accountId: accounts.acme, livemode: true, count: 2500, seed: 2 },
    { accountId: accounts.globex, livemode: false, count: 600, seed: 3 },
    { accountId: accounts.globex, livemode: true, count: 400, seed: 4 },
  ];
  for (const w of worlds) await seedPayments(db, { accountId: w.accountId, livemode: w.livemode }, { count: w.count, seed: w.seed });
}
