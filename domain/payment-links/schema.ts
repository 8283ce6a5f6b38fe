// The payment-link form and API body, shared by the SPA's /newPaymentLink page and POST {base}/payment-links:
// a currency and either a fixed amount or line items (whose total is the price), plus optional description,
// expiry and maximum number of payments. Line items are the invoices' (same schema, same messages); issue
// messages are keys of domain/messages.ts.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { amountSchema, PAYMENT_CURRENCIES, type PaymentCurrency } from '../payments';
import { MAX_PAYMENT_AMOUNT, minimumAmount } from '../pricing';
import { invoiceTotalExact, lineItemInputSchema, pricedItems, type PricedLineItem } from '../invoices/schema';
import { PAYMENT_LINK_STATUSES } from './status';

export const MAX_LINE_ITEMS = 50;
export const MAX_PAYMENTS_LIMIT = 100_000;

export const currencyChoiceSchema = z
  .string({ error: 'please_select' })
  .trim()
  .toUpperCase()
  .min(1, { message: 'please_select', abort: true })
  .refine((c): c is PaymentCurrency => (PAYMENT_CURRENCIES as readonly string[]).includes(c), 'currency_unsupported');

const expiresAtSchema = z
  .string({ error: 'payment_link_expiry_invalid' })
  .refine((s) => z.iso.datetime({ offset: true }).safeParse(s).success, { message: 'payment_link_expiry_invalid', abort: true })
  .refine((s) => Date.parse(s) > Date.now(), 'payment_link_expiry_past');

export const paymentLinkInputSchema = z
  .object({
    currency: currencyChoiceSchema,
    amount: amountSchema.nullish(),
    items: z.array(lineItemInputSchema).max(MAX_LINE_ITEMS, 'payment_link_items_too_many').nullish(),
    description: z.string().trim().max(500, 'field_too_long').nullish(),
    expiresAt: expiresAtSchema.nullish(),
    maxPayments: z
      .number({ error: 'payment_link_max_payments_invalid' })
      .int('payment_link_max_payments_invalid')
      .min(1, 'payment_link_max_payments_invalid')
      .max(MAX_PAYMENTS_LIMIT, 'payment_link_max_payments_invalid')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    const hasItems = (v.items?.length ?? 0) > 0;
    const hasAmount = v.amount !== null && v.amount !== undefined;
    if (hasItems && hasAmount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'payment_link_amount_or_items' });
    if (!hasItems && !hasAmount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'please_input' });
    if (!(PAYMENT_CURRENCIES as readonly string[]).includes(v.currency)) return;
    const price = hasItems ? invoiceTotalExact(v.items ?? []) : hasAmount ? BigInt(v.amount ?? 0) : null;
    const path = [hasItems ? 'items' : 'amount'];
    if (price !== null && price > BigInt(MAX_PAYMENT_AMOUNT)) ctx.addIssue({ code: 'custom', path, message: 'payment_amount_too_large' });
    else if (price !== null && price < BigInt(minimumAmount(v.currency))) ctx.addIssue({ code: 'custom', path, message: 'payment_amount_too_small' });
  });
export type PaymentLinkInput = z.infer<typeof paymentLinkInputSchema>;

/** The price and priced lines of a valid input: the fixed amount, or the items' total. */
export function linkPrice(input: Pick<PaymentLinkInput, 'amount' | 'items'>): { amount: number; items: PricedLineItem[] } {
  const items = pricedItems(input.items ?? []);
  if (items.length > 0) return { amount: Number(invoiceTotalExact(items)), items };
  return { amount: input.amount ?? 0, items: [] };
}

const text = (max = 100) => z.string().trim().min(1).max(max);
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

/** The list filter (`filter={...}`): unknown fields are refused by the server. */
export const paymentLinkFilterSchema = z.strictObject({
  /** The link id, or part of its description. */
  q: text().optional(),
  status: oneOrMany(z.enum(PAYMENT_LINK_STATUSES)).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type PaymentLinkFilter = z.infer<typeof paymentLinkFilterSchema>;
