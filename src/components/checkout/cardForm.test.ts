import { describe, expect, it } from 'vitest';
import { EMPTY_CARD_FORM, cardPayload, isExpired, maskCardNumber, maskExpiry, parseExpiry } from './cardForm';

const NOW = new Date(2026, 10, 21);
const DUE = { amount: 2500, currency: 'USD' };
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace', email: 'ada@example.com' };

describe('card input masks', () => {
  it('groups card digits by four and drops everything else', () => {
    expect(maskCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4000002760003184999999')).toBe('4000 0027 6000 3184 999');
    expect(maskCardNumber('')).toBe('');
  });

  it('writes the expiry as MM / YY, padding a lone month digit', () => {
    expect(maskExpiry('1230')).toBe('12 / 30');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('4')).toBe('04');
    expect(maskExpiry('429')).toBe('04 / 29');
    expect(maskExpiry('12 / 3')).toBe('12 / 3');
  });

  it('reads MM / YY and MM/YYYY, and nothing else', () => {
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('1/2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('12 / 3').expYear).toBeNaN();
    expect(parseExpiry('').expMonth).toBeNaN();
  });

  it('calls a card expired once its month has ended', () => {
    expect(isExpired({ expMonth: 11, expYear: 2026 }, NOW)).toBe(false);
    expect(isExpired({ expMonth: 10, expYear: 2026 }, NOW)).toBe(true);
  });
});

describe('the pay body', () => {
  it('turns a valid form into the card and holder the API takes', () => {
    expect(cardPayload(good, NOW, DUE)).toEqual({
      ok: true,
      value: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, name: 'Ada Lovelace', email: 'ada@example.com' },
    });
  });

  it('names every wrong field with its message', () => {
    expect(cardPayload(EMPTY_CARD_FORM, NOW, DUE)).toEqual({
      ok: false,
      errors: {
        number: 'validation.card_number_invalid',
        expiry: 'validation.card_expiry_invalid',
        cvc: 'validation.card_cvc_invalid',
        name: 'validation.checkout_name_required',
        email: 'validation.email_required',
      },
    });
    const wrong = cardPayload({ ...good, number: '4242 4242 4242 4241', email: 'ada@', expiry: '13 / 30' }, NOW, DUE);
    expect(wrong).toEqual({ ok: false, errors: { number: 'validation.card_number_invalid', expiry: 'validation.card_expiry_invalid', email: 'validation.email_invalid' } });
  });

  it('refuses a card whose expiry has passed before asking the network', () => {
    expect(cardPayload({ ...good, expiry: '10 / 26' }, NOW, DUE)).toEqual({ ok: false, errors: { expiry: 'validation.decline_expired_card' } });
  });
});
