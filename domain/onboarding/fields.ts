// Field builders shared by the onboarding step schemas. Each field fails with exactly one message key: absence and
// emptiness give the "required" key, anything else present but wrong gives the field's "invalid" key.
import { z } from 'zod';
import type { OnboardingIssueKey } from '../onboarding-messages';
import { isCountryCode, normalizeCountryCode } from './countries';

export const SHORT_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const EMAIL_MAX = 254;

type Key = OnboardingIssueKey;

/** A string whose absence (undefined or the null an emptied input becomes) and wrong type have their own keys. */
export function str(missing: Key, invalid: Key = missing) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) });
}

// No check here uses zod's `abort`: an aborted field stops the step's cross-field rules (the `when` refinements),
// and those must show alongside the field messages. Each field adds at most one issue instead.

/** A trimmed string whose one issue, if any, `check` decides; absence gets `missing`, a wrong type `wrongType`. */
function text(missing: Key, wrongType: Key, check: (v: string) => Key | null) {
  return str(missing, wrongType).trim().superRefine((v, ctx) => {
    const key = check(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(missing: Key, max: number = LONG_TEXT_MAX) {
  return text(missing, missing, (v) => (v === '' ? missing : v.length > max ? 'field_too_long' : null));
}

/** A required trimmed string of at most `max` characters that `valid` accepts. */
export function checkedText(missing: Key, invalid: Key, valid: (v: string) => boolean, max: number = LONG_TEXT_MAX) {
  return text(missing, invalid, (v) => (v === '' ? missing : v.length > max || !valid(v) ? invalid : null));
}

/** Optional text: absent, null or blank all become null. */
export function optionalText(max: number = LONG_TEXT_MAX) {
  return z
    .string({ error: 'field_invalid' })
    .trim()
    .max(max, 'field_too_long')
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A value from a fixed list; anything else, including nothing, is the one message. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, key: Key) {
  return z.enum(values, { error: key });
}

/** An ISO country code, normalised to upper case; `extra` may refuse some countries with its own key. */
export function countryCode(missing: Key, extra?: (code: string) => Key | null) {
  return str(missing)
    .transform(normalizeCountryCode)
    .superRefine((code, ctx) => {
      const key = !isCountryCode(code) ? missing : (extra?.(code) ?? null);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

const emailFormat = z.email();
export const emailField = checkedText('email_required', 'email_invalid', (v) => emailFormat.safeParse(v).success, EMAIL_MAX);

/** Spaces, dots, dashes and brackets people type inside phone numbers; a leading 00 is the international prefix. */
export function normalizePhone(text: string): string {
  const compact = text.trim().replace(/[\s.()-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** E.164: a plus, a country code not starting with 0, and 8 to 15 digits in all. */
export function isValidPhone(text: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(normalizePhone(text));
}

/** A phone number in international form, stored normalised: '+86 138-0013-8000' becomes '+8613800138000'. */
export const phoneField = checkedText('onb_phone_required', 'onb_phone_invalid', isValidPhone, 40).transform(normalizePhone);

/** An http(s) URL or a bare domain ('example.com/shop') whose host is a real domain name with a letter TLD. */
export function isValidWebsite(input: string): boolean {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return false;
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text); // 'acme.com:8443' is a host and a port
  if (hasScheme && !/^https?:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const labels = host.split('.');
  const tld = labels[labels.length - 1];
  return (
    host.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/.test(l)) &&
    /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/.test(tld)
  );
}

/** An optional website-like field: blank is null, anything else must pass `isValidWebsite`. */
export const optionalWebsite = z
  .string({ error: 'onb_domain_invalid' })
  .trim()
  .nullish()
  .refine((v) => !v || (v.length <= LONG_TEXT_MAX * 2 && isValidWebsite(v)), 'onb_domain_invalid')
  .transform((v) => (v ? v : null));

const POSTAL_CODE = /^[A-Za-z\d](?:[A-Za-z\d -]{0,18}[A-Za-z\d])?$/;

/** An address; `country` decides how the country field is checked (any country, or the business location only). */
export function addressSchema(country: ReturnType<typeof countryCode>) {
  return z.object(
    {
      line1: requiredText('onb_response_required'),
      line2: optionalText(),
      city: requiredText('onb_response_required', SHORT_TEXT_MAX),
      state: optionalText(SHORT_TEXT_MAX),
      postalCode: optionalText(20).refine((v) => v === null || POSTAL_CODE.test(v), 'onb_postal_code_invalid'),
      country,
    },
    { error: 'onb_response_required' },
  );
}
