import { describe, expect, it } from 'vitest';
import { formatPercent, funnelRows } from './funnel';
import { INITIAL_LINK_FORM, amountToMinor, linkFormToInput, previewTotal, type LinkFormState } from './linkForm';

const form = (over: Partial<LinkFormState>): LinkFormState => ({ ...INITIAL_LINK_FORM, ...over });

describe('the new payment link form', () => {
  it('sends a fixed amount in minor units of the currency', () => {
    expect(linkFormToInput(form({ amount: '1,234.50' })).input).toEqual({ currency: 'USD', amount: 123450 });
    expect(linkFormToInput(form({ amount: '500', currency: 'JPY' })).input).toEqual({ currency: 'JPY', amount: 500 });
    expect(linkFormToInput(form({ amount: '1.005', currency: 'KWD' })).input.amount).toBe(1005);
  });

  it('refuses amounts it cannot convert, saying why, under the field path', () => {
    expect(linkFormToInput(form({ amount: '12.345' })).errors).toEqual({ amount: 'app.paymentLinks.form.amountDecimals' });
    expect(linkFormToInput(form({ amount: 'ten' })).errors).toEqual({ amount: 'app.paymentLinks.form.amountInvalid' });
    expect(linkFormToInput(form({ amount: '' })).errors).toEqual({ amount: 'validation.please_input' });
    expect(linkFormToInput(form({ amount: '10.5', currency: 'JPY' })).errors.amount).toBe('app.paymentLinks.form.amountDecimals');
  });

  it('sends line items instead of an amount in items mode', () => {
    const { input, errors } = linkFormToInput(
      form({ priceMode: 'items', amount: '99', items: [{ name: ' Course ', quantity: '2', unitAmount: '10.25' }, { name: 'Book', quantity: 'x', unitAmount: '1' }] }),
    );
    expect(errors).toEqual({});
    expect(input.amount).toBeUndefined();
    expect(input.items).toEqual([
      { name: 'Course', quantity: 2, unitAmount: 1025 },
      { name: 'Book', quantity: Number.NaN, unitAmount: 100 },
    ]);
    expect(linkFormToInput(form({ priceMode: 'items', items: [{ name: 'A', quantity: '1', unitAmount: '0.001' }] })).errors).toEqual({
      'items.0.unitAmount': 'app.paymentLinks.form.amountDecimals',
    });
  });

  it('sends the optional fields only when given: trimmed description, expiry as an instant, maximum payments', () => {
    const { input } = linkFormToInput(form({ amount: '5', description: '  Tuition  ', expiresAt: '2030-01-02T03:04', maxPayments: '2' }));
    expect(input).toMatchObject({ description: 'Tuition', maxPayments: 2 });
    expect(input.expiresAt).toBe(new Date('2030-01-02T03:04').toISOString());
    expect(Object.keys(linkFormToInput(form({ amount: '5', description: '   ' })).input).sort()).toEqual(['amount', 'currency']);
    expect(linkFormToInput(form({ amount: '5', maxPayments: '1.5' })).input.maxPayments).toBeNaN();
  });

  it('previews the total while typing, null until every amount is a number', () => {
    expect(previewTotal(form({ amount: '12.30' }))).toBe(1230);
    expect(previewTotal(form({ amount: '12.' }))).toBeNull();
    expect(previewTotal(form({ amount: '' }))).toBeNull();
    const items = [{ name: 'a', quantity: '3', unitAmount: '1.10' }, { name: 'b', quantity: '1', unitAmount: '0.70' }];
    expect(previewTotal(form({ priceMode: 'items', items }))).toBe(400);
    expect(previewTotal(form({ priceMode: 'items', items: [{ name: 'a', quantity: '', unitAmount: '1' }] }))).toBeNull();
  });

  it('never turns a huge typed amount into an unsafe number', () => {
    expect(amountToMinor('99999999999999999999', 'USD').ok).toBe(false);
  });
});

describe('the funnel', () => {
  it('gives each step its share of the opens and of the previous step', () => {
    expect(funnelRows({ openedCount: 8, startedCount: 4, paidCount: 3 })).toEqual([
      { step: 'opened', count: 8, ofOpened: 100, ofPrevious: null },
      { step: 'started', count: 4, ofOpened: 50, ofPrevious: 50 },
      { step: 'paid', count: 3, ofOpened: 37.5, ofPrevious: 75 },
    ]);
  });

  it('has no percentages where nothing came before', () => {
    const rows = funnelRows({ openedCount: 0, startedCount: 0, paidCount: 0 });
    expect(rows.map((r) => [r.ofOpened, r.ofPrevious])).toEqual([[null, null], [null, null], [null, null]]);
    expect(formatPercent(rows[1].ofOpened)).toBe('--');
    expect(formatPercent(33.3)).toBe('33.3%');
  });
});
