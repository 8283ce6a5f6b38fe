// Properties of the balance (issue 28, item 4): after any sequence of payments, refunds, disputes (opened, accepted),
// card and bank-transfer top-ups, transfers held for review, payouts and settlement runs on the test clock, every
// balance figure equals the sum of its entries (summary == SQL sums, pending by day adds up to pending, reserved ==
// the open disputes' entries), top-ups only ever add to available, a payout never takes available below zero (only
// disputes may, as documented), a settlement run moves no money and each batch's net is the sum of the entries it
// settled (never a payout's or a top-up's), and concurrent payouts of one balance spend it at most once.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/lib/errors';
import { simulatedNetwork } from '../../server/processor';
import type { Scope } from '../../server/repositories/scope';
import { createTopup, receiveTransfer } from '../../server/services/balance/topups';
import { debitAvailable } from '../../server/services/ledger';
import { runSettlements } from '../../server/services/settlements/run';
import { setupTestApp } from '../helpers/app';
import { CARDS, makePayment } from '../factories/payments';
import { disputeMerchant, type DisputeClient } from '../factories/disputes';

const { app, database } = await setupTestApp();
const db = database.db;

type Summary = { currency: string; available: number; pending: number; reserved: { disputes: number; disbursements: number; total: number }; pendingByDate: { amount: number }[] };

async function sums(scope: Scope) {
  const result = await db.execute(sql`
    select currency, sum(amount)::text as total, coalesce(sum(amount) filter (where available_on <= now()), 0)::text as available
    from ledger_entries where account_id = ${scope.accountId} and livemode = ${scope.livemode} group by currency`);
  const rows = (result as unknown as { rows: { currency: string; total: string; available: string }[] }).rows;
  return new Map(rows.map((r) => [r.currency.trim(), { total: Number(r.total), available: Number(r.available) }]));
}

async function summary(c: DisputeClient): Promise<Map<string, Summary>> {
  const list = (await c.get('/balance/summary')).json().data as Summary[];
  return new Map(list.map((s) => [s.currency, s]));
}

async function openDisputeEntries(c: DisputeClient, currency: string) {
  const list = (await c.get('/balance-entries', { filter: { currency, reserved: 'disputes' }, range: [0, 499] })).json() as { amount: number }[];
  return 0 - list.reduce((s, e) => s + e.amount, 0);
}

async function expectFiguresAreSums(c: DisputeClient) {
  const [s, ledger] = await Promise.all([summary(c), sums(c.scope)]);
  expect([...s.keys()].sort()).toEqual([...ledger.keys()].sort());
  for (const [currency, b] of s) {
    expect(b.available + b.pending).toBe(ledger.get(currency)!.total);
    expect(b.available).toBe(ledger.get(currency)!.available);
    expect(b.pendingByDate.reduce((x, p) => x + p.amount, 0)).toBe(b.pending);
    expect(b.reserved.disputes).toBe(await openDisputeEntries(c, currency));
  }
}

/** Each batch's lines and net are the sums of the entries it settled; payouts and top-ups are never settled. */
async function expectBatchesAreSums(scope: Scope) {
  const result = await db.execute(sql`
    select s.id, s.net::text as net, s.gross::text as gross, coalesce(sum(l.amount), 0)::text as entries,
      coalesce(sum(l.amount) filter (where l.type = 'charge'), 0)::text as charges
    from settlements s left join ledger_entries l on l.settlement_id = s.id
    where s.account_id = ${scope.accountId} and s.livemode = ${scope.livemode} group by s.id`);
  for (const b of (result as unknown as { rows: { id: string; net: string; gross: string; entries: string; charges: string }[] }).rows) {
    expect(b.net, b.id).toBe(b.entries);
    expect(b.gross, b.id).toBe(b.charges);
  }
  const stray = await db.execute(sql`select count(*)::int as n from ledger_entries
    where account_id = ${scope.accountId} and livemode = ${scope.livemode} and settlement_id is not null and type in ('payout', 'topup')`);
  expect((stray as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
}

const available = async (c: DisputeClient, currency: string) => (await summary(c)).get(currency)?.available ?? 0;

const currency = fc.constantFrom('USD', 'EUR');
const operation = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1_000, max: 50_000 }), currency, availableNow: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('dispute' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('topupCard' as const), amount: fc.integer({ min: 1_000, max: 80_000 }), currency }),
  fc.record({ kind: fc.constant('topupBank' as const), amount: fc.integer({ min: 1_000, max: 80_000 }), currency, arrives: fc.boolean() }),
  fc.record({ kind: fc.constant('unmatched' as const), amount: fc.integer({ min: 1, max: 80_000 }), currency }),
  fc.record({ kind: fc.constant('payout' as const), amount: fc.integer({ min: 1, max: 120_000 }), currency }),
  // A settlement run on the test clock, some days ahead.
  fc.record({ kind: fc.constant('settle' as const), days: fc.integer({ min: 0, max: 6 }) }),
);

describe('balance properties', () => {
  it('figures are sums of entries; top-ups only add; payouts never overdraw; only disputes take available below zero; settlement runs move nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (ops) => {
        const m = await disputeMerchant(app, db);
        const c = m.test;
        const scope = c.scope;
        const payments: { id: string; amount: number; currency: string }[] = [];
        const disputes: { id: string; currency: string }[] = [];
        let n = 0;
        for (const op of ops) {
          const cur = 'currency' in op ? op.currency : 'USD';
          const before = await available(c, cur);
          if (op.kind === 'pay') {
            const p = await makePayment(c, { amount: op.amount, currency: op.currency }, op.availableNow ? CARDS.availableNow : CARDS.success);
            payments.push(p);
          } else if (op.kind === 'refund' && payments.length > 0) {
            const p = payments[op.pick % payments.length];
            await c.post('/refunds', { paymentId: p.id, amount: Math.max(1, Math.floor(p.amount * op.share)), reason: 'other' }, { 'idempotency-key': `r-${++n}` });
          } else if (op.kind === 'dispute' && payments.length > 0) {
            const p = payments[op.pick % payments.length];
            const res = await c.post(`/payments/${p.id}/dispute`, { reason: 'fraudulent', kind: 'chargeback' }, { 'idempotency-key': `d-${++n}` });
            if (res.statusCode === 201) disputes.push({ id: res.json().id, currency: p.currency });
          } else if (op.kind === 'accept' && disputes.length > 0) {
            await c.post(`/disputes/${disputes[op.pick % disputes.length].id}/accept`);
          } else if (op.kind === 'topupCard') {
            await db.transaction((tx) => createTopup({ tx, scope, now: new Date(), network: simulatedNetwork }, { method: 'card', amount: op.amount, currency: op.currency, card: { number: CARDS.success, expMonth: 12, expYear: 2040, cvc: '123' } }));
            expect(await available(c, cur)).toBe(before + op.amount);
          } else if (op.kind === 'topupBank') {
            const t = await db.transaction((tx) => createTopup({ tx, scope, now: new Date(), network: simulatedNetwork }, { method: 'bank_transfer', amount: op.amount, currency: op.currency }));
            if (op.arrives) await db.transaction((tx) => receiveTransfer({ tx, scope, now: new Date() }, { reference: t.reference!, amount: op.amount, currency: op.currency }));
            expect(await available(c, cur)).toBe(before + (op.arrives ? op.amount : 0));
          } else if (op.kind === 'unmatched') {
            await db.transaction((tx) => receiveTransfer({ tx, scope, now: new Date() }, { reference: `NOPE-${++n}`, amount: op.amount, currency: op.currency }));
            expect(await available(c, cur)).toBe(before);
          } else if (op.kind === 'payout') {
            try {
              await db.transaction((tx) => debitAvailable(tx, scope, { id: `po_${++n}`, currency: op.currency, amount: BigInt(op.amount) }, new Date()));
              expect(before).toBeGreaterThanOrEqual(op.amount);
              expect(await available(c, cur)).toBe(before - op.amount);
            } catch (e) {
              if (!(e instanceof AppError) || e.messageKey !== 'balance_insufficient_available') throw e;
              expect(before).toBeLessThan(op.amount);
              expect(await available(c, cur)).toBe(before);
            }
            expect(await available(c, cur)).toBeGreaterThanOrEqual(Math.min(before, 0));
          } else if (op.kind === 'settle') {
            const figures = await summary(c);
            await runSettlements(db, new Date(Date.now() + op.days * 86_400_000), { accountId: scope.accountId, livemode: scope.livemode });
            // A run states which funds became available; it moves none.
            expect(await summary(c)).toEqual(figures);
            await expectBatchesAreSums(scope);
          }
          await expectFiguresAreSums(c);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('payouts racing for one balance spend it at most once, under the balance lock', async () => {
    const m = await disputeMerchant(app, db);
    const scope = m.test.scope;
    await db.transaction((tx) => createTopup({ tx, scope, now: new Date(), network: simulatedNetwork }, { method: 'card', amount: 10_000, currency: 'USD', card: { number: CARDS.success, expMonth: 12, expYear: 2040, cvc: '123' } }));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => db.transaction((tx) => debitAvailable(tx, scope, { id: `po_race_${i}`, currency: 'USD', amount: 3_000n }, new Date()))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await summary(m.test)).get('USD')!.available).toBe(1_000);
  });
});
