// The invoice form (create and edit), shared by the SPA and the API: spec section 3's fields, section 5's messages
// ('Please Input' on required text, 'Please Select' on required choices), and the total, which is always computed
// here from the line items in integer minor units and never taken from the client.
import { z } from 'zod';
import { isIsoDate } from '../onboarding/calendar';
import { isCountryCode, normalizeCountryCode } from '../onboarding/countries';
import { PAYMENT_CURRENCIES } from '../payments';
import { MAX_PAYMENT_AMOUNT, minimumAmount } from '../pricing';

export const FEE_TYPES = ['tuition', 'accommodation', 'medical', 'consulting', 'goods', 'services', 'other'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** Only card payments are taken on the checkout page for now. */
export const INVOICE_PAYMENT_METHODS = ['card'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const MAX_INVOICE_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 10_000;
/** Due dates are calendar dates in this range (a typo such as 0202 or 20266 is refused). */
const FIRST_DUE_DATE = '2000-01-01';
const LAST_DUE_DATE = '2099-12-31';

// PostgreSQL text and jsonb cannot hold U+0000, so it is refused as an invalid value rather than failing to store.
const noNul = (s: string) => !s.includes('\u0000');

/** A required text input: missing, null or blank reads 'Please Input'. */
const requiredText = (max: number) =>
  z.string({ error: 'please_input' }).trim().min(1, 'please_input').max(max, 'field_too_long').refine(noNul, 'field_invalid');

/** An optional text input: '', blanks and null are stored as null (spec section 5: empty strings become null). */
const optionalText = (max: number) =>
  z
    .string({ error: 'field_invalid' })
    .trim()
    .max(max, 'field_too_long')
    .refine(noNul, 'field_invalid')
    .nullish()
    .transform((v) => (v ? v : null));

/** A required select over fixed values: missing or unknown reads 'Please Select'. */
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'please_select' });

export const lineItemInputSchema = z.object({
  name: requiredText(200),
  quantity: z
    .number({ error: 'please_input' })
    .int('invoice_quantity_invalid')
    .min(1, 'invoice_quantity_invalid')
    .max(MAX_ITEM_QUANTITY, 'invoice_quantity_invalid'),
  /** The price of one unit, in minor units of the invoice's currency. */
  unitAmount: z
    .number({ error: 'please_input' })
    .int('payment_amount_invalid')
    .positive('payment_amount_invalid')
    .max(MAX_PAYMENT_AMOUNT, 'payment_amount_too_large'),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

export interface PricedLineItem {
  name: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/** Σ quantity × unit amount, exact whatever the inputs (bigint), for the limit check. */
export function invoiceTotalExact(items: readonly Pick<LineItemInput, 'quantity' | 'unitAmount'>[]): bigint {
  return items.reduce((sum, i) => sum + BigInt(i.quantity) * BigInt(i.unitAmount), 0n);
}

/** The invoice total in minor units; exact for every total the schema accepts (at most MAX_PAYMENT_AMOUNT). */
export function invoiceTotal(items: readonly Pick<LineItemInput, 'quantity' | 'unitAmount'>[]): number {
  return Number(invoiceTotalExact(items));
}

/** The items as stored and shown: each with its amount (quantity × unit amount). */
export function pricedItems(items: readonly LineItemInput[]): PricedLineItem[] {
  return items.map((i) => ({ name: i.name, quantity: i.quantity, unitAmount: i.unitAmount, amount: i.quantity * i.unitAmount }));
}

const isPaymentCurrency = (c: string) => (PAYMENT_CURRENCIES as readonly string[]).includes(c);

const currency = z
  .string({ error: 'please_select' })
  .trim()
  .toUpperCase()
  .min(1, 'please_select')
  .refine(isPaymentCurrency, 'currency_unsupported');

const country = z
  .string({ error: 'invoice_country_invalid' })
  .transform(normalizeCountryCode)
  .refine((c) => c === '' || isCountryCode(c), 'invoice_country_invalid')
  .nullish()
  .transform((c) => (c ? c : null));

const dueDate = z
  .string({ error: 'please_select' })
  .trim()
  .min(1, 'please_select')
  .refine((d) => isIsoDate(d) && d >= FIRST_DUE_DATE && d <= LAST_DUE_DATE, 'invoice_due_date_invalid');

/**
 * Create and edit body. Unknown keys (the record's id, status, totalAmount, items' amount ...) are dropped, so
 * react-admin may send the whole record back on edit; the total is recomputed from the items.
 */
export const invoiceInputSchema = z
  .object({
    name: requiredText(100),
    email: z.string({ error: 'please_input' }).trim().min(1, 'please_input').max(254, 'field_too_long').pipe(z.email('email_invalid')),
    phone: optionalText(40),
    country,
    currency,
    feeType: requiredChoice(FEE_TYPES),
    items: z
      .array(lineItemInputSchema, { error: 'please_input' })
      .min(1, 'please_input')
      .max(MAX_INVOICE_ITEMS, 'invoice_items_too_many'),
    reference: optionalText(100),
    paymentMethod: requiredChoice(INVOICE_PAYMENT_METHODS),
    dueDate,
    memo: optionalText(1000),
  })
  .superRefine((invoice, ctx) => {
    // The total is judged only once every line and the currency are valid: a bad line has its own message.
    if (!invoice.items.every((i) => lineItemInputSchema.safeParse(i).success) || !isPaymentCurrency(invoice.currency)) return;
    const total = invoiceTotalExact(invoice.items);
    if (total > BigInt(MAX_PAYMENT_AMOUNT)) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'invoice_total_too_large' });
    } else if (total < BigInt(minimumAmount(invoice.currency))) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'invoice_total_too_small' });
    }
  });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;
export type InvoiceFields = z.output<typeof invoiceInputSchema>;
