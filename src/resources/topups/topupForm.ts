// The top-up form's values and schema (for the shared zod resolver): method, the amount in major units of the chosen
// currency, a card for card top-ups (a test card in test mode); it resolves to the body of POST /topups, judged by
// the same domain rule as the route (limits per currency, the card required). DOM-free (unit-tested).
import { z } from 'zod';
import { createTopupSchema, type CreateTopupInput } from '../../../domain/balance/records';
import { TOPUP_CURRENCIES, TOPUP_METHODS, type TopupCurrency, type TopupMethod } from '../../../domain/balance/rules';
import { parseMinorUnits } from '../../../domain/currency';
import { parseExpiry } from '../../components/checkout/cardForm';

export interface TopupFormValues {
  method: TopupMethod;
  amount: string;
  currency: TopupCurrency;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Test mode picks a test card from a list: its expiry and CVC are any valid ones, filled in here. */
export const topupFormDefaults = (currency: string = 'USD', amount = '', test = false, now = new Date()): TopupFormValues => ({
  method: 'bank_transfer',
  amount,
  currency: (TOPUP_CURRENCIES as readonly string[]).includes(currency) ? (currency as TopupCurrency) : 'USD',
  cardNumber: '',
  expiry: test ? `12 / ${String(now.getFullYear() + 3).slice(2)}` : '',
  cvc: test ? '123' : '',
});

/** The server names nested fields ('card.number'); the form's inputs are flat. */
export const SERVER_FIELD: Record<string, keyof TopupFormValues> = {
  amount: 'amount', currency: 'currency', method: 'method', card: 'cardNumber', 'card.number': 'cardNumber', 'card.expMonth': 'expiry', 'card.expYear': 'expiry', 'card.cvc': 'cvc',
};

function bodyOf(v: TopupFormValues): CreateTopupInput | { amount: number; [k: string]: unknown } {
  const parsed = parseMinorUnits(v.amount, v.currency);
  const amount = parsed.ok ? Number(parsed.value) : 0;
  if (v.method !== 'card') return { method: v.method, amount, currency: v.currency };
  return { method: 'card', amount, currency: v.currency, card: { number: v.cardNumber.replace(/[\s-]/g, ''), ...parseExpiry(v.expiry), cvc: v.cvc.trim() } };
}

export function topupFormSchema() {
  return z
    .object({ method: z.enum(TOPUP_METHODS), amount: z.string(), currency: z.enum(TOPUP_CURRENCIES), cardNumber: z.string(), expiry: z.string(), cvc: z.string() })
    .superRefine((v, ctx) => {
      const parsed = parseMinorUnits(v.amount, v.currency);
      if (!parsed.ok || parsed.value <= 0n) {
        const message = parsed.ok || parsed.reason === 'format' ? 'app.topups.create.amountInvalid' : 'app.topups.create.amountDecimals';
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
        return;
      }
      const checked = createTopupSchema.safeParse(bodyOf(v));
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        const field = SERVER_FIELD[issue.path.join('.')] ?? SERVER_FIELD[String(issue.path[0])] ?? 'amount';
        ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    })
    .transform((v) => bodyOf(v) as CreateTopupInput);
}
