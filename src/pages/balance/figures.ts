// Where each balance figure opens (the entries list filtered to exactly the entries it sums) and the top-up that
// brings a negative available balance back to zero. DOM-free (unit-tested).
import { fromMinorUnits } from '../../../domain/currency';
import { topupLimits } from '../../../domain/balance/rules';
import type { LedgerEntryFilter } from '../../../domain/balance/records';

export type BalanceFigure = 'available' | 'pending' | 'reservedDisputes' | 'reservedDisbursements' | 'reservedPayouts' | 'all';

export function figureFilter(figure: BalanceFigure, currency: string): LedgerEntryFilter {
  const base = { currency: currency as LedgerEntryFilter['currency'] & string };
  switch (figure) {
    case 'available':
      return { ...base, availability: 'available' };
    case 'pending':
      return { ...base, availability: 'pending' };
    case 'reservedDisputes':
      return { ...base, reserved: 'disputes' };
    case 'reservedDisbursements':
      return { ...base, reserved: 'disbursements' };
    case 'reservedPayouts':
      return { ...base, reserved: 'payouts' };
    default:
      return base;
  }
}

/** The debits that take available funds below zero whatever the balance: the disputes' (the only ones that may). */
export const overdrawFilter = (currency: string): LedgerEntryFilter => ({ ...figureFilter('available', currency), type: ['dispute', 'dispute_fee'] });

/** The top-up amount (major units, as the form takes it) that brings `available` back to zero, at least the minimum. */
export function topupToCover(available: number, currency: string): string | undefined {
  if (available >= 0) return undefined;
  return fromMinorUnits(Math.max(-available, topupLimits(currency).min), currency);
}
