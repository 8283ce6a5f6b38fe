import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../components/zodResolver';
import { TEST_PAYMENT_DEFAULTS, testPaymentFormSchema } from './testPaymentForm';

const resolve = (values: Record<string, unknown>) =>
  zodResolver(testPaymentFormSchema(new Date('2026-11-23T00:00:00Z')))({ ...TEST_PAYMENT_DEFAULTS, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('test payment form schema', () => {
  it('resolves to the POST /payments body: minor units, a card that stays valid, the customer only when named', async () => {
    expect((await resolve({ amount: '12.50', customerName: ' Ada ', customerEmail: '' })).values).toEqual({
      amount: 1250, currency: 'USD', card: { number: '4242424242424242', expMonth: 12, expYear: 2029, cvc: '123' }, customer: { name: 'Ada' }, capture: true,
    });
    expect((await resolve({ amount: '1000', currency: 'JPY' })).values).toMatchObject({ amount: 1000, currency: 'JPY' });
    expect((await resolve({})).values).not.toHaveProperty('customer');
  });

  it('refuses an amount that is no positive number in the currency decimals', async () => {
    expect((await resolve({ amount: 'abc' })).errors).toEqual({ amount: { type: 'custom', message: 'app.payments.create.amountInvalid' } });
    expect((await resolve({ amount: '0' })).errors).toEqual({ amount: { type: 'custom', message: 'app.payments.create.amountInvalid' } });
    expect((await resolve({ amount: '1.5', currency: 'JPY' })).errors).toEqual({ amount: { type: 'custom', message: 'app.payments.create.amountDecimals' } });
  });
});
