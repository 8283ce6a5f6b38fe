// The /newPaymentLink form's state and its conversion to the API body: decimal amounts typed by the merchant become
// integer minor units of the chosen currency, the local expiry becomes an ISO instant. DOM-free (unit-tested).
// The domain schema (paymentLinkInputSchema) judges the converted body; this file only reports what it cannot
// convert (a malformed amount, too many decimals), under the same field paths.
import { parseMinorUnits } from '../../../domain/currency';

export interface ItemDraft {
  name: string;
  quantity: string;
  unitAmount: string;
}

export interface LinkFormState {
  priceMode: 'amount' | 'items';
  currency: string;
  amount: string;
  items: ItemDraft[];
  description: string;
  /** A datetime-local value ('2026-12-01T18:00'), in the browser's zone; '' = never expires. */
  expiresAt: string;
  /** '' = unlimited. */
  maxPayments: string;
}

export const EMPTY_ITEM: ItemDraft = { name: '', quantity: '1', unitAmount: '' };

export const INITIAL_LINK_FORM: LinkFormState = {
  priceMode: 'amount',
  currency: 'USD',
  amount: '',
  items: [EMPTY_ITEM],
  description: '',
  expiresAt: '',
  maxPayments: '',
};

export type FieldErrors = Record<string, string>;

/** Minor units of a typed amount, or the i18n key of why it is not one. */
export function amountToMinor(text: string, currency: string): { ok: true; value: number } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: false, error: 'validation.please_input' };
  const parsed = parseMinorUnits(text, currency);
  if (!parsed.ok) return { ok: false, error: parsed.reason === 'decimals' ? 'app.paymentLinks.form.amountDecimals' : 'app.paymentLinks.form.amountInvalid' };
  if (parsed.value > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'app.paymentLinks.form.amountInvalid' };
  return { ok: true, value: Number(parsed.value) };
}

/** A whole number typed in a field; NaN when it is not one (the schema then says why). */
const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The API body of the form, and the errors of fields that could not be converted. */
export function linkFormToInput(form: LinkFormState): { input: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const input: Record<string, unknown> = { currency: form.currency };
  if (form.priceMode === 'amount') {
    const amount = amountToMinor(form.amount, form.currency);
    if (amount.ok) input.amount = amount.value;
    else errors.amount = amount.error;
  } else {
    input.items = form.items.map((item, i) => {
      const unit = amountToMinor(item.unitAmount, form.currency);
      if (!unit.ok) errors[`items.${i}.unitAmount`] = unit.error;
      return { name: item.name.trim(), quantity: wholeNumber(item.quantity), unitAmount: unit.ok ? unit.value : 0 };
    });
  }
  if (form.description.trim()) input.description = form.description.trim();
  if (form.expiresAt) {
    const at = new Date(form.expiresAt);
    if (Number.isNaN(at.getTime())) errors.expiresAt = 'app.paymentLinks.form.expiryInvalid';
    else input.expiresAt = at.toISOString();
  }
  if (form.maxPayments.trim()) input.maxPayments = wholeNumber(form.maxPayments);
  return { input, errors };
}

/** The total the preview shows while typing, in minor units; null while some amount is not a number yet. */
export function previewTotal(form: LinkFormState): number | null {
  if (form.priceMode === 'amount') {
    const amount = amountToMinor(form.amount, form.currency);
    return amount.ok ? amount.value : null;
  }
  let total = 0;
  for (const item of form.items) {
    const unit = amountToMinor(item.unitAmount, form.currency);
    const quantity = wholeNumber(item.quantity);
    if (!unit.ok || !Number.isFinite(quantity)) return null;
    total += unit.value * quantity;
  }
  return Number.isSafeInteger(total) ? total : null;
}
