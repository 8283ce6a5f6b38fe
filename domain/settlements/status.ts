// Settlement batches and reports: their statuses and kinds, and which ledger entry types a batch gathers under which
// line of its waterfall.

/** in_transit: closed at its cut-off, on its way to the bank; paid: arrived; failed: returned by the bank. */
export const SETTLEMENT_STATUSES = ['in_transit', 'paid', 'failed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Statuses a bank can return a batch from (a credit can be returned after it arrived, as ACH returns are). */
export const RETURNABLE_SETTLEMENT_STATUSES = ['in_transit', 'paid'] as const satisfies readonly SettlementStatus[];
/** The reason a simulated return (test mode) gives when none is sent: the bank's return code and its meaning. */
export const DEFAULT_RETURN_REASON = 'R03: no account found under the number given';
export const RETURN_REASON_MAX = 200;

/** The lines of a batch, in waterfall order; net is their sum. */
export const SETTLEMENT_LINES = ['gross', 'fees', 'refunds', 'disputes', 'adjustments'] as const;
export type SettlementLine = (typeof SETTLEMENT_LINES)[number];

/**
 * The line of each ledger entry type a batch settles; a type this table does not name counts as an adjustment.
 * Payouts, top-ups and issuing fundings are not settled (UNSETTLED_TYPES): the merchant moves those funds out or in themselves, they are
 * available at once, and their own records (the payout, the top-up) account for them (docs/decisions.md).
 */
export const LINE_OF_TYPE: Readonly<Record<string, SettlementLine>> = {
  charge: 'gross',
  fee: 'fees',
  refund: 'refunds',
  refund_reversal: 'refunds',
  dispute: 'disputes',
  dispute_fee: 'disputes',
  dispute_reversal: 'disputes',
  adjustment: 'adjustments',
};
export const UNSETTLED_TYPES = ['payout', 'topup', 'smart_account', 'issuing_funding'] as const;

export function lineOfType(type: string): SettlementLine {
  return LINE_OF_TYPE[type] ?? 'adjustments';
}

/** Days after the settlement date the bank credits the batch (it is paid then). */
export const ARRIVAL_DAYS = 1;

export const REPORT_KINDS = ['balance_summary', 'balance_change', 'itemized_activity', 'settlement'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'expired'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Days a generated report stays for download. */
export const REPORT_RETENTION_DAYS = 7;
