// The issuing balance (issue 31, item 3): what the account's cards spend, per currency and mode, apart from the
// payments balance. It is funded from the payments balance's available funds (a ledger transfer: an issuing_funding
// entry there, a funding entry here, in one transaction); an approved authorization moves funds from available to
// held, a capture spends held funds, an expiry (or a capture of less) gives them back to available, a refund credits
// available. Neither figure is ever negative (checked under the balance row's lock, and by the table's constraints).
//
// A currency's balance is kept in ISSUING_BALANCE_BUCKETS rows (buckets) so that concurrent approvals need not all
// lock one row: the balance is their sum. An approval holds its amount in one bucket that covers it alone; when none
// does (or every one that does is taken), the buckets are locked together and the hold is planned on their sum
// (planHold); funding is spread over them (spreadFunding). docs/decisions.md "fifth pass: buckets".
import { z } from 'zod';
import { MAX_PAYMENT_AMOUNT } from '../pricing';
import { ISSUING_CURRENCIES } from './controls';

/** The issuing balance's own movements: each changes available and held by the signed amounts its entry records. */
export const ISSUING_BALANCE_ENTRY_TYPES = ['funding', 'hold', 'release', 'capture', 'refund', 'transfer'] as const;
export type IssuingBalanceEntryType = (typeof ISSUING_BALANCE_ENTRY_TYPES)[number];

/** How each movement of `amount` (positive) changes available and held ('transfer', between buckets: signed, available only). */
export function balanceMove(type: IssuingBalanceEntryType, amount: number): { available: number; held: number } {
  switch (type) {
    case 'transfer':
    case 'funding':
    case 'refund':
      return { available: amount, held: 0 };
    case 'hold':
      return { available: -amount, held: amount };
    case 'release':
      return { available: amount, held: -amount };
    case 'capture':
      return { available: 0, held: -amount };
  }
}

/** How many bucket rows a currency's issuing balance is kept in (numbered 0 to ISSUING_BALANCE_BUCKETS - 1). */
export const ISSUING_BALANCE_BUCKETS = 8;

/** `amount` spread over `buckets` buckets: equal parts, the remainder one unit each to the first buckets. */
export function spreadFunding(amount: bigint, buckets: number = ISSUING_BALANCE_BUCKETS): bigint[] {
  const n = BigInt(buckets);
  const part = amount / n;
  const extra = amount % n;
  return Array.from({ length: buckets }, (_, i) => part + (BigInt(i) < extra ? 1n : 0n));
}

/**
 * The hold of `amount` when every bucket is locked (`available`, in bucket order): null when their sum falls short
 * (the only decline for funds); else the bucket it is taken from and what each bucket's available moves first (a
 * transfer: they add up to zero). A bucket that covers it alone (the fullest) is taken with no move; else what is
 * left after the hold is spread evenly again (spreadFunding) and the hold's bucket (the fullest, fewest moves) gets
 * the amount on top, so the next approvals find a bucket each again.
 */
export function planHold(available: readonly bigint[], amount: bigint): { bucket: number; moves: bigint[] } | null {
  const total = available.reduce((s, a) => s + a, 0n);
  if (available.length === 0 || total < amount) return null;
  let bucket = 0;
  for (let i = 1; i < available.length; i++) if (available[i] > available[bucket]) bucket = i;
  if (available[bucket] >= amount) return { bucket, moves: available.map(() => 0n) };
  const target = spreadFunding(total - amount, available.length);
  target[bucket] += amount;
  return { bucket, moves: target.map((t, i) => t - available[i]) };
}

/** Whether a balance after a movement is one we allow: neither figure below zero. */
export const balanceValid = (b: { available: number; held: number }): boolean => b.available >= 0 && b.held >= 0;

/** POST /issuing-balance/fund and the overview's "Add funds" form: minor units of `currency`. */
export const issuingFundSchema = z.object({
  amount: z.number({ error: 'issuing_fund_amount_invalid' }).int('issuing_fund_amount_invalid').positive('issuing_fund_amount_invalid').max(MAX_PAYMENT_AMOUNT, 'issuing_fund_amount_invalid'),
  currency: z.enum(ISSUING_CURRENCIES, { error: 'issuing_currency_invalid' }),
});
export type IssuingFund = z.input<typeof issuingFundSchema>;

export const issuingBalanceRecord = z.object({
  currency: z.string(),
  /** What authorizations may still take. */
  available: z.number().int(),
  /** What approved authorizations hold until they are captured or expire. */
  held: z.number().int(),
  livemode: z.boolean(),
  updatedAt: z.date(),
});
export type IssuingBalanceRecord = z.infer<typeof issuingBalanceRecord>;

export const issuingFundingRecord = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  balance: issuingBalanceRecord,
  createdAt: z.date(),
});
export type IssuingFundingRecord = z.infer<typeof issuingFundingRecord>;
