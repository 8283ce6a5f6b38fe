// The documented pricing rule for card payments, in integer minor units of the payment's currency.
//
//   service fee = 2.9 % of the amount (rounded half up to a minor unit) + a fixed 0.30 in major units
//                 (30 minor units for zero-decimal currencies such as JPY, 300 for three-decimal ones such as KWD)
//   FX fee      = 1.0 % of the amount when the card's currency differs from the payment's currency, else 0
//   fee         = service fee + FX fee, taken when the payment is captured and kept when it is refunded
//   net         = amount - fee, what the merchant settles (when: domain/settlement-schedule.ts)
//
// Amounts are capped (MAX_PAYMENT_AMOUNT) so that amount x basis points stays a safe integer.
import { minorUnitExponent } from './currency';

export const SERVICE_FEE_BPS = 290;
export const FX_FEE_BPS = 100;
/** 12 digits of minor units: 9,999,999,999.99 USD; amount x 10,000 stays below 2^53. */
export const MAX_PAYMENT_AMOUNT = 999_999_999_999;

/** 0.30 in major units: 30 minor units for 2 decimals, 300 for 3, 30 for zero-decimal currencies. */
export function fixedFee(currency: string): number {
  const exp = minorUnitExponent(currency);
  return exp === 0 ? 30 : 3 * 10 ** (exp - 1);
}

/** The smallest chargeable amount: 0.50 in major units (50 for zero-decimal currencies), always above the fee. */
export function minimumAmount(currency: string): number {
  const exp = minorUnitExponent(currency);
  return exp === 0 ? 50 : 5 * 10 ** (exp - 1);
}

/** amount x bps / 10,000, rounded half up; exact because both factors are safe integers with a safe product. */
export function basisPoints(amount: number, bps: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_PAYMENT_AMOUNT) {
    throw new RangeError(`amount must be an integer from 0 to ${MAX_PAYMENT_AMOUNT}, got ${amount}`);
  }
  return Math.floor((amount * bps + 5000) / 10000);
}

export interface Fees {
  serviceFee: number;
  fxFee: number;
  fee: number;
  net: number;
}

export function computeFees(amount: number, currency: string, opts: { cardCurrency?: string } = {}): Fees {
  const serviceFee = basisPoints(amount, SERVICE_FEE_BPS) + fixedFee(currency);
  const cross = opts.cardCurrency !== undefined && opts.cardCurrency.toUpperCase() !== currency.toUpperCase();
  const fxFee = cross ? basisPoints(amount, FX_FEE_BPS) : 0;
  const fee = serviceFee + fxFee;
  return { serviceFee, fxFee, fee, net: amount - fee };
}
