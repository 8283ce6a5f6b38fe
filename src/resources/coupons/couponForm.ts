// The /newCoupon form: what the merchant types (a percent as a decimal, amounts in the currency's units, codes as
// one text) converted to the API body of domain/subscriptions/records.ts, whose schema then judges it. Errors come
// back under the form's own field names.
import { parseMinorUnits } from '../../../domain/currency';
import { couponInputSchema, type CouponInput } from '../../../domain/subscriptions/records';

export interface CouponFormState {
  name: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  currency: string;
  duration: 'once' | 'repeating' | 'forever';
  durationMonths: string;
  minimumAmount: string;
  maxRedemptions: string;
  redeemBy: string;
  firstTimeOnly: boolean;
  codes: string;
}

export const INITIAL_COUPON_FORM: CouponFormState = {
  name: '', kind: 'percent', percent: '', amount: '', currency: 'USD', duration: 'once', durationMonths: '', minimumAmount: '', maxRedemptions: '',
  redeemBy: '', firstTimeOnly: false, codes: '',
};

/** API paths of the schema's issues → the form's fields. */
export const FIELD_OF: Record<string, string> = {
  percentOffBps: 'percent',
  amountOff: 'amount',
  'amountOff.0.amount': 'amount',
  'amountOff.0.currency': 'currency',
  minimumAmount: 'minimumAmount',
  'minimumAmount.0.amount': 'minimumAmount',
  promotionCodes: 'codes',
};
export const formField = (path: string) => FIELD_OF[path] ?? (path.startsWith('promotionCodes.') ? 'codes' : path);

const wholeNumber = (s: string): number | null => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN);

/** The percent typed (12.5) in basis points (1250); NaN when it is not a number with at most 2 decimals. */
export function percentToBps(text: string): number {
  const parsed = parseMinorUnits(text, 'USD');
  return parsed.ok ? Number(parsed.value) : NaN;
}

export function couponFormToInput(f: CouponFormState): { input: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const money = (text: string, field: string) => {
    if (text.trim() === '') return null;
    const parsed = parseMinorUnits(text, f.currency);
    if (!parsed.ok || parsed.value <= 0n) {
      errors[field] = parsed.ok ? 'validation.payment_amount_invalid' : parsed.reason === 'decimals' ? 'app.paymentLinks.form.amountDecimals' : 'validation.payment_amount_invalid';
      return null;
    }
    return Number(parsed.value);
  };
  const amount = f.kind === 'amount' ? money(f.amount, 'amount') : null;
  const minimum = money(f.minimumAmount, 'minimumAmount');
  let redeemBy: string | null = null;
  if (f.redeemBy.trim()) {
    const at = new Date(`${f.redeemBy}Z`);
    if (Number.isNaN(at.getTime())) errors.redeemBy = 'validation.coupon_expiry_invalid';
    else redeemBy = at.toISOString();
  }
  return {
    input: {
      name: f.name,
      kind: f.kind,
      percentOffBps: f.kind === 'percent' && f.percent.trim() ? percentToBps(f.percent) : null,
      amountOff: amount !== null ? [{ currency: f.currency, amount }] : null,
      duration: f.duration,
      durationMonths: f.duration === 'repeating' ? wholeNumber(f.durationMonths) : null,
      minimumAmount: minimum !== null ? [{ currency: f.currency, amount: minimum }] : null,
      maxRedemptions: wholeNumber(f.maxRedemptions),
      redeemBy,
      firstTimeOnly: f.firstTimeOnly,
      promotionCodes: f.codes.split(/[\s,]+/).filter(Boolean),
    },
    errors,
  };
}

/**
 * The form's judgment: what was typed converted, then the route's own schema (couponInputSchema) judging the body.
 * Errors are message keys under the form's field names (the first issue of each field); `input` is the body to send
 * when there is none. The form's resolver and the parity test (tests/api/subscriptions-parity.test.ts) both use it.
 */
export function judgeCouponForm(f: CouponFormState): { input: CouponInput | null; errors: Record<string, string> } {
  const { input, errors: unconverted } = couponFormToInput(f);
  const parsed = couponInputSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[formField(issue.path.map(String).join('.'))] ??= `validation.${issue.message}`;
  }
  Object.assign(errors, unconverted);
  return { input: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}
