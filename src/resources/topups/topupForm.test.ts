import { describe, expect, it } from 'vitest';
import { topupFormDefaults, topupFormSchema } from './topupForm';

const errors = (values: object) => {
  const r = topupFormSchema().safeParse({ ...topupFormDefaults(), ...values });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the top-up form', () => {
  it('resolves to the body of POST /topups in minor units', () => {
    expect(topupFormSchema().parse({ ...topupFormDefaults(), amount: '150.25' })).toEqual({ method: 'bank_transfer', amount: 15_025, currency: 'USD' });
    expect(topupFormSchema().parse({ ...topupFormDefaults('JPY'), amount: '5000', method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' })).toEqual({
      method: 'card', amount: 5000, currency: 'JPY', card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
  });

  it('fills a valid expiry and CVC in test mode, where a test card is picked from a list', () => {
    const d = topupFormDefaults('EUR', '95.00', true, new Date('2026-11-26T00:00:00Z'));
    expect(d).toMatchObject({ currency: 'EUR', amount: '95.00', expiry: '12 / 29', cvc: '123' });
    expect(topupFormSchema().parse({ ...d, method: 'card', cardNumber: '4242424242424242' })).toMatchObject({ card: { expMonth: 12, expYear: 2029, cvc: '123' } });
    expect(topupFormDefaults('XYZ')).toMatchObject({ currency: 'USD', expiry: '', cvc: '' });
  });

  it('names the field with the rule of the route', () => {
    expect(errors({ amount: 'ten' })).toEqual({ amount: 'app.topups.create.amountInvalid' });
    expect(errors({ amount: '1.001' })).toEqual({ amount: 'app.topups.create.amountDecimals' });
    expect(errors({ amount: '9.99' })).toEqual({ amount: 'topup_amount_too_small' });
    expect(errors({ amount: '1000000.01' })).toEqual({ amount: 'topup_amount_too_large' });
    expect(errors({ amount: '50', method: 'card', cardNumber: '4242', expiry: '12/40', cvc: '123' })).toEqual({ cardNumber: 'card_number_invalid' });
    expect(errors({ amount: '50', method: 'card', cardNumber: '4242424242424242', expiry: 'soon', cvc: '1' })).toMatchObject({ expiry: 'card_expiry_invalid', cvc: 'card_cvc_invalid' });
  });
});
