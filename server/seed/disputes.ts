// Demo disputes: on captured, unrefunded payments of the seeded customers, one in every state (and the states a
// merchant meets most, twice), moved there by the real services at past instants, so the ledger, the events and
// the history agree. Also `npm run seed -- --disputes N` for bulk lists.
import { and, desc, eq, gte, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { EvidenceText } from '../../domain/disputes/evidence';
import type { DisputeKind, DisputeReason } from '../../domain/disputes/status';
import type { Scope } from '../repositories/scope';
import { acceptDispute, decideDispute, expireDispute, openDispute, saveEvidenceDraft, submitEvidence } from '../services/disputes/moves';
import type { DbOrTx } from '../db/client';
import { disputes, payments } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Scenario {
  reason: DisputeReason;
  kind?: DisputeKind;
  /** How long ago the network opened it. */
  openedHoursAgo: number;
  draft?: EvidenceText;
  then?: 'submit' | 'won' | 'lost' | 'accepted' | 'expired';
}

const SCENARIOS: Scenario[] = [
  { reason: 'product_not_received', openedHoursAgo: 20, draft: { shippingCarrier: 'SF Express' } },
  { reason: 'fraudulent', openedHoursAgo: 6.5 * 24 },
  { reason: 'general', kind: 'inquiry', openedHoursAgo: 50 },
  { reason: 'product_unacceptable', openedHoursAgo: 4 * 24, draft: { productDescription: 'Hand-made ceramic mug, 350 ml, glazed.', customerCommunication: 'The customer wrote on day 2 that the mug arrived intact.' }, then: 'submit' },
  { reason: 'duplicate', openedHoursAgo: 12 * 24, draft: { duplicateChargeExplanation: 'The two charges are two separate orders (#1041 and #1042).' }, then: 'won' },
  { reason: 'subscription_canceled', openedHoursAgo: 15 * 24, draft: { other: 'The customer canceled after the billing date.' }, then: 'lost' },
  { reason: 'credit_not_processed', openedHoursAgo: 9 * 24, then: 'accepted' },
  { reason: 'fraudulent', openedHoursAgo: 20 * 24, then: 'expired' },
  { reason: 'product_not_received', openedHoursAgo: 2 * 24, draft: { trackingNumber: 'SF1234567890' } },
];

/** Captured, unrefunded, undisputed payments with a customer, created 21 to 90 days ago, newest first. */
async function disputablePayments(db: DbOrTx, scope: Scope, limit: number, now: Date) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(
      eq(payments.accountId, scope.accountId), eq(payments.livemode, scope.livemode), eq(payments.status, 'succeeded'),
      isNotNull(payments.customerId), gte(payments.createdAt, new Date(now.getTime() - 90 * DAY)), lte(payments.createdAt, new Date(now.getTime() - 21 * DAY)),
      notExists(db.select({ one: sql`1` }).from(disputes).where(eq(disputes.paymentId, payments.id))),
    ))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

async function play(tx: DbOrTx, scope: Scope, paymentId: string, s: Scenario, now: Date) {
  const at = (hoursAfterOpening: number) => new Date(now.getTime() - s.openedHoursAgo * HOUR + hoursAfterOpening * HOUR);
  const d = await openDispute({ tx, scope, now: at(0) }, paymentId, { reason: s.reason, kind: s.kind ?? 'chargeback' });
  if (s.draft) await saveEvidenceDraft({ tx, scope, now: at(6) }, d.id, s.draft);
  switch (s.then) {
    case 'submit':
      await submitEvidence({ tx, scope, now: at(30) }, d.id, undefined);
      break;
    case 'won':
    case 'lost':
      await submitEvidence({ tx, scope, now: at(30) }, d.id, undefined);
      await decideDispute({ tx, scope, now: at(8 * 24) }, d.id, s.then);
      break;
    case 'accepted':
      await acceptDispute({ tx, scope, now: at(26) }, d.id);
      break;
    case 'expired':
      await expireDispute({ tx, scope, now: at(7 * 24 + 0.05) }, d.id);
      break;
  }
}

/** Opens `count` disputes in one scope, cycling through the scenarios; returns how many it could place. */
export async function seedDisputes(tx: DbOrTx, scope: Scope, count: number, now = new Date()): Promise<number> {
  const targets = await disputablePayments(tx, scope, count, now);
  for (const [i, p] of targets.entries()) await play(tx, scope, p.id, SCENARIOS[i % SCENARIOS.length]!, now);
  return targets.length;
}

/** The demo world's disputes: every state in both modes of the demo merchant, a few for the second merchant. */
export async function seedDemoDisputes(tx: DbOrTx, accounts: { acme: string; globex: string }) {
  await seedDisputes(tx, { accountId: accounts.acme, livemode: false }, SCENARIOS.length);
  await seedDisputes(tx, { accountId: accounts.acme, livemode: true }, SCENARIOS.length - 1);
  await seedDisputes(tx, { accountId: accounts.globex, livemode: false }, 4);
  await seedDisputes(tx, { accountId: accounts.globex, livemode: true }, 3);
}
