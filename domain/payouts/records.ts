// The records and request schemas of payouts and beneficiaries: the beneficiary form's body (judged by the bank
// rules of domain/bank.ts and the destination rules of ./rules.ts, so the form and the route refuse the same
// things with the same field named), the payout's create body, list filters (strict) and tab counts.
import { z } from 'zod';
import {
  isValidAccountNumber, isValidIban, isValidRoutingNumber, isValidSortCode, isValidSwift, normalizeBankCode, normalizeBankNumber,
} from '../bank';
import { ledgerEntryRecord } from '../balance/records';
import type { PayoutWaterfallLine } from './waterfall';
import { instantSchema } from '../payment-filters';
import { normalizeCountryCode } from '../onboarding/countries';
import {
  BANK_FIELDS, BENEFICIARY_STATES, PAYOUT_CURRENCIES, PAYOUT_STATUSES, SCHEME_FIELDS, TRANSFER_METHODS, bankScheme, destinationIssue,
  type BankField, type DestinationRules,
} from './rules';

const timestamp = z.date();
const minor = z.number().int();
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const createdRange = { createdFrom: instantSchema.optional(), createdTo: instantSchema.optional() };
const search = z.string().trim().min(1).max(64);

/** Text a person types: trimmed, null when blank. */
const field = (max: number) =>
  z
    .string({ error: 'field_invalid' })
    .trim()
    .max(max, 'field_too_long')
    .nullish()
    .transform((v) => (v ? v : null));

/** Each bank field's check and the message naming it (the onboarding bank step's wording). */
const BANK_CHECKS: Record<BankField, { valid: (v: string) => boolean; message: string; normal: (v: string) => string }> = {
  accountNumber: { valid: isValidAccountNumber, message: 'onb_account_number_invalid', normal: normalizeBankNumber },
  routingNumber: { valid: isValidRoutingNumber, message: 'onb_routing_number_invalid', normal: normalizeBankNumber },
  swift: { valid: isValidSwift, message: 'onb_swift_invalid', normal: normalizeBankCode },
  sortCode: { valid: isValidSortCode, message: 'onb_sort_code_invalid', normal: normalizeBankNumber },
  iban: { valid: isValidIban, message: 'onb_iban_invalid', normal: normalizeBankCode },
};

const beneficiaryShape = {
  name: field(100),
  email: field(254),
  country: field(2),
  currency: field(3),
  methodType: field(20),
  holderName: field(100),
  bankName: field(100),
  accountNumber: field(40),
  routingNumber: field(40),
  swift: field(40),
  sortCode: field(40),
  iban: field(64),
  walletProvider: field(60),
  walletAccount: field(100),
};

/** The body's shape (types and lengths) for the route's schema; the rules of makeBeneficiarySchema judge it after. */
export const beneficiaryBodySchema = z.strictObject(beneficiaryShape);

export interface BeneficiaryInput {
  name: string;
  email: string | null;
  country: string;
  currency: string;
  methodType: (typeof TRANSFER_METHODS)[number];
  holderName: string | null;
  bankName: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
  swift: string | null;
  sortCode: string | null;
  iban: string | null;
  walletProvider: string | null;
  walletAccount: string | null;
}

/**
 * A beneficiary as the form and the API take it, judged against the system parameters: name, country (listed in
 * PAYOUT_COUNTRY and not in BLACK_COUNTRY), a currency and a method the country takes, then the bank details the
 * country's scheme asks for (bankScheme), each checked by its bank rule; 'other' methods take a provider and an
 * account. Fields a scheme does not take are dropped. Every issue names its field.
 */
export function makeBeneficiarySchema(rules: DestinationRules) {
  return z
    .strictObject(beneficiaryShape)
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.name) issue('name', 'please_input');
      if (!v.country) return issue('country', 'please_select');
      if (!v.currency) issue('currency', 'please_select');
      if (!v.methodType) issue('methodType', 'please_select');
      else if (!(TRANSFER_METHODS as readonly string[]).includes(v.methodType)) issue('methodType', 'please_select');
      const dest = destinationIssue(rules, { country: v.country, currency: v.currency ?? undefined, methodType: v.methodType ?? undefined });
      if (dest) return issue(dest.field, dest.message);
      if (v.email && !z.email().safeParse(v.email).success) issue('email', 'email_invalid');
      if (v.methodType === 'other') {
        if (!v.walletProvider) issue('walletProvider', 'please_input');
        if (!v.walletAccount) issue('walletAccount', 'please_input');
        return undefined;
      }
      if (!v.holderName) issue('holderName', 'please_input');
      if (!v.bankName) issue('bankName', 'please_input');
      const scheme = SCHEME_FIELDS[bankScheme(v.country)];
      for (const f of scheme.required) if (!v[f]) issue(f, f === 'routingNumber' ? 'onb_routing_or_swift_required' : 'please_input');
      for (const f of [...scheme.required, ...scheme.optional]) {
        const value = v[f];
        if (value && !BANK_CHECKS[f].valid(value)) issue(f, BANK_CHECKS[f].message);
      }
      // Spec section 5: the routing number is optional when SWIFT is used, so a US account needs one of the two.
      if (bankScheme(v.country) === 'us' && !v.routingNumber && !v.swift) issue('routingNumber', 'onb_routing_or_swift_required');
      return undefined;
    })
    .transform((v): BeneficiaryInput => {
      const country = normalizeCountryCode(v.country ?? '');
      const method = v.methodType as BeneficiaryInput['methodType'];
      const scheme = SCHEME_FIELDS[bankScheme(country)];
      const kept = new Set<BankField>(method === 'bank_account' ? [...scheme.required, ...scheme.optional] : []);
      const bank = Object.fromEntries(BANK_FIELDS.map((f) => [f, kept.has(f) && v[f] ? BANK_CHECKS[f].normal(v[f]) : null])) as Record<BankField, string | null>;
      return {
        name: v.name ?? '',
        email: v.email,
        country,
        currency: (v.currency ?? '').toUpperCase(),
        methodType: method,
        holderName: method === 'bank_account' ? v.holderName : null,
        bankName: method === 'bank_account' ? v.bankName : null,
        ...bank,
        walletProvider: method === 'other' ? v.walletProvider : null,
        walletAccount: method === 'other' ? v.walletAccount : null,
      };
    });
}

/** The fields whose change sends a beneficiary back to review (and asks for the password): where the money goes. */
export const BANK_DETAIL_FIELDS = ['country', 'currency', 'methodType', 'holderName', 'bankName', ...BANK_FIELDS, 'walletProvider', 'walletAccount'] as const;

/** PUT /beneficiaries/:id: the beneficiary's fields, and the password when the bank details change (checked by the server). */
export const beneficiaryEditBodySchema = z.strictObject({ ...beneficiaryShape, password: z.string().max(100, 'field_too_long').optional() });

export const beneficiaryRecord = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  methodType: z.enum(TRANSFER_METHODS),
  status: z.enum(BENEFICIARY_STATES),
  holderName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  swift: z.string().nullable(),
  sortCode: z.string().nullable(),
  iban: z.string().nullable(),
  walletProvider: z.string().nullable(),
  walletAccount: z.string().nullable(),
  last4: z.string(),
  /** Why verification failed (needs_update). */
  reviewNote: z.string().nullable(),
  verifiedAt: timestamp.nullable(),
  /** When the (simulated) bank verification answers, while in review. */
  verificationDueAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BeneficiaryRecord = z.infer<typeof beneficiaryRecord>;

export const beneficiaryFilterSchema = z.strictObject({
  /** The id or name, or its beginning. */
  q: search.optional(),
  status: oneOrMany(z.enum(BENEFICIARY_STATES)).optional(),
  country: oneOrMany(z.string().regex(/^[A-Za-z]{2}$/, 'field_invalid')).optional(),
  currency: oneOrMany(z.enum(PAYOUT_CURRENCIES)).optional(),
  methodType: oneOrMany(z.enum(TRANSFER_METHODS)).optional(),
  ...createdRange,
});
export type BeneficiaryFilter = z.infer<typeof beneficiaryFilterSchema>;
export const beneficiaryCountsRecord = z.object({ all: z.number().int(), ...Object.fromEntries(BENEFICIARY_STATES.map((s) => [s, z.number().int()])) }).catchall(z.number().int());

/** Deactivate a beneficiary (no payouts to it) or ask for its review again. */
export const beneficiaryStatusSchema = z.strictObject({ status: z.enum(['inactive', 'needs_review'], { error: 'please_select' }) });

export const payoutRecord = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amount: minor,
  fee: minor,
  /** What left the balance: amount plus fee. */
  total: minor,
  currency: z.string(),
  methodType: z.enum(TRANSFER_METHODS),
  description: z.string().nullable(),
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  beneficiaryCountry: z.string(),
  beneficiaryLast4: z.string(),
  /** The date (YYYY-MM-DD, UTC) the money is expected at the beneficiary's bank. */
  arrivalDate: z.string(),
  failureReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** Dual approval: who approved or rejected a payout above the threshold, and when. */
  approvedBy: z.string().nullable(),
  approvedAt: timestamp.nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: timestamp.nullable(),
  createdAt: timestamp,
  succeededAt: timestamp.nullable(),
  failedAt: timestamp.nullable(),
  expiredAt: timestamp.nullable(),
  canceledAt: timestamp.nullable(),
  updatedAt: timestamp,
});
export type PayoutRecord = z.infer<typeof payoutRecord>;

/** A payout's page: the payout, what happened to it (its events, oldest first) and its ledger entries. */
export const payoutDetailRecord = payoutRecord.extend({
  timeline: z.array(z.object({ type: z.string(), createdAt: timestamp })),
  entries: z.array(ledgerEntryRecord),
  /** The people behind it, by name (null: a secret key, or a user since removed). */
  createdByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  rejectedByName: z.string().nullable(),
  /** Whether the person reading created it (then they cannot approve or reject it). */
  createdByYou: z.boolean(),
  /** From the gross of the payments it pays out to its amount (./waterfall.ts), with the window it was read from. */
  waterfall: z.object({
    // The lines of PAYOUT_WATERFALL_LINES, then the net (the payout's amount).
    gross: minor,
    fees: minor,
    refunds: minor,
    disputes: minor,
    other: minor,
    carried: minor,
    payoutFee: minor,
    net: minor,
    /** Payments with a charge in the window. */
    payments: z.number().int(),
    /** The window: entries available after `from` (the previous payout; null: from the start) up to `to`. */
    from: timestamp.nullable(),
    to: timestamp,
  } satisfies Record<PayoutWaterfallLine | 'net', z.ZodType> & Record<string, z.ZodType>),
});
export type PayoutDetailRecord = z.infer<typeof payoutDetailRecord>;

export const payoutFilterSchema = z.strictObject({
  /** The payout id, the beneficiary's id or name, or its beginning. */
  q: search.optional(),
  status: oneOrMany(z.enum(PAYOUT_STATUSES)).optional(),
  currency: oneOrMany(z.enum(PAYOUT_CURRENCIES)).optional(),
  methodType: oneOrMany(z.enum(TRANSFER_METHODS)).optional(),
  beneficiaryId: z.string().trim().min(1).max(64).optional(),
  ...createdRange,
});
export type PayoutFilter = z.infer<typeof payoutFilterSchema>;
export const payoutCountsRecord = z.object({ all: z.number().int(), ...Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, z.number().int()])) }).catchall(z.number().int());

/** POST /payouts: an amount in minor units of the beneficiary's currency, to an approved beneficiary. */
export const createPayoutSchema = z.strictObject({
  beneficiaryId: z.string({ error: 'please_select' }).trim().min(1, 'please_select').max(64, 'field_too_long'),
  amount: z.number({ error: 'payout_amount_invalid' }).int('payout_amount_invalid').positive('payout_amount_invalid').max(1_000_000_000_000, 'payout_amount_invalid'),
  description: z.string().trim().max(200, 'field_too_long').optional(),
});
export type CreatePayoutInput = z.infer<typeof createPayoutSchema>;

/** Dual approval: the amount (minor units) above which a payout of this currency waits for a second person. */
export const approvalThresholdRecord = z.object({ currency: z.string(), threshold: minor, updatedAt: timestamp });
export type ApprovalThresholdRecord = z.infer<typeof approvalThresholdRecord>;

/** PUT /payouts/approval-thresholds: set a currency's threshold (minor units, zero or more), or remove it with null. */
export const approvalThresholdSchema = z.strictObject({
  currency: z.enum(PAYOUT_CURRENCIES, { error: 'please_select' }),
  threshold: z
    .number({ error: 'payout_threshold_invalid' })
    .int('payout_threshold_invalid')
    .min(0, 'payout_threshold_invalid')
    .max(1_000_000_000_000, 'payout_threshold_invalid')
    .nullable(),
});
export type ApprovalThresholdInput = z.infer<typeof approvalThresholdSchema>;
