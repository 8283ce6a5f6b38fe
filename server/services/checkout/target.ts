// What a checkout token opens: a payment link or a finalized invoice. The token alone decides the account and the
// mode, so the scope of everything the checkout does comes from the row found here.
import { invoiceRefusal, linkRefusal, refusalMessage, type CheckoutRefusal } from '../../../domain/checkout';
import type { DbOrTx } from '../../db/client';
import { Conflict } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { findInvoiceByPayToken, type InvoiceRow } from '../../repositories/invoices';
import { findPaymentLinkByToken, type PaymentLinkRow } from '../../repositories/payment-links';
import type { Scope } from '../../repositories/scope';
import { findPlanByToken, type PlanRow } from '../../repositories/subscriptions';

export type CheckoutTarget =
  | { kind: 'paymentLink'; scope: Scope; link: PaymentLinkRow }
  | { kind: 'invoice'; scope: Scope; invoice: InvoiceRow }
  | { kind: 'plan'; scope: Scope; plan: PlanRow };

/** Tokens are URL-safe base64 of random bytes; anything else cannot be one, so the database is not asked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The link or invoice of a token (locked FOR UPDATE when asked), or undefined when there is none. */
export async function findTarget(db: DbOrTx, token: string, opts: { lock?: boolean } = {}): Promise<CheckoutTarget | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const link = await findPaymentLinkByToken(db, token, opts);
  if (link) return { kind: 'paymentLink', scope: { accountId: link.accountId, livemode: link.livemode }, link };
  const invoice = await findInvoiceByPayToken(db, token, opts);
  if (invoice) return { kind: 'invoice', scope: { accountId: invoice.accountId, livemode: invoice.livemode }, invoice };
  const plan = await findPlanByToken(db, token, opts);
  if (plan) return { kind: 'plan', scope: { accountId: plan.accountId, livemode: plan.livemode }, plan };
  return undefined;
}

/** What is due: the link's price or the invoice's total, in minor units. */
export function dueOf(target: CheckoutTarget): { amount: number; currency: string } {
  if (target.kind === 'plan') return { amount: toSafeNumber(target.plan.amount), currency: target.plan.currency };
  return target.kind === 'paymentLink'
    ? { amount: toSafeNumber(target.link.amount), currency: target.link.currency }
    : { amount: toSafeNumber(target.invoice.totalAmount), currency: target.invoice.currency };
}

export function refusalOf(target: CheckoutTarget, now: Date): CheckoutRefusal | null {
  if (target.kind === 'plan') return target.plan.active ? null : 'deactivated';
  return target.kind === 'paymentLink' ? linkRefusal(target.link, now) : invoiceRefusal(target.invoice);
}

/** Refuses (409, translated) an item that cannot take a payment now. */
export function assertPayable(target: CheckoutTarget, now: Date): void {
  const reason = refusalOf(target, now);
  if (reason) throw Conflict(refusalMessage(reason));
}
