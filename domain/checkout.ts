// The public hosted checkout (收银台) of an invoice or a payment link: what the payer sends, what the page shows,
// and the pure rules deciding whether the item can be paid (the server applies them under a row lock).
import { z } from 'zod';
import { publicBrandingSchema } from './business/profile';
import { cardSchema } from './payments';
import { lineItemRecord } from './payment-links/records';
import { isLinkExpired, type PaymentLinkStatus } from './payment-links/status';

export const CHECKOUT_REFUSALS = ['paid', 'void', 'draft', 'expired', 'deactivated', 'limit_reached'] as const;
export type CheckoutRefusal = (typeof CHECKOUT_REFUSALS)[number];
export type CheckoutRefusalKey = `checkout_${CheckoutRefusal}`;

/** The 409 message key of a refusal. */
export function refusalMessage(reason: CheckoutRefusal): CheckoutRefusalKey {
  return `checkout_${reason}`;
}

export interface PayableLink {
  status: PaymentLinkStatus;
  expiresAt: Date | string | null;
  maxPayments: number | null;
  paidCount: number;
}

/** Why a payment link cannot be paid now, or null when it can. */
export function linkRefusal(link: PayableLink, now: Date): CheckoutRefusal | null {
  if (link.status === 'deactivated') return 'deactivated';
  if (isLinkExpired(link, now)) return 'expired';
  if (link.maxPayments !== null && link.paidCount >= link.maxPayments) return 'limit_reached';
  return null;
}

/** Why an invoice cannot be paid, or null when it can: only an open invoice takes a payment (past due included). */
export function invoiceRefusal(invoice: { status: 'draft' | 'open' | 'paid' | 'void' }): CheckoutRefusal | null {
  return invoice.status === 'open' ? null : invoice.status;
}

/** The amount and currency the page showed must be exactly what is due: anything else was tampered with or stale. */
export function amountMatches(due: { amount: number; currency: string }, sent: { amount: number; currency: string }): boolean {
  return due.amount === sent.amount && due.currency.toUpperCase() === sent.currency.trim().toUpperCase();
}

export const checkoutPaySchema = z.object({
  card: cardSchema,
  name: z.string({ error: 'checkout_name_required' }).trim().min(1, 'checkout_name_required').max(100, 'field_too_long'),
  email: z
    .string({ error: 'email_required' })
    .trim()
    .min(1, 'email_required')
    .max(254, 'field_too_long')
    .refine((s) => z.email().safeParse(s).success, 'email_invalid'),
  /** The amount the page showed, in minor units: compared with what is due, never charged as sent. */
  amount: z.number({ error: 'payment_amount_invalid' }).int('payment_amount_invalid').nonnegative('payment_amount_invalid'),
  currency: z.string({ error: 'currency_unsupported' }).trim().min(1, 'currency_unsupported').max(3, 'currency_unsupported'),
  /** A plan's checkout only: a customer-facing promotion code of a coupon. */
  promotionCode: z.string().trim().max(40, 'coupon_code_invalid').nullish(),
});
export type CheckoutPayInput = z.infer<typeof checkoutPaySchema>;

export const checkoutThreeDsSchema = z.object({
  paymentId: z.string().min(1).max(64),
  result: z.enum(['pass', 'fail']),
});

export const checkoutViewRecord = z.object({
  kind: z.enum(['invoice', 'paymentLink', 'plan']),
  livemode: z.boolean(),
  merchantName: z.string(),
  /** The merchant's branding (/settings-business): public name, contacts, colour, logo. */
  branding: publicBrandingSchema,
  currency: z.string(),
  amount: z.number().int(),
  items: z.array(lineItemRecord),
  description: z.string().nullable(),
  invoice: z.object({ number: z.string(), name: z.string(), email: z.string(), dueDate: z.string() }).optional(),
  payable: z.boolean(),
  reason: z.enum(CHECKOUT_REFUSALS).nullable(),
  /** The payment that settled the invoice, once paid. */
  paidPaymentId: z.string().optional(),
  /** A plan's checkout: how often it renews and its free trial (the amount is the price of one period). */
  plan: z.object({ interval: z.enum(['day', 'week', 'month', 'year']), intervalCount: z.number().int(), trialDays: z.number().int() }).optional(),
  /** The card brands the merchant takes here (settings keys, see domain/payment-methods). */
  acceptedBrands: z.array(z.string()),
});
export type CheckoutView = z.infer<typeof checkoutViewRecord>;

export const checkoutPayResultRecord = z.object({
  outcome: z.enum(['succeeded', 'failed', 'requires_action']),
  paymentId: z.string(),
  failureCode: z.string().nullable(),
  /** The decline reason in the payer's language. */
  message: z.string().nullable(),
  /** A plan's checkout: the subscription started (paymentId is then its first payment, or empty during a trial). */
  subscriptionId: z.string().optional(),
  /**
   * A plan's checkout: the subscription started, whether a trial (nothing charged yet, the first charge at trialEnd)
   * or active (amountCharged taken now by the payment paymentId, after the promotion code's discount).
   */
  subscription: z
    .object({ id: z.string(), status: z.enum(['trialing', 'active']), trialEnd: z.string().nullable(), amountCharged: z.number().int(), currency: z.string() })
    .optional(),
});
export type CheckoutPayResult = z.infer<typeof checkoutPayResultRecord>;
