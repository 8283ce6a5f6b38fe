// Bank identifier rules for the onboarding bank step (spec sections 5 and 9): IBAN with its mod-97 checksum and
// per-country length, SWIFT/BIC format, US ABA routing number checksum, UK sort code and account number.
// Every check takes what a person types (spaces, dashes, lower case) and normalises it first.
import { isValidIBAN } from 'ibantools';
import { isCountryCode } from './onboarding/countries';

/** IBAN length per country, from the SWIFT IBAN registry. A country not listed here issues no IBANs. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30,
  KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20,
  MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
});

/** Spaces (and the dashes people copy from statements) removed, upper case. */
export function normalizeBankCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Digits only kept from a number people may group with spaces or dashes ('12-34-56'). */
function digitsOf(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The remainder of the number the letters-as-digits string spells, mod 97, computed in chunks to stay exact. */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const ch of alphanumeric) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch; // A = 10 ... Z = 35
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder;
}

/** The two check digits that make country + BBAN a valid IBAN (ISO 13616). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(`${normalizeBankCode(bban)}${country.toUpperCase()}00`);
  return String(98 - remainder).padStart(2, '0');
}

/**
 * Valid when the country issues IBANs, the length and the BBAN's structure are that country's, and the mod-97
 * remainder is 1: checked by ibantools (a maintained implementation of the IBAN registry), after our normalising.
 */
export function isValidIban(input: string): boolean {
  const iban = normalizeBankCode(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  return isValidIBAN(iban);
}

/** The IBAN in groups of four, as printed on statements: 'GB82 WEST 1234 5698 7654 32'. */
export function formatIban(input: string): string {
  return normalizeBankCode(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * SWIFT/BIC (ISO 9362): 4 letters bank code, 2 letters country (a real country code), 2 letters or digits location,
 * then the branch. ISO writes the branch as 3 characters or none; the spec (section 9) allows 8 to 11 characters, so a
 * branch of 1 or 2 characters is accepted too.
 */
export function isValidSwift(input: string): boolean {
  const bic = normalizeBankCode(input);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}[A-Z0-9]{0,3}$/.test(bic) && isCountryCode(bic.slice(4, 6));
}

/** Weights of the ABA checksum: 3, 7, 1 repeated; the weighted digit sum is a multiple of 10. */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** A US ABA routing number: 9 digits with a valid checksum (all zeros is not a bank). */
export function isValidRoutingNumber(input: string): boolean {
  const digits = digitsOf(input);
  if (digits === null || digits.length !== 9 || digits === '000000000') return false;
  const sum = ABA_WEIGHTS.reduce((acc, w, i) => acc + w * (digits.charCodeAt(i) - 48), 0);
  return sum % 10 === 0;
}

/** A UK sort code: 6 digits, usually written 12-34-56. */
export function isValidSortCode(input: string): boolean {
  const digits = digitsOf(input);
  return digits !== null && digits.length === 6;
}

export const ACCOUNT_NUMBER_MIN_DIGITS = 8;
export const ACCOUNT_NUMBER_MAX_DIGITS = 12;

/** A bank account number: 8 to 12 digits (spec section 5). */
export function isValidAccountNumber(input: string): boolean {
  const digits = digitsOf(input);
  return digits !== null && digits.length >= ACCOUNT_NUMBER_MIN_DIGITS && digits.length <= ACCOUNT_NUMBER_MAX_DIGITS;
}

/** Digits of a sort code, routing or account number without the separators people type; other text unchanged. */
export function normalizeBankNumber(input: string): string {
  return digitsOf(input) ?? input.trim();
}
