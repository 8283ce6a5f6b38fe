// The balance area's rules (issue 28): ledger entry kinds as the merchant reads them, top-up statuses, methods and
// limits, the account's virtual account number and a top-up's reference. Shared by the API and the SPA.
import { minorUnitExponent } from '../currency';

/** Every ledger entry type (server/db/schema/ledger.ts reads this list). */
export const LEDGER_ENTRY_TYPES = [
  'charge', 'fee', 'refund', 'refund_reversal', 'payout', 'adjustment', 'dispute', 'dispute_fee', 'dispute_reversal', 'topup',
  // A move between the available balance and the smart account (issue 29): negative to it, positive from it.
  'smart_account',
  // Issue 31: available funds moved to the issuing balance (negative), the merchant's own movement like a top-up.
  'issuing_funding',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** What caused an entry, by its type: the record its source id names. */
export const ENTRY_SOURCES = ['payment', 'refund', 'dispute', 'disbursement', 'payout', 'topup', 'smart_account', 'adjustment', 'issuing'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** Payouts to beneficiaries (issue 29) write payout entries too; their ids (po_) tell them from disbursements. */
export function entrySource(type: LedgerEntryType, sourceId = ''): EntrySource {
  if (type === 'payout' && sourceId.startsWith('po_')) return 'payout';
  switch (type) {
    case 'charge':
    case 'fee':
      return 'payment';
    case 'refund':
    case 'refund_reversal':
      return 'refund';
    case 'dispute':
    case 'dispute_fee':
    case 'dispute_reversal':
      return 'dispute';
    case 'payout':
      return 'disbursement';
    case 'topup':
      return 'topup';
    case 'smart_account':
      return 'smart_account';
    case 'issuing_funding':
      return 'issuing';
    default:
      return 'adjustment';
  }
}

/** The entries list's tabs: types grouped as the merchant thinks of them. */
export const ENTRY_GROUPS = {
  charges: ['charge'],
  fees: ['fee', 'dispute_fee'],
  refunds: ['refund', 'refund_reversal'],
  disputes: ['dispute', 'dispute_fee', 'dispute_reversal'],
  topups: ['topup'],
  payouts: ['payout'],
  smartAccount: ['smart_account'],
} as const satisfies Record<string, readonly LedgerEntryType[]>;
export type EntryGroup = keyof typeof ENTRY_GROUPS;

/** Whether an entry's funds are released (available) or not yet (pending), as the ledger defines it. */
export const AVAILABILITIES = ['available', 'pending'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const TOPUP_METHODS = ['bank_transfer', 'card'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];

/** Spec section 4, "another list": a top-up waits (pending) until its money arrives (succeeded) or its time runs out (expired). */
export const TOPUP_STATUSES = ['pending', 'succeeded', 'expired'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

/** A bank-transfer top-up waits this long for the transfer quoting its reference, then expires. */
export const TOPUP_EXPIRY_DAYS = 7;

/** The currencies a balance can be topped up in (those the card network takes). */
export const TOPUP_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'HKD', 'SGD', 'AUD', 'CAD', 'CHF', 'JPY', 'KRW', 'KWD', 'BHD', 'JOD', 'OMR'] as const;
export type TopupCurrency = (typeof TOPUP_CURRENCIES)[number];

/**
 * Limits of one top-up, in minor units: at least 10 and at most 1,000,000 in major units (zero-decimal currencies:
 * at least 1,000 and at most 100,000,000, as their units are small).
 */
export function topupLimits(currency: string): { min: number; max: number } {
  const exp = minorUnitExponent(currency);
  if (exp === 0) return { min: 1_000, max: 100_000_000 };
  return { min: 10 * 10 ** exp, max: 1_000_000 * 10 ** exp };
}

/** Which limit an amount breaks, if any (the message key names it). */
export function topupAmountIssue(amount: number, currency: string): 'topup_amount_too_small' | 'topup_amount_too_large' | undefined {
  const { min, max } = topupLimits(currency);
  if (amount < min) return 'topup_amount_too_small';
  if (amount > max) return 'topup_amount_too_large';
  return undefined;
}

/** FNV-1a, 32 bits: a stable number from a text (not a secret: the number is printed for the merchant). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The account's virtual account number at the (simulated) receiving bank, one per account and mode: 14 digits, the
 * first two saying the mode (88 live, 99 test). Transfers to it credit this account's balance.
 */
export function virtualAccountNumber(accountId: string, livemode: boolean): string {
  const a = fnv1a(`${accountId}:${livemode}`).toString().padStart(10, '0').slice(-10);
  const b = (fnv1a(`${livemode}:${accountId}`) % 100).toString().padStart(2, '0');
  return `${livemode ? '88' : '99'}${a}${b}`;
}

/** 8801 2345 6789 01 */
export const groupAccountNumber = (n: string): string => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The receiving bank of virtual accounts (simulated). */
export const VIRTUAL_ACCOUNT_BANK = { name: 'Sandbox Settlement Bank', swift: 'SSBKUS33' } as const;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference a merchant can type on a bank form without confusing O/0 or I/1: TU-XXXX-XXXX. */
export function topupReference(random: (n: number) => Uint8Array = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(8);
  const chars = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `TU-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A reference as banks pass it on: spaces and case vary; compare the normal form. */
export const normalReference = (text: string): string => text.trim().toUpperCase().replace(/\s+/g, '');

/** Where available money must not go below zero: through top-ups, transfers and payouts (disputes may, see docs). */
export const MAY_OVERDRAW: readonly LedgerEntryType[] = ['dispute', 'dispute_fee'];
