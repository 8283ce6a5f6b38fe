// Demo plans, coupons and subscriptions (issue 30) on the demo merchant in both modes, made by the real services at
// past instants (the checkout's subscribe, the billing job's own steps, the merchant's actions), so each renewal's
// invoice, payment, ledger entries and events agree with the balance: coupons active (with promotion codes), used by
// subscriptions, deactivated and expired; subscriptions in every status with up to a year of renewals.
import type { CheckoutPayInput } from '../../domain/checkout';
import type { PlanInput } from '../../domain/subscriptions/records';
import type { Db, DbOrTx } from '../db/client';
import type { JobSender } from '../lib/queues';
import { simulatedNetwork } from '../processor';
import { findPlan, updateSubscription } from '../repositories/subscriptions';
import type { Scope } from '../repositories/scope';
import { billSubscription } from '../services/subscriptions/billing';
import { createCoupon, deactivateCoupon } from '../services/subscriptions/coupons';
import { cancelSubscription, createPlan, pauseSubscription, subscribeAtCheckout } from '../services/subscriptions/manage';
import { createMemberTier } from '../services/subscriptions/membership';

const DAY = 86_400_000;
/** The seed queues nothing: the billing job's steps are run here, up to their instants. */
const NO_JOBS: JobSender = { send: async () => null };
const GOOD = '4242424242424242';
const FAILS = '4000000000009995';

const PLANS: Record<string, Omit<PlanInput, 'intervalCount'> & { intervalCount?: number }> = {
  starter: { productName: 'Starter', amount: 900, currency: 'USD', interval: 'month', trialDays: 0 },
  pro: { productName: 'Pro', amount: 2900, currency: 'USD', interval: 'month', trialDays: 14 },
  team: { productName: 'Team (yearly)', amount: 29_000, currency: 'USD', interval: 'year', trialDays: 0 },
  tokyo: { productName: 'Tokyo Studio', amount: 1500, currency: 'JPY', interval: 'month', trialDays: 0 },
};

/**
 * Who subscribes to what, when (days ago), with which code; `failFrom` (days ago): the card fails from then on;
 * `ends`: the merchant cancels or pauses at that many days ago; `dunningEnd`: how dunning ends when it runs out.
 */
const SUBSCRIPTIONS: {
  name: string;
  plan: keyof typeof PLANS;
  daysAgo: number;
  code?: string;
  failFrom?: number;
  dunningEnd?: 'unpaid';
  ends?: { action: 'cancel' | 'pause'; daysAgo: number };
}[] = [
  { name: 'Grace Hopper', plan: 'starter', daysAgo: 366, code: 'WELCOME25' }, // active, a year of renewals
  { name: 'Alan Turing', plan: 'team', daysAgo: 330 }, // active, yearly
  { name: 'Yuki Tanaka', plan: 'tokyo', daysAgo: 240, code: 'LOYAL10' }, // active, repeating coupon used up
  { name: 'Katherine Johnson', plan: 'pro', daysAgo: 5, code: 'SPRING25' }, // trialing
  { name: 'Margaret Hamilton', plan: 'starter', daysAgo: 160, failFrom: 10 }, // past_due, retries pending
  { name: 'Ada Byron', plan: 'starter', daysAgo: 270, failFrom: 130 }, // canceled by dunning
  { name: 'Edsger Dijkstra', plan: 'pro', daysAgo: 200, failFrom: 70, dunningEnd: 'unpaid' }, // unpaid
  { name: 'Barbara Liskov', plan: 'pro', daysAgo: 300, ends: { action: 'cancel', daysAgo: 90 } }, // canceled by the merchant
  { name: 'Donald Knuth', plan: 'starter', daysAgo: 210, ends: { action: 'pause', daysAgo: 30 } }, // paused
];

const card = (number: string, at: Date): CheckoutPayInput['card'] => ({ number, expMonth: 12, expYear: at.getUTCFullYear() + 4, cvc: '123' });

async function seedMode(tx: DbOrTx, scope: Scope, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const yearAgo = ago(400);
  const plans: Record<string, string> = {};
  for (const [key, p] of Object.entries(PLANS)) plans[key] = (await createPlan(tx, scope, { intervalCount: 1, ...p }, yearAgo)).id;
  if (!scope.livemode) {
    // Membership is test mode's: Starter's subscribers are Silver members, Pro's and Team's Gold; Tokyo gives no tier.
    await createMemberTier(tx, scope, { name: 'Silver', benefits: ['Members-only newsletter', 'Free standard shipping'], planIds: [plans.starter!] }, yearAgo);
    await createMemberTier(tx, scope, { name: 'Gold', benefits: ['Free express shipping', 'Early access to new releases', 'Priority support'], planIds: [plans.pro!, plans.team!] }, yearAgo);
  }

  const coupon = (input: Partial<Parameters<typeof createCoupon>[2]> & { name: string }, at: Date) =>
    createCoupon(tx, scope, { kind: 'percent', percentOffBps: null, amountOff: null, duration: 'once', durationMonths: null, minimumAmount: null, maxRedemptions: null, redeemBy: null, firstTimeOnly: false, promotionCodes: [], ...input }, at);
  await coupon({ name: 'Welcome 25% off', percentOffBps: 2500, promotionCodes: ['WELCOME25', 'SPRING25'] }, yearAgo);
  await coupon({ name: 'Loyalty 10 off for 6 months', kind: 'amount', amountOff: [{ currency: 'USD', amount: 1000 }, { currency: 'JPY', amount: 500 }], duration: 'repeating', durationMonths: 6, maxRedemptions: 100, promotionCodes: ['LOYAL10'] }, yearAgo);
  const founders = await coupon({ name: 'Founders 50% forever', percentOffBps: 5000, duration: 'forever', promotionCodes: ['FOUNDER'] }, yearAgo);
  await deactivateCoupon(tx as Db, scope, founders.id, ago(60));
  await coupon({ name: 'Black Friday 30%', percentOffBps: 3000, redeemBy: ago(90).toISOString(), promotionCodes: ['BLACKFRIDAY'] }, ago(120));

  const deps = { db: tx as Db, network: simulatedNetwork };
  for (const [i, s] of SUBSCRIPTIONS.entries()) {
    const plan = (await findPlan(tx, scope, plans[s.plan]!))!;
    const at = ago(s.daysAgo);
    const email = `${s.name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
    const { subscription } = await subscribeAtCheckout(
      tx as never,
      simulatedNetwork,
      plan,
      { card: card(GOOD, at), name: s.name, email, amount: Number(plan.amount), currency: plan.currency, promotionCode: s.code ?? null },
      new Date(at.getTime() + i * 60_000),
    );
    if (s.dunningEnd) await updateSubscription(tx, scope, subscription.id, { dunningEnd: s.dunningEnd });
    const until = s.failFrom ?? s.ends?.daysAgo;
    if (until !== undefined) await billSubscription(deps, scope, subscription.id, ago(until));
    if (s.failFrom !== undefined) {
      // The customer's card stops working (the bank declines it from then on).
      const d = simulatedNetwork.describe(card(FAILS, at));
      await updateSubscription(tx, scope, subscription.id, { cardLast4: d.last4, cardFingerprint: d.fingerprint, cardBrand: d.brand });
    }
    if (s.ends) {
      const ctx = { db: tx as Db, scope, network: simulatedNetwork, jobs: NO_JOBS, now: ago(s.ends.daysAgo) };
      if (s.ends.action === 'cancel') await cancelSubscription(ctx, subscription.id, 'now');
      else await pauseSubscription(ctx, subscription.id);
    }
    await billSubscription(deps, scope, subscription.id, now);
  }
}

export async function seedDemoSubscriptions(tx: DbOrTx, acme: string, now = new Date()) {
  await seedMode(tx, { accountId: acme, livemode: false }, now);
  await seedMode(tx, { accountId: acme, livemode: true }, now);
}
