// The hosted checkout's card form: input masks (card number in groups of four, expiry as MM / YY), and the pay
// body checked by the domain's card schema, with errors keyed by the form's own fields. DOM-free (unit-tested).
import { checkoutPaySchema } from '../../../domain/checkout';

export interface CardFormState {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
}

export const EMPTY_CARD_FORM: CardFormState = { number: '', expiry: '', cvc: '', name: '', email: '' };
export type CardField = keyof CardFormState;

/** '4242424242424242' typed or pasted in any shape -> '4242 4242 4242 4242' (at most 19 digits). */
export function maskCardNumber(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12 / 30'; a first digit above 1 is a month on its own ('4' -> '04 / '). */
export function maskExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** MM / YY (or MM/YYYY) -> month and four-digit year; NaN parts when it is not a date, for the schema to refuse. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return { expMonth: Number.NaN, expYear: Number.NaN };
  const year = Number(m[2]);
  return { expMonth: Number(m[1]), expYear: m[2].length === 2 ? 2000 + year : year };
}

/** A card whose expiry month has ended; the network would decline it anyway, the form says so first. */
export function isExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear * 12 + card.expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** Where each card-schema path shows its message in this form. */
const FIELD_OF: Record<string, CardField> = { number: 'number', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc', name: 'name', email: 'email' };

export interface CardPayload {
  card: { number: string; expMonth: number; expYear: number; cvc: string };
  name: string;
  email: string;
}

/**
 * The card and holder of the pay body, checked by the API's own schema, or the first error of each field as an
 * i18n key (validation.*). `due` is the amount and currency the page shows, sent along unchanged.
 */
export function cardPayload(
  form: CardFormState,
  now: Date,
  due: { amount: number; currency: string },
): { ok: true; value: CardPayload } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const card = { number: form.number, cvc: form.cvc.trim(), ...parseExpiry(form.expiry) };
  const parsed = checkoutPaySchema.safeParse({ card, name: form.name, email: form.email, ...due });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0] === 'card' ? issue.path[1] : issue.path[0])];
    if (field) errors[field] ??= `validation.${issue.message}`;
  }
  if (parsed.success && isExpired(parsed.data.card, now)) errors.expiry = 'validation.decline_expired_card';
  if (!parsed.success || errors.expiry) return { ok: false, errors };
  return { ok: true, value: { card: parsed.data.card, name: parsed.data.name, email: parsed.data.email } };
}
