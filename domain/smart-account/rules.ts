// The smart account's rules (issue 29, item 4): a virtual account per merchant and mode, apart from the payments
// balance, with its own number and the details a payer needs; its ledger entry kinds; transfers out to an approved
// beneficiary (pending → succeeded | failed); incoming transfers. Shared by the API and the SPA.
import { VIRTUAL_ACCOUNT_BANK, virtualAccountNumber } from '../balance/rules';
import { PAYOUT_CURRENCIES } from '../payouts/rules';

/**
 * What moves money on the smart account's ledger: money received, a transfer out and its fee, and their return, and
 * the merchant's own moves from and to the available balance.
 */
export const SMART_ENTRY_TYPES = ['incoming', 'transfer_out', 'transfer_out_fee', 'transfer_out_return', 'from_balance', 'to_balance'] as const;
export type SmartEntryType = (typeof SMART_ENTRY_TYPES)[number];

/** A transfer out waits for the bank (pending), which sends it (succeeded) or refuses it (failed: the money comes back). */
export const SMART_TRANSFER_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type SmartTransferStatus = (typeof SMART_TRANSFER_STATUSES)[number];

/** An incoming transfer is credited when it arrives (the simulated bank never holds one: the number is the smart account's own). */
export const SMART_INCOMING_STATUSES = ['credited'] as const;

/** The currencies the smart account holds: those a beneficiary can be paid in. */
export const SMART_CURRENCIES = PAYOUT_CURRENCIES;
export type SmartCurrency = (typeof SMART_CURRENCIES)[number];

/**
 * A move between the available balance and the smart account (both the merchant's): to_smart_account takes it from
 * the available balance, to_balance from the smart account. Done at once, in one transaction over both ledgers.
 */
export const SMART_MOVE_DIRECTIONS = ['to_smart_account', 'to_balance'] as const;
export type SmartMoveDirection = (typeof SMART_MOVE_DIRECTIONS)[number];

/** A move's id prefix: its entries on both ledgers name it as their source. */
export const SMART_MOVE_PREFIX = 'sam_';

/** Why a transfer out failed, as the simulated bank says it. */
export const SMART_FAILURE_REASONS = ['account_closed', 'no_answer'] as const;

/**
 * The smart account's number at the (simulated) receiving bank: the virtual account numbering of the balance's
 * top-ups (88 live, 99 test, 14 digits) over a key of its own, so the two numbers of one account differ.
 */
export const smartAccountNumber = (accountId: string, livemode: boolean): string => virtualAccountNumber(`smart:${accountId}`, livemode);

/** The reference a payer quotes so the bank knows whose smart account it is: SA- and the number's last eight digits. */
export const smartAccountReference = (accountNumber: string): string => `SA-${accountNumber.slice(-8)}`;

/** The receiving bank of smart accounts (the virtual accounts' bank), with its ABA routing number for US payers. */
export const SMART_ACCOUNT_BANK = { ...VIRTUAL_ACCOUNT_BANK, routingNumber: '021000021', address: '1 Sandbox Plaza, New York, NY 10004, US' } as const;

/** Largest amount of one incoming transfer or transfer out, in minor units (a bound on input, not a business limit). */
export const SMART_MAX_AMOUNT = 1_000_000_000_000;
