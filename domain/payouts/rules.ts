// Payouts and beneficiaries (issue 29): review states and payout statuses (spec section 4), where money may be sent
// (the PAYOUT_COUNTRY and BLACK_COUNTRY system parameters of spec section 3), which bank details each country's
// accounts take, the fee and arrival date shown before a payout is confirmed, and the documented test account
// numbers that decide what the simulated bank does in test mode. Shared by the API (which enforces them) and the SPA.
import { minorUnitExponent } from '../currency';
import { IBAN_LENGTHS, normalizeBankCode } from '../bank';
import { isCountryCode, normalizeCountryCode } from '../onboarding/countries';
import { parseBlackCountries } from '../onboarding/business';

/** Spec section 4: review states of a beneficiary. */
export const BENEFICIARY_STATES = ['needs_review', 'needs_update', 'approved', 'inactive'] as const;
export type BeneficiaryState = (typeof BENEFICIARY_STATES)[number];

/** Spec section 4: transfer-method types. */
export const TRANSFER_METHODS = ['bank_account', 'other'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/**
 * Spec section 4 ("another list": pending, succeeded, expired) with the bank's refusal and the merchant's cancel;
 * above the account's approval threshold a payout waits for a second person (awaiting_approval) who approves it
 * (pending) or rejects it (rejected).
 */
export const PAYOUT_STATUSES = ['awaiting_approval', 'pending', 'succeeded', 'failed', 'expired', 'canceled', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The statuses a payout ends in; every one but succeeded gives the money back. */
export const PAYOUT_RETURNING_STATUSES = ['failed', 'expired', 'canceled', 'rejected'] as const;
/** The statuses whose money is on its way out (reserved): it has left the available balance and may come back. */
export const PAYOUT_IN_FLIGHT_STATUSES = ['awaiting_approval', 'pending'] as const;

/**
 * Dual approval (issue 29, item 3): a payout whose amount is above the threshold the account's owner set for its
 * currency (minor units) needs a second person's approval. No threshold: none does. Equal to it: none either.
 */
export function needsApproval(amount: number, threshold: number | null | undefined): boolean {
  return threshold !== null && threshold !== undefined && amount > threshold;
}

/** The currencies a payout can be made in (those the balance holds). */
export const PAYOUT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'HKD', 'SGD', 'AUD', 'CAD', 'CHF', 'JPY', 'KRW', 'KWD', 'BHD', 'JOD', 'OMR'] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

/** A pending payout the bank has not confirmed after this many days expires (its money comes back). */
export const PAYOUT_EXPIRY_DAYS = 7;

/** Bank verification takes 1 to 3 days (spec section 9); test mode answers at once. */
export const VERIFICATION_DAYS = { min: 1, max: 3 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Where money may go: the system parameters.

export interface PayoutCountryRule {
  currencies: readonly string[];
  methods: readonly TransferMethod[];
}
/** PAYOUT_COUNTRY's extValue read as rules per country code. */
export type PayoutCountries = Readonly<Record<string, PayoutCountryRule>>;

/** The rules a destination is judged by: both system parameters as the SPA keeps them and the server reads them. */
export interface DestinationRules {
  payoutCountries: PayoutCountries;
  blackCountries: readonly string[];
}

const isCurrencyCode = (c: unknown): c is string => typeof c === 'string' && /^[A-Z]{3}$/.test(c);

/**
 * PAYOUT_COUNTRY's extValue (a JSON object, or its text) as rules: `{ "US": { "currencies": ["USD"], "methods":
 * ["bank_account"] } }`. Keys are country codes (any case); a country without `methods` takes bank accounts only;
 * anything malformed (unknown country, no valid currency) is left out rather than trusted.
 */
export function parsePayoutCountries(extValue: unknown): PayoutCountries {
  let value = extValue;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, PayoutCountryRule> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const country = normalizeCountryCode(key);
    if (!isCountryCode(country) || typeof raw !== 'object' || raw === null) continue;
    const r = raw as { currencies?: unknown; methods?: unknown };
    const currencies = Array.isArray(r.currencies) ? [...new Set(r.currencies.map((c) => (typeof c === 'string' ? c.toUpperCase() : c)).filter(isCurrencyCode))] : [];
    if (currencies.length === 0) continue;
    const methods = Array.isArray(r.methods)
      ? [...new Set(r.methods.filter((m): m is TransferMethod => (TRANSFER_METHODS as readonly unknown[]).includes(m)))]
      : (['bank_account'] as TransferMethod[]);
    if (methods.length === 0) continue;
    out[country] = { currencies, methods };
  }
  return out;
}

/** Both parameters as the system-parameters call answers them (paramCode, paramValue, extValue). */
export function destinationRulesFrom(params: readonly { paramCode: string; paramValue: string | null; extValue: unknown }[]): DestinationRules {
  const black = params.find((p) => p.paramCode === 'BLACK_COUNTRY');
  const payout = params.find((p) => p.paramCode === 'PAYOUT_COUNTRY');
  return { blackCountries: parseBlackCountries(black?.paramValue), payoutCountries: parsePayoutCountries(payout?.extValue) };
}

export type DestinationIssue =
  | { field: 'country'; message: 'payout_country_blocked' | 'payout_country_unsupported' }
  | { field: 'currency'; message: 'payout_currency_unsupported' }
  | { field: 'methodType'; message: 'payout_method_unsupported' };

/**
 * Why money cannot go to this country, currency and method, or null when it can. A country in BLACK_COUNTRY is
 * refused even when PAYOUT_COUNTRY lists it; then the country must be listed, and take the currency and the method.
 */
export function destinationIssue(rules: DestinationRules, d: { country: string; currency?: string; methodType?: string }): DestinationIssue | null {
  const country = normalizeCountryCode(d.country);
  if (rules.blackCountries.map(normalizeCountryCode).includes(country)) return { field: 'country', message: 'payout_country_blocked' };
  const rule = Object.hasOwn(rules.payoutCountries, country) ? rules.payoutCountries[country] : undefined;
  if (!rule) return { field: 'country', message: 'payout_country_unsupported' };
  if (d.currency !== undefined && !rule.currencies.includes(d.currency.toUpperCase())) return { field: 'currency', message: 'payout_currency_unsupported' };
  if (d.methodType !== undefined && !(rule.methods as readonly string[]).includes(d.methodType)) return { field: 'methodType', message: 'payout_method_unsupported' };
  return null;
}

/** The countries a beneficiary may be in, sorted: listed in PAYOUT_COUNTRY and not in BLACK_COUNTRY. */
export function payoutCountryCodes(rules: DestinationRules): string[] {
  return Object.keys(rules.payoutCountries).filter((c) => destinationIssue(rules, { country: c }) === null).sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Which bank details a country's accounts take.

/**
 * us: routing number (9 digits, optional when SWIFT is given) and account number; gb: sort code and account number;
 * iban: IBAN (SWIFT optional); swift: SWIFT/BIC and account number (everywhere else).
 */
export type BankScheme = 'us' | 'gb' | 'iban' | 'swift';

export function bankScheme(country: string): BankScheme {
  const c = normalizeCountryCode(country);
  if (c === 'US') return 'us';
  if (c === 'GB') return 'gb';
  if (Object.hasOwn(IBAN_LENGTHS, c)) return 'iban';
  return 'swift';
}

/** The bank fields a scheme asks for (required), and those it also takes (optional). */
export const SCHEME_FIELDS: Readonly<Record<BankScheme, { required: readonly BankField[]; optional: readonly BankField[] }>> = {
  us: { required: ['accountNumber'], optional: ['routingNumber', 'swift'] },
  gb: { required: ['sortCode', 'accountNumber'], optional: ['iban', 'swift'] },
  iban: { required: ['iban'], optional: ['swift'] },
  swift: { required: ['swift', 'accountNumber'], optional: [] },
};
export const BANK_FIELDS = ['accountNumber', 'routingNumber', 'swift', 'sortCode', 'iban'] as const;
export type BankField = (typeof BANK_FIELDS)[number];

// ---------------------------------------------------------------------------------------------------------------
// Fee and arrival date.

/** The payout fee: 0.25% of the amount, at least 1 and at most 25 major units (100 and 2,500 for zero-decimal currencies). */
export function payoutFee(amount: number, currency: string, method: TransferMethod = 'bank_account'): number {
  const exp = minorUnitExponent(currency);
  const unit = exp === 0 ? 100 : 10 ** exp;
  if (method === 'other') return unit;
  const percent = Math.ceil((amount * 25) / 10_000);
  return Math.min(Math.max(percent, unit), 25 * unit);
}

const DAY = 86_400_000;

/** Business days (Monday to Friday, UTC) after the day of `from`: the date the money reaches the beneficiary. */
export function payoutArrivalDate(from: Date, method: TransferMethod = 'bank_account'): string {
  let days = method === 'bank_account' ? 2 : 1;
  let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  while (days > 0) {
    t += DAY;
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) days -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------------------------
// Test mode: what the simulated bank does, by the account's last four digits (docs/api.md lists them).

export const TEST_ACCOUNTS = {
  /** Verification passes at once, payouts succeed (any other number does too). */
  succeeds: '000123456789',
  /** Verification fails: the beneficiary needs an update. */
  verificationFails: '000000009999',
  /** Verification passes; payouts to it fail and their money comes back. */
  payoutFails: '000000000002',
  /** Verification passes; payouts to it get no answer and expire, their money coming back. */
  payoutExpires: '000000000003',
} as const;

/** The identifier the simulated bank reads: the account number, else the IBAN, else the wallet account. */
export function accountKey(d: { accountNumber?: string | null; iban?: string | null; walletAccount?: string | null }): string {
  return normalizeBankCode(d.accountNumber || d.iban || d.walletAccount || '');
}

export type SimulatedOutcome = 'succeeds' | 'verificationFails' | 'payoutFails' | 'payoutExpires';

export function simulatedOutcome(d: Parameters<typeof accountKey>[0]): SimulatedOutcome {
  const key = accountKey(d);
  if (key.endsWith('9999')) return 'verificationFails';
  if (key.endsWith('0002')) return 'payoutFails';
  if (key.endsWith('0003')) return 'payoutExpires';
  return 'succeeds';
}

/** The last four characters of the account, as lists show it (•••• 6789). */
export const accountLast4 = (d: Parameters<typeof accountKey>[0]): string => accountKey(d).slice(-4);
