// Demo invoices: for each merchant and mode, drafts, open invoices (some past due), paid ones linked to real
// succeeded payments of the seeded history (so amounts, customers and the ledger agree), and void ones, with the
// events their changes would have written.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { pricedItems, invoiceTotal, type FeeType, type LineItemInput } from '../../domain/invoices/schema';
import { objectId, randomId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { payments, type LineItem } from '../db/schema';
import { recordInvoiceEvent } from '../services/invoices/events';
import { insertInvoice, type InvoiceRow } from '../repositories/invoices';
import { inScope, type Scope } from '../repositories/scope';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Plan {
  status: 'draft' | 'open' | 'void';
  name: string;
  email: string;
  currency: string;
  feeType: FeeType;
  items: LineItemInput[];
  /** Days from now: when it was created and when it is due. */
  createdDaysAgo: number;
  dueInDays: number;
}

const PLANS: Plan[] = [
  { status: 'void', name: 'Olivia Martin', email: 'olivia.martin@example.com', currency: 'USD', feeType: 'consulting', items: [{ name: 'Strategy workshop', quantity: 1, unitAmount: 180_000 }], createdDaysAgo: 60, dueInDays: -30 },
  { status: 'open', name: '王芳', email: 'wang.fang@example.com', currency: 'CNY', feeType: 'tuition', items: [{ name: '秋季学期学费', quantity: 1, unitAmount: 2_580_000 }, { name: '教材费', quantity: 3, unitAmount: 12_000 }], createdDaysAgo: 45, dueInDays: -15 },
  { status: 'open', name: 'Lukas Becker', email: 'lukas.becker@example.com', currency: 'EUR', feeType: 'accommodation', items: [{ name: 'Student residence, October', quantity: 1, unitAmount: 65_000 }], createdDaysAgo: 40, dueInDays: -5 },
  { status: 'void', name: 'Sato Yuki', email: 'sato.yuki@example.com', currency: 'JPY', feeType: 'medical', items: [{ name: 'Health check', quantity: 1, unitAmount: 28_000 }], createdDaysAgo: 20, dueInDays: 10 },
  { status: 'open', name: 'Priya Nair', email: 'priya.nair@example.com', currency: 'USD', feeType: 'medical', items: [{ name: 'Physiotherapy session', quantity: 4, unitAmount: 9_500 }], createdDaysAgo: 6, dueInDays: 14 },
  { status: 'open', name: 'Chen Jie', email: 'chen.jie@example.com', currency: 'USD', feeType: 'goods', items: [{ name: 'Laptop stand', quantity: 10, unitAmount: 3_999 }, { name: 'USB-C hub', quantity: 10, unitAmount: 2_499 }], createdDaysAgo: 3, dueInDays: 27 },
  { status: 'draft', name: 'Amara Okafor', email: 'amara.okafor@example.com', currency: 'GBP', feeType: 'tuition', items: [{ name: 'Spring term', quantity: 1, unitAmount: 475_000 }], createdDaysAgo: 2, dueInDays: 30 },
  { status: 'draft', name: 'Mateo García', email: 'mateo.garcia@example.com', currency: 'EUR', feeType: 'services', items: [{ name: 'Translation, 12 pages', quantity: 12, unitAmount: 2_500 }], createdDaysAgo: 1, dueInDays: 14 },
  { status: 'draft', name: '李娜', email: 'li.na@example.com', currency: 'CNY', feeType: 'other', items: [{ name: '报名费', quantity: 1, unitAmount: 50_000 }], createdDaysAgo: 0, dueInDays: 7 },
];

const FEE_FOR_PAID: FeeType[] = ['tuition', 'services', 'goods'];

type Draft = Omit<Parameters<typeof insertInvoice>[2], 'number'>;

function fromPlan(p: Plan, now: number): Draft {
  const createdAt = new Date(now - p.createdDaysAgo * DAY - 3 * 3600_000);
  const finalized = p.status === 'draft' ? null : new Date(createdAt.getTime() + 3600_000);
  return {
    id: objectId('inv'),
    status: p.status,
    name: p.name,
    email: p.email,
    currency: p.currency,
    feeType: p.feeType,
    items: pricedItems(p.items),
    totalAmount: BigInt(invoiceTotal(p.items)),
    paymentMethod: 'card',
    dueDate: isoDay(now + p.dueInDays * DAY),
    payToken: finalized ? randomId(32) : null,
    finalizedAt: finalized,
    voidedAt: p.status === 'void' ? new Date(createdAt.getTime() + 2 * DAY) : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Paid invoices made for recent succeeded payments with a customer (one line: the amount paid). */
async function paidDrafts(db: DbOrTx, scope: Scope, count: number): Promise<Draft[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(inScope(payments, scope, eq(payments.status, 'succeeded'), isNull(payments.invoiceId), isNotNull(payments.customerId), isNotNull(payments.customerEmail)))
    .orderBy(desc(payments.createdAt))
    .limit(count);
  return rows.map((p, i): Draft => {
    const createdAt = new Date(p.createdAt.getTime() - (5 + i) * DAY);
    const items: LineItem[] = [{ name: p.description ?? 'Order', quantity: 1, unitAmount: Number(p.amount), amount: Number(p.amount) }];
    return {
      id: objectId('inv'),
      status: 'paid',
      customerId: p.customerId,
      name: p.customerName ?? 'Customer',
      email: p.customerEmail!,
      currency: p.currency,
      feeType: FEE_FOR_PAID[i % FEE_FOR_PAID.length],
      items,
      totalAmount: p.amount,
      paymentMethod: 'card',
      dueDate: isoDay(createdAt.getTime() + 30 * DAY),
      payToken: randomId(32),
      paymentId: p.id,
      paidAt: p.capturedAt ?? p.createdAt,
      finalizedAt: new Date(createdAt.getTime() + 3600_000),
      createdAt,
      updatedAt: p.capturedAt ?? p.createdAt,
    };
  });
}

async function seedScope(db: DbOrTx, scope: Scope, plans: Plan[], paid: number, now: number) {
  const drafts = [...plans.map((p) => fromPlan(p, now)), ...(await paidDrafts(db, scope, paid))]
    .sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (const [i, d] of drafts.entries()) {
    const row: InvoiceRow = await insertInvoice(db, scope, { ...d, number: `INV-${String(i + 1).padStart(4, '0')}` });
    await recordInvoiceEvent(db, scope, 'invoice.created', { ...row, status: 'draft' }, row.createdAt);
    if (row.finalizedAt) await recordInvoiceEvent(db, scope, 'invoice.finalized', { ...row, status: 'open' }, row.finalizedAt);
    if (row.voidedAt) await recordInvoiceEvent(db, scope, 'invoice.voided', row, row.voidedAt);
    if (row.paymentId && row.paidAt) {
      await db.update(payments).set({ invoiceId: row.id }).where(and(inScope(payments, scope, eq(payments.id, row.paymentId))));
      await recordInvoiceEvent(db, scope, 'invoice.paid', row, row.paidAt);
    }
  }
}

/** The demo merchant gets every state in both modes; the second merchant a couple of its own (for isolation). */
export async function seedDemoInvoices(db: DbOrTx, accounts: { acme: string; globex: string }, now = Date.now()) {
  for (const livemode of [false, true]) {
    await seedScope(db, { accountId: accounts.acme, livemode }, PLANS, 3, now);
    await seedScope(db, { accountId: accounts.globex, livemode }, PLANS.slice(-4, -2), 1, now);
  }
}
