// A payout's waterfall (issue 29, item 3): from the gross of the payments it pays out to what it sends. Which money
// a payout pays out (docs/decisions.md, "What a payout pays out"): the balance entries of its currency and mode that
// became available after the previous payout of that currency (one that was not given back) up to this payout's
// creation, payouts' own entries left out. Those entries are its payments' charges (gross), their fees, refunds and
// disputes, and other credits and debits (top-ups, adjustments). What the window does not cover is taken from the
// balance the previous payouts left (positive), or what the window earned beyond the payout stays in it (negative):
// the line "carried". Then the payout fee, and the net is the payout's amount. The lines add up to it by
// construction, whatever happened in the window.

export const PAYOUT_WATERFALL_LINES = ['gross', 'fees', 'refunds', 'disputes', 'other', 'carried', 'payoutFee'] as const;
export type PayoutWaterfallLine = (typeof PAYOUT_WATERFALL_LINES)[number];

/** The line of each ledger entry type in a payout's window; payouts' own entries are not in the window. */
const LINE_OF: Readonly<Record<string, Exclude<PayoutWaterfallLine, 'carried' | 'payoutFee'>>> = {
  charge: 'gross',
  fee: 'fees',
  refund: 'refunds',
  refund_reversal: 'refunds',
  dispute: 'disputes',
  dispute_fee: 'disputes',
  dispute_reversal: 'disputes',
  topup: 'other',
  smart_account: 'other',
  issuing_funding: 'other',
  adjustment: 'other',
};

/**
 * The ledger entry types behind a line of the window (the entries its bar opens); the carried line has none (it is
 * what the window does not explain), and the payout fee and the net are the payout's own entries.
 */
export function payoutLineTypes(line: PayoutWaterfallLine | 'net'): string[] {
  return Object.entries(LINE_OF).filter(([, l]) => l === line).map(([type]) => type);
}

export type PayoutWaterfall = Record<PayoutWaterfallLine | 'net', number>;

/**
 * The waterfall of a payout of `amount` with `fee` from the sums per entry type of its window (minor units; any
 * 'payout' sum is ignored, an unknown type counts as other).
 */
export function payoutWaterfall(sums: readonly { type: string; amount: number }[], payout: { amount: number; fee: number }): PayoutWaterfall {
  const w: PayoutWaterfall = { gross: 0, fees: 0, refunds: 0, disputes: 0, other: 0, carried: 0, payoutFee: -payout.fee, net: payout.amount };
  for (const s of sums) {
    if (s.type === 'payout') continue;
    w[LINE_OF[s.type] ?? 'other'] += s.amount;
  }
  const window = w.gross + w.fees + w.refunds + w.disputes + w.other;
  w.carried = payout.amount + payout.fee - window;
  return w;
}
