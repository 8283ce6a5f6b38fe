import { afterEach, describe, expect, it, vi } from 'vitest';
import { translateMessage } from '../messages';
import { linkPrice, paymentLinkFilterSchema, paymentLinkInputSchema } from './schema';

function issues(body: unknown): Record<string, string> {
  const r = paymentLinkInputSchema.safeParse(body);
  if (r.success) return {};
  const out: Record<string, string> = {};
  // The first issue of each field, as the server's error handler reports it.
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

afterEach(() => vi.useRealTimers());

describe('paymentLinkInputSchema', () => {
  it('accepts a fixed amount or line items, and prices the items', () => {
    expect(issues({ currency: 'usd', amount: 2500 })).toEqual({});
    const body = { currency: 'EUR', items: [{ name: 'Course', quantity: 2, unitAmount: 1250 }, { name: 'Book', quantity: 1, unitAmount: 999 }] };
    const parsed = paymentLinkInputSchema.parse(body);
    expect(parsed.currency).toBe('EUR');
    expect(linkPrice(parsed)).toEqual({
      amount: 3499,
      items: [
        { name: 'Course', quantity: 2, unitAmount: 1250, amount: 2500 },
        { name: 'Book', quantity: 1, unitAmount: 999, amount: 999 },
      ],
    });
  });

  it('needs exactly one of amount and items', () => {
    expect(issues({ currency: 'USD' })).toEqual({ amount: 'please_input' });
    expect(issues({ currency: 'USD', amount: null, items: [] })).toEqual({ amount: 'please_input' });
    expect(issues({ currency: 'USD', amount: 100, items: [{ name: 'x', quantity: 1, unitAmount: 100 }] })).toEqual({
      amount: 'payment_link_amount_or_items',
    });
  });

  it('says Please Select for a missing currency and names every bad item field', () => {
    expect(issues({ amount: 100 })).toMatchObject({ currency: 'please_select' });
    expect(issues({ currency: '', amount: 100 })).toMatchObject({ currency: 'please_select' });
    expect(issues({ currency: 'XYZ', amount: 100 })).toEqual({ currency: 'currency_unsupported' });
    expect(issues({ currency: 'USD', items: [{}] })).toEqual({
      'items.0.name': 'please_input',
      'items.0.quantity': 'please_input',
      'items.0.unitAmount': 'please_input',
    });
    expect(issues({ currency: 'USD', items: [{ name: ' ', quantity: 0, unitAmount: 1.5 }] })).toEqual({
      'items.0.name': 'please_input',
      'items.0.quantity': 'invoice_quantity_invalid',
      'items.0.unitAmount': 'payment_amount_invalid',
    });
    expect(translateMessage('payment_link_amount_or_items', 'zh')).toMatch(/[\u4e00-\u9fff]/);
    expect(translateMessage('please_select', 'zh')).toBe('请选择');
  });

  it('refuses prices below the currency minimum or above the maximum, whichever way they are given', () => {
    expect(issues({ currency: 'USD', amount: 49 })).toEqual({ amount: 'payment_amount_too_small' });
    expect(issues({ currency: 'JPY', amount: 50 })).toEqual({});
    expect(issues({ currency: 'USD', items: [{ name: 'x', quantity: 1, unitAmount: 10 }] })).toEqual({ items: 'payment_amount_too_small' });
    const huge = [{ name: 'x', quantity: 10_000, unitAmount: 999_999_999_999 }];
    expect(issues({ currency: 'USD', items: huge })).toEqual({ items: 'payment_amount_too_large' });
  });

  it('wants an expiry in the future and a maximum of payments from 1 to 100,000', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
    expect(issues({ currency: 'USD', amount: 100, expiresAt: '2026-06-02T00:00:00Z', maxPayments: 3 })).toEqual({});
    expect(issues({ currency: 'USD', amount: 100, expiresAt: '2026-05-31T23:59:59Z' })).toEqual({ expiresAt: 'payment_link_expiry_past' });
    expect(issues({ currency: 'USD', amount: 100, expiresAt: 'tomorrow' })).toEqual({ expiresAt: 'payment_link_expiry_invalid' });
    expect(issues({ currency: 'USD', amount: 100, maxPayments: 0 })).toEqual({ maxPayments: 'payment_link_max_payments_invalid' });
    expect(issues({ currency: 'USD', amount: 100, maxPayments: 100_001 })).toEqual({ maxPayments: 'payment_link_max_payments_invalid' });
    expect(issues({ currency: 'USD', amount: 100, description: 'x'.repeat(501) })).toEqual({ description: 'field_too_long' });
  });
});

describe('paymentLinkFilterSchema', () => {
  it('allows its own fields only', () => {
    expect(paymentLinkFilterSchema.safeParse({ q: 'abc', status: ['succeeded', 'failed'], currency: 'USD' }).success).toBe(true);
    expect(paymentLinkFilterSchema.safeParse({ status: 'paid' }).success).toBe(false);
    expect(paymentLinkFilterSchema.safeParse({ token: 'x' }).success).toBe(false);
  });
});
