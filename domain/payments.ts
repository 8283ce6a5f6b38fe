// Request schemas of the payments area, shared by the SPA forms and the API: create a payment, create a refund,
// complete 3-D Secure. Amounts are integer minor units; issue messages are keys of domain/payment-messages.ts.
import { z } from 'zod';
import { minorUnitExponent } from './currency';
import { MAX_PAYMENT_AMOUNT, minimumAmount } from './pricing';

/** Presentment currencies the card network accepts: fiat codes with 0, 2 or 3 decimals. */
export const PAYMENT_CURRENCIES = [
  'USD', 'EUR', 'GBP', 'CNY', 'HKD', 'SGD', 'AUD', 'CAD', 'CHF', 'JPY', 'KRW', 'KWD', 'BHD', 'JOD', 'OMR',
] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const currencySchema = z
  .string({ error: 'currency_unsupported' })
  .trim()
  .toUpperCase()
  .refine((c): c is PaymentCurrency => (PAYMENT_CURRENCIES as readonly string[]).includes(c), 'currency_unsupported');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardNumber = z
  .string({ error: 'card_number_invalid' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .refine((s) => /^\d{12,19}$/.test(s) && luhnValid(s), 'card_number_invalid');

export const cardSchema = z.object({
  number: cardNumber,
  expMonth: z.number({ error: 'card_expiry_invalid' }).int('card_expiry_invalid').min(1, 'card_expiry_invalid').max(12, 'card_expiry_invalid'),
  expYear: z.number({ error: 'card_expiry_invalid' }).int('card_expiry_invalid').min(2000, 'card_expiry_invalid').max(2100, 'card_expiry_invalid'),
  cvc: z.string({ error: 'card_cvc_invalid' }).regex(/^\d{3,4}$/, 'card_cvc_invalid'),
});
export type CardInput = z.infer<typeof cardSchema>;

const short = (max: number) => z.string().trim().max(max, 'field_too_long');

export const addressSchema = z.object({
  name: short(100).optional(),
  phone: short(40).optional(),
  email: z.email('email_invalid').max(254, 'field_too_long').optional(),
  line1: short(200).optional(),
  line2: short(200).optional(),
  city: short(100).optional(),
  state: short(100).optional(),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'field_invalid').optional(),
  postalCode: short(20).optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const newCustomerSchema = z.object({
  name: z.string({ error: 'field_required' }).trim().min(1, 'field_required').max(100, 'field_too_long'),
  email: z.email('email_invalid').max(254, 'field_too_long').optional(),
  phone: short(40).optional(),
});

/** Up to 20 string pairs, as card networks and webhooks carry them. */
export const metadataSchema = z
  .record(z.string().min(1).max(40), z.string().max(500, 'field_too_long'))
  .refine((m) => Object.keys(m).length <= 20, 'field_invalid');

export const amountSchema = z
  .number({ error: 'payment_amount_invalid' })
  .int('payment_amount_invalid')
  .positive('payment_amount_invalid')
  .max(MAX_PAYMENT_AMOUNT, 'payment_amount_too_large');

export const createPaymentSchema = z
  .object({
    amount: amountSchema,
    currency: currencySchema,
    card: cardSchema,
    customer: newCustomerSchema.optional(),
    customerId: z.string().min(1).max(64).optional(),
    description: short(500).optional(),
    metadata: metadataSchema.optional(),
    /** false = authorise only: the payment waits as uncaptured until captured or canceled. */
    capture: z.boolean().default(true),
    billing: addressSchema.optional(),
    shipping: addressSchema.optional(),
    trackingNumber: short(100).optional(),
    merchantOrderId: short(100).optional(),
    reference: short(100).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.customer && p.customerId) ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'customer_choose_one' });
    if (minorUnitExponent(p.currency) <= 3 && p.amount < minimumAmount(p.currency)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'payment_amount_too_small' });
    }
  });
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

export const createRefundSchema = z.object({
  paymentId: z.string({ error: 'refund_payment_required' }).trim().min(1, 'refund_payment_required').max(64, 'refund_payment_not_found'),
  /** Minor units; absent = everything that can still be refunded. */
  amount: z
    .number({ error: 'refund_amount_invalid' })
    .int('refund_amount_invalid')
    .positive('refund_amount_invalid')
    .max(MAX_PAYMENT_AMOUNT, 'refund_exceeds_refundable')
    .optional(),
  reason: z.enum(REFUND_REASONS, { error: 'refund_reason_required' }),
  description: short(500).optional(),
});
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

export const threeDsSchema = z.object({ result: z.enum(['pass', 'fail']) });
