// The invoice form's values and the request body they become. Amounts are typed in major units ('12.50') and sent
// as integer minor units of the chosen currency; empty optional fields are sent as null (spec section 5).
// DOM-free (unit-tested in node).
import { fromMinorUnits, parseMinorUnits } from '../../../domain/currency';
import type { Invoice } from '../../../domain/wire';

export interface ItemValues {
  name: string;
  quantity: string;
  unitAmount: string;
}

export interface InvoiceFormValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  currency: string;
  feeType: string;
  items: ItemValues[];
  reference: string;
  paymentMethod: string;
  dueDate: string;
  memo: string;
}

/** The body of POST/PUT {base}/invoices before the domain schema judges it (numbers may still be missing). */
export interface InvoiceBodyDraft {
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  currency: string;
  feeType: string;
  items: { name: string; quantity: number | undefined; unitAmount: number | undefined }[];
  reference: string | null;
  paymentMethod: string;
  dueDate: string;
  memo: string | null;
}

export const EMPTY_ITEM: ItemValues = { name: '', quantity: '1', unitAmount: '' };
export const DEFAULT_DUE_DAYS = 30;

/** 'YYYY-MM-DD' n days after a calendar date (UTC arithmetic: no daylight-saving surprises). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A new invoice: one empty line, card, due in 30 days; currency and fee type are the merchant's choice. */
export function emptyInvoiceForm(today: string, currency = 'USD'): InvoiceFormValues {
  return {
    name: '', email: '', phone: '', country: '', currency, feeType: '', items: [{ ...EMPTY_ITEM }],
    reference: '', paymentMethod: 'card', dueDate: addDays(today, DEFAULT_DUE_DAYS), memo: '',
  };
}

/** The form of an existing invoice (editing a draft): minor units back to the currency's decimals. */
export function formValuesOf(invoice: Invoice): InvoiceFormValues {
  return {
    name: invoice.name,
    email: invoice.email,
    phone: invoice.phone ?? '',
    country: invoice.country ?? '',
    currency: invoice.currency,
    feeType: invoice.feeType,
    items: invoice.items.map((i) => ({ name: i.name, quantity: String(i.quantity), unitAmount: fromMinorUnits(i.unitAmount, invoice.currency) })),
    reference: invoice.reference ?? '',
    paymentMethod: invoice.paymentMethod,
    dueDate: invoice.dueDate,
    memo: invoice.memo ?? '',
  };
}

export type AmountRead = { ok: true; value: bigint } | { ok: false; error: 'empty' | 'format' | 'decimals' };

/** A unit amount as typed, in the currency's minor units; an empty field is 'empty' (the schema says Please Input). */
export function readAmount(input: string, currency: string): AmountRead {
  if (input.trim() === '') return { ok: false, error: 'empty' };
  const parsed = parseMinorUnits(input, currency);
  if (!parsed.ok) return { ok: false, error: parsed.reason };
  return { ok: true, value: parsed.value };
}

/** A quantity as typed: a whole number, else undefined (the schema then asks for one). */
export function readQuantity(input: string): number | undefined {
  return /^\s*\d+\s*$/.test(input) ? Number(input) : undefined;
}

/** quantity × unit amount of a line, or null while either is missing or malformed. */
export function lineAmount(item: ItemValues, currency: string): bigint | null {
  const quantity = readQuantity(item.quantity);
  const amount = readAmount(item.unitAmount, currency);
  return quantity === undefined || !amount.ok ? null : BigInt(quantity) * amount.value;
}

/** The live total of the lines that are complete; `complete` is false while some line is not. */
export function formTotal(items: readonly ItemValues[], currency: string): { total: bigint; complete: boolean } {
  let total = 0n;
  let complete = items.length > 0;
  for (const item of items) {
    const amount = lineAmount(item, currency);
    if (amount === null) complete = false;
    else total += amount;
  }
  return { total, complete };
}

const AMOUNT_ERRORS = { format: 'app.invoices.form.amountInvalid', decimals: 'app.invoices.form.amountDecimals' } as const;
/** Inputs may hand back null once cleared (a date, an autocomplete), whatever the form's types say. */
const text = (v: string | null | undefined) => (v ?? '').trim();
const orNull = (v: string | null | undefined) => text(v) || null;
/** Minor units beyond Number's exact range are left out; the schema's maximum refuses them anyway. */
const toNumber = (v: bigint) => (v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : Number.MAX_SAFE_INTEGER);

/**
 * The request body of the form, and the errors only the form can see (an amount that is no number, or has more
 * decimals than the currency): i18n keys by field path. Everything else is the domain schema's to judge.
 */
export function toInvoiceBody(values: InvoiceFormValues): { body: InvoiceBodyDraft; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const items = (values.items ?? []).map((item, index) => {
    const amount = readAmount(text(item.unitAmount), text(values.currency) || 'USD');
    if (!amount.ok && amount.error !== 'empty') errors[`items.${index}.unitAmount`] = AMOUNT_ERRORS[amount.error];
    return { name: text(item.name), quantity: readQuantity(text(item.quantity)), unitAmount: amount.ok ? toNumber(amount.value) : undefined };
  });
  return {
    body: {
      name: text(values.name),
      email: text(values.email),
      phone: orNull(values.phone),
      country: orNull(values.country),
      currency: text(values.currency),
      feeType: text(values.feeType),
      items,
      reference: orNull(values.reference),
      paymentMethod: text(values.paymentMethod),
      dueDate: text(values.dueDate),
      memo: orNull(values.memo),
    },
    errors,
  };
}
