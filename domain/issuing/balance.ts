// The issuing balance (issue 31, item 3): what the account's cards spend, per currency and mode, apart from the
// payments balance. It is funded from the payments balance's available funds (a ledger transfer: an issuing_funding
// entry there, a funding entry here, in one transaction); an approved authorization moves funds from available to
// held, a capture spends held funds, an expiry (or a capture of less) gives them back to available, a refund credits
// available. Neither figure is ever negative (checked under the balance row's lock, and by the table's constraints).
import { z } from 'zod';
import { MAX_PAYMENT_AMOUNT } from '../pricing';
import { ISSUING_CURRENCIES } from './controls';

/** The issuing balance's own movements: each changes available and held by the signed amounts its entry records. */
export const ISSUING_BALANCE_ENTRY_TYPES = ['funding', 'hold', 'release', 'capture', 'refund'] as const;
export type IssuingBalanceEntryType = (typeof ISSUING_BALANCE_ENTRY_TYPES)[number];

/** How each movement of `amount` (positive) changes available and held. */
export function balanceMove(type: IssuingBalanceEntryType, amount: number): { available: number; held: number } {
  switch (type) {
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
