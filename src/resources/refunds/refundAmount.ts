// The amount of a refund as the form reads it: full = everything refundable; partial = a major-unit amount
// parsed to minor units (never floats), above zero and at most the refundable amount. DOM-free (unit-tested).
import { parseMinorUnits } from '../../../domain/currency';

export type RefundAmountResult = { ok: true; amount: number } | { ok: false; error: string };

export function refundAmount(kind: 'full' | 'partial', input: string, currency: string, refundable: number): RefundAmountResult {
  if (refundable <= 0) return { ok: false, error: 'app.refunds.create.nothingRefundable' };
  if (kind === 'full') return { ok: true, amount: refundable };
  if (input.trim() === '') return { ok: false, error: 'app.refunds.create.amountRequired' };
  const parsed = parseMinorUnits(input, currency);
  if (!parsed.ok) return { ok: false, error: parsed.reason === 'decimals' ? 'app.refunds.create.amountDecimals' : 'app.refunds.create.amountInvalid' };
  if (parsed.value <= 0n) return { ok: false, error: 'app.refunds.create.amountInvalid' };
  if (parsed.value > BigInt(refundable)) return { ok: false, error: 'app.refunds.create.amountTooLarge' };
  return { ok: true, amount: Number(parsed.value) };
}
