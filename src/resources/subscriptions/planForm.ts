// The New plan dialog's form: what the merchant types (the price in the currency's units, counts as text) converted
// to the body of POST /plans, then judged by the route's own schema (planInputSchema). Errors are message keys under
// the form's field names, as the route names its fields (tests/api/subscriptions-parity.test.ts compares them).
import { parseMinorUnits } from '../../../domain/currency';
import { planInputSchema, type PlanInput } from '../../../domain/subscriptions/records';

export interface PlanFormState {
  productName: string;
  amount: string;
  currency: string;
  interval: string;
  intervalCount: string;
  trialDays: string;
}

export const EMPTY_PLAN_FORM: PlanFormState = { productName: '', amount: '', currency: 'USD', interval: 'month', intervalCount: '1', trialDays: '0' };

/** A whole number typed, or NaN (the schema then names the field). */
const count = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN);

export function judgePlanForm(f: PlanFormState): { input: PlanInput | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amount = parseMinorUnits(f.amount, f.currency);
  if (!amount.ok && amount.reason === 'decimals') errors.amount = 'app.paymentLinks.form.amountDecimals';
  const body = { ...f, amount: amount.ok ? Number(amount.value) : NaN, intervalCount: count(f.intervalCount), trialDays: count(f.trialDays) };
  const parsed = planInputSchema.safeParse(body);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= `validation.${issue.message}`;
  return { input: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}
