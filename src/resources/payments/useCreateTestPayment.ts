// The create-test-payment form's state and submit: amount parsed to minor units, the POST, field errors.
import { useState } from 'react';
import { parseMinorUnits, minorUnitExponent } from '../../../domain/currency';
import type { PaymentCurrency } from '../../../domain/payments';
import { ApiError } from '../../providers/httpCore';
import { TEST_CARDS } from './testCards';
import type { Payment } from '../../../domain/wire';
import { idempotencyKey } from '../../../domain/random-id';
import { dataProvider } from '../../providers/dataProvider';

export interface TestPaymentForm {
  amount: string;
  currency: PaymentCurrency;
  card: string;
  customerName: string;
  customerEmail: string;
  capture: boolean;
}

export const INITIAL_FORM: TestPaymentForm = { amount: '25.00', currency: 'USD', card: TEST_CARDS[0].number, customerName: '', customerEmail: '', capture: true };

export function useCreateTestPayment(onCreated: (payment: Payment) => void) {
  const [form, setForm] = useState(INITIAL_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = parseMinorUnits(form.amount, form.currency);
    if (!parsed.ok || parsed.value <= 0n) {
      setErrors({ amount: parsed.ok || parsed.reason === 'format' ? 'app.payments.create.amountInvalid' : 'app.payments.create.amountDecimals' });
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const now = new Date();
      const payment = await dataProvider.createTestPayment(
        {
          amount: Number(parsed.value),
          currency: form.currency,
          card: { number: form.card, expMonth: 12, expYear: now.getUTCFullYear() + 3, cvc: '123' },
          ...(form.customerName.trim() ? { customer: { name: form.customerName.trim(), ...(form.customerEmail.trim() ? { email: form.customerEmail.trim() } : {}) } } : {}),
          capture: form.capture,
        },
        idempotencyKey(),
      );
      onCreated(payment);
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 && e instanceof Error ? e.message : null);
    } finally {
      setBusy(false);
    }
  };

  return { form, setForm, errors, failure, busy, submit, decimals: minorUnitExponent(form.currency) };
}
