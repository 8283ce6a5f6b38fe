// The "Create test payment" form's values and schema (for the shared zod resolver): the amount in major units of
// the chosen currency, a documented test card, an optional customer, capture or authorise only; it resolves to the
// body of POST /payments. DOM-free (unit-tested).
import { z } from 'zod';
import { parseMinorUnits } from '../../../domain/currency';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '../../../domain/payments';
import type { TestPaymentInput } from '../../providers/calls/payments';
import { TEST_CARDS } from '../../../domain/test-cards';

export interface TestPaymentFormValues {
  amount: string;
  currency: PaymentCurrency;
  card: string;
  customerName: string;
  customerEmail: string;
  capture: boolean;
}

export const TEST_PAYMENT_DEFAULTS: TestPaymentFormValues = { amount: '25.00', currency: 'USD', card: TEST_CARDS[0].number, customerName: '', customerEmail: '', capture: true };

/** The server names nested fields ('card.number', 'customer.name'); the form's inputs are flat. */
export const SERVER_FIELD: Record<string, keyof TestPaymentFormValues> = {
  amount: 'amount', currency: 'currency', card: 'card', 'card.number': 'card', 'customer.name': 'customerName', 'customer.email': 'customerEmail',
};

export function testPaymentFormSchema(now: Date) {
  return z
    .object({
      amount: z.string(),
      currency: z.enum(PAYMENT_CURRENCIES),
      card: z.string().min(1),
      customerName: z.string(),
      customerEmail: z.string(),
      capture: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const parsed = parseMinorUnits(v.amount, v.currency);
      if (!parsed.ok || parsed.value <= 0n) {
        const message = parsed.ok || parsed.reason === 'format' ? 'app.payments.create.amountInvalid' : 'app.payments.create.amountDecimals';
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
      }
    })
    .transform((v): TestPaymentInput => {
      const parsed = parseMinorUnits(v.amount, v.currency);
      const name = v.customerName.trim();
      const email = v.customerEmail.trim();
      return {
        amount: parsed.ok ? Number(parsed.value) : 0,
        currency: v.currency,
        card: { number: v.card, expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '123' },
        ...(name ? { customer: { name, ...(email ? { email } : {}) } } : {}),
        capture: v.capture,
      };
    });
}
