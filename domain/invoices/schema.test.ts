import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages';
import { MAX_PAYMENT_AMOUNT } from '../pricing';
import { invoiceInputSchema, invoiceTotal, invoiceTotalExact, pricedItems, type InvoiceInput } from './schema';

function valid(overrides: Record<string, unknown> = {}): InvoiceInput {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    currency: 'USD',
    feeType: 'tuition',
    items: [{ name: 'Autumn term', quantity: 2, unitAmount: 12_345 }],
    paymentMethod: 'card',
    dueDate: '2026-12-31',
    ...overrides,
  } as InvoiceInput;
}

/** The message key of the first issue on a path, as the API and the form show it. */
function issueAt(input: unknown, path: string): string | undefined {
  const result = invoiceInputSchema.safeParse(input);
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('invoiceInputSchema', () => {
  it('accepts a complete invoice and stores empty optional fields as null', () => {
    const out = invoiceInputSchema.parse(valid({ phone: '', country: 'cn', reference: '  ', memo: null, currency: 'usd' }));
    expect(out).toMatchObject({ phone: null, country: 'CN', reference: null, memo: null, currency: 'USD' });
  });

  it("says 'Please Input' for missing or blank text and items, 'Please Select' for missing choices", () => {
    for (const path of ['name', 'email']) {
      expect(issueAt(valid({ [path]: undefined }), path)).toBe('please_input');
      expect(issueAt(valid({ [path]: '   ' }), path)).toBe('please_input');
    }
    expect(issueAt(valid({ items: [] }), 'items')).toBe('please_input');
    expect(issueAt(valid({ items: [{ quantity: 1, unitAmount: 100 }] }), 'items.0.name')).toBe('please_input');
    expect(issueAt(valid({ items: [{ name: 'x', unitAmount: 100 }] }), 'items.0.quantity')).toBe('please_input');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 1 }] }), 'items.0.unitAmount')).toBe('please_input');
    for (const path of ['currency', 'feeType', 'paymentMethod', 'dueDate']) {
      expect(issueAt(valid({ [path]: undefined }), path)).toBe('please_select');
    }
    expect(issueAt(valid({ feeType: 'lottery' }), 'feeType')).toBe('please_select');
    expect(issueAt(valid({ paymentMethod: 'cash' }), 'paymentMethod')).toBe('please_select');
    expect(translateMessage('please_input', 'en')).toBe('Please Input');
    expect(translateMessage('please_select', 'en')).toBe('Please Select');
    expect(translateMessage('please_input', 'zh')).toBe('请输入');
    expect(translateMessage('please_select', 'zh')).toBe('请选择');
  });

  it('refuses wrong values with their own messages', () => {
    expect(issueAt(valid({ email: 'not-an-email' }), 'email')).toBe('email_invalid');
    expect(issueAt(valid({ currency: 'XYZ' }), 'currency')).toBe('currency_unsupported');
    expect(issueAt(valid({ country: 'ZZ' }), 'country')).toBe('invoice_country_invalid');
    expect(issueAt(valid({ dueDate: '2026-02-30' }), 'dueDate')).toBe('invoice_due_date_invalid');
    expect(issueAt(valid({ dueDate: '1999-12-31' }), 'dueDate')).toBe('invoice_due_date_invalid');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 0, unitAmount: 100 }] }), 'items.0.quantity')).toBe('invoice_quantity_invalid');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 1.5, unitAmount: 100 }] }), 'items.0.quantity')).toBe('invoice_quantity_invalid');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 10_001, unitAmount: 100 }] }), 'items.0.quantity')).toBe('invoice_quantity_invalid');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 1, unitAmount: -5 }] }), 'items.0.unitAmount')).toBe('payment_amount_invalid');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 1, unitAmount: 1.5 }] }), 'items.0.unitAmount')).toBe('payment_amount_invalid');
    const many = Array.from({ length: 51 }, () => ({ name: 'x', quantity: 1, unitAmount: 100 }));
    expect(issueAt(valid({ items: many }), 'items')).toBe('invoice_items_too_many');
    expect(issueAt(valid({ name: 'a\u0000b' }), 'name')).toBe('field_invalid');
    expect(issueAt(valid({ items: [{ name: 'x', quantity: 1, unitAmount: 49 }] }), 'items')).toBe('invoice_total_too_small');
  });

  it('drops what the client may not set, such as a total or an item amount', () => {
    const out = invoiceInputSchema.parse(valid({ totalAmount: 1, status: 'paid', items: [{ name: 'x', quantity: 3, unitAmount: 100, amount: 1 }] }));
    expect(out).not.toHaveProperty('totalAmount');
    expect(out).not.toHaveProperty('status');
    expect(pricedItems(out.items)).toEqual([{ name: 'x', quantity: 3, unitAmount: 100, amount: 300 }]);
  });
});

const item = fc.record({
  name: fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== '' && !s.includes('\u0000')),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  unitAmount: fc.integer({ min: 1, max: MAX_PAYMENT_AMOUNT }),
});

describe('invoiceTotal', () => {
  it('is the sum of the line amounts, whatever their order', () => {
    fc.assert(fc.property(fc.array(item.map((i) => ({ ...i, unitAmount: i.unitAmount % 1_000_000 + 1 })), { minLength: 1, maxLength: 50 }), (items) => {
      const total = invoiceTotal(items);
      expect(total).toBe(pricedItems(items).reduce((s, i) => s + i.amount, 0));
      expect(invoiceTotal([...items].reverse())).toBe(total);
      expect(Number.isSafeInteger(total)).toBe(true);
    }));
  });

  it('doubles when every quantity doubles', () => {
    fc.assert(fc.property(fc.array(item.map((i) => ({ ...i, quantity: (i.quantity % 5000) + 1 })), { minLength: 1, maxLength: 10 }), (items) => {
      expect(invoiceTotalExact(items.map((i) => ({ ...i, quantity: i.quantity * 2 })))).toBe(2n * invoiceTotalExact(items));
    }));
  });

  it('is refused above the maximum payment amount, and only then (exact even past 2^53)', () => {
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 50 }), (items) => {
      const result = invoiceInputSchema.safeParse(valid({ items }));
      const tooLarge = invoiceTotalExact(items) > BigInt(MAX_PAYMENT_AMOUNT);
      expect(result.error?.issues.some((i) => i.message === 'invoice_total_too_large') ?? false).toBe(tooLarge);
      // USD's minimum is 50 minor units; between it and the maximum every invoice of valid items is accepted.
      if (!tooLarge && invoiceTotalExact(items) >= 50n) expect(result.success).toBe(true);
    }));
  });
});
