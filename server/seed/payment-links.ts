// Demo payment links for the demo merchant in both modes, paid and declined through the real checkout service, so
// the links' funnels, their payments, the customers and the ledger agree with each other.
import { eq, sql } from 'drizzle-orm';
import type { CheckoutPayInput } from '../../domain/checkout';
import { paymentLinkInputSchema } from '../../domain/payment-links/schema';
import { simulatedNetwork } from '../processor';
import type { Scope } from '../repositories/scope';
import { attemptPayment } from '../services/checkout/pay';
import { findTarget } from '../services/checkout/target';
import { createPaymentLink, deactivatePaymentLink } from '../services/payment-links/manage';
import type { Tx } from '../db/client';
import { paymentLinks } from '../db/schema';

const SUCCESS = '4242424242424242';
const DECLINED = '4000000000000002';

interface DemoLink {
  livemode: boolean;
  body: Record<string, unknown>;
  /** Cards the demo payers used, in order. */
  payments?: string[];
  /** Page views beyond the attempts. */
  extraViews?: number;
  deactivate?: boolean;
}

const DAY = 86_400_000;

const LINKS: DemoLink[] = [
  { livemode: false, body: { currency: 'USD', amount: 2500, description: 'Yoga class (drop-in)' }, payments: [SUCCESS, DECLINED, SUCCESS], extraViews: 6 },
  {
    livemode: false,
    body: { currency: 'EUR', items: [{ name: 'Workshop ticket', quantity: 1, unitAmount: 12_000 }, { name: 'Lunch', quantity: 1, unitAmount: 1_500 }], description: 'Spring workshop', maxPayments: 1 },
    payments: [SUCCESS],
    extraViews: 2,
  },
  { livemode: false, body: { currency: 'CNY', amount: 68_800, description: '咨询服务（一小时）', expiresInDays: 30 }, extraViews: 3 },
  { livemode: false, body: { currency: 'USD', amount: 9_900, description: 'Conference pass' }, payments: [DECLINED], extraViews: 1 },
  { livemode: false, body: { currency: 'GBP', amount: 1_000, description: 'Old promotion' }, deactivate: true },
  { livemode: true, body: { currency: 'USD', amount: 4_900, description: 'Monthly membership', maxPayments: 100 }, payments: [SUCCESS], extraViews: 4 },
  { livemode: true, body: { currency: 'JPY', amount: 5_000, description: 'Donation' } },
];

function payerInput(card: string, due: { amount: bigint; currency: string }, i: number): CheckoutPayInput {
  return {
    card: { number: card, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' },
    name: `Demo Payer ${i + 1}`,
    email: `payer${i + 1}@example.com`,
    amount: Number(due.amount),
    currency: due.currency,
  };
}

export async function seedDemoPaymentLinks(tx: Tx, accountId: string) {
  const now = new Date();
  for (const demo of LINKS) {
    const scope: Scope = { accountId, livemode: demo.livemode };
    const { expiresInDays, ...body } = demo.body;
    const expiresAt = typeof expiresInDays === 'number' ? new Date(now.getTime() + expiresInDays * DAY).toISOString() : undefined;
    const link = await createPaymentLink(tx, scope, paymentLinkInputSchema.parse({ ...body, expiresAt }), now);
    for (const [i, card] of (demo.payments ?? []).entries()) {
      const target = await findTarget(tx, link.token, { lock: true });
      if (target) await attemptPayment({ tx, scope, network: simulatedNetwork, now }, target, payerInput(card, link, i));
    }
    const views = (demo.payments?.length ?? 0) + (demo.extraViews ?? 0);
    await tx.update(paymentLinks).set({ openedCount: sql`${paymentLinks.openedCount} + ${views}` }).where(eq(paymentLinks.id, link.id));
    if (demo.deactivate) await deactivatePaymentLink(tx, scope, link.id, now);
  }
}
