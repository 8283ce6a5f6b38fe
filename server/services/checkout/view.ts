// The public checkout page's data (GET /api/checkout/:token): what is due, to whom, and whether it can be paid.
// Each view of a payment link counts as "opened" in its funnel.
import type { CheckoutView } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { accountProfile } from '../../repositories/invoices';
import { countLinkOpened } from '../../repositories/payment-links';
import { CARD_BRANDS } from '../../../domain/payment-methods';
import { getPaymentMethods } from '../payment-methods';
import { brandingOf } from '../business/profile';
import { dueOf, findTarget, refusalOf } from './target';

export async function checkoutView(db: DbOrTx, token: string, now: Date): Promise<CheckoutView> {
  const target = await findTarget(db, token);
  if (!target) throw NotFound();
  const profile = await accountProfile(db, target.scope.accountId);
  const merchantName = profile.name;
  const branding = brandingOf(profile.business, profile.accountName);
  const reason = refusalOf(target, now);
  const methods = await getPaymentMethods(db, target.scope);
  const acceptedBrands = CARD_BRANDS.filter((b) => methods.cardBrands[b]);
  const common = { livemode: target.scope.livemode, merchantName, branding, ...dueOf(target), payable: reason === null, reason, acceptedBrands };
  if (target.kind === 'paymentLink') {
    await countLinkOpened(db, target.link.id);
    return { kind: 'paymentLink', ...common, items: target.link.items, description: target.link.description };
  }
  if (target.kind === 'plan') {
    const { plan } = target;
    const amount = Number(plan.amount);
    return {
      kind: 'plan',
      ...common,
      items: [{ name: plan.productName, quantity: 1, unitAmount: amount, amount }],
      description: plan.productName,
      plan: { interval: plan.interval, intervalCount: plan.intervalCount, trialDays: plan.trialDays },
    };
  }
  const inv = target.invoice;
  return {
    kind: 'invoice',
    ...common,
    items: inv.items,
    description: inv.memo,
    invoice: { number: inv.number, name: inv.name, email: inv.email, dueDate: inv.dueDate },
    ...(inv.paymentId ? { paidPaymentId: inv.paymentId } : {}),
  };
}
