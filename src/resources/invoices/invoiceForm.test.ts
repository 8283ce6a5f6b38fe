import { describe, expect, it } from 'vitest';
import { addDays, emptyInvoiceForm, formTotal, formValuesOf, lineAmount, toInvoiceBody, type InvoiceFormValues } from './invoiceForm';
import { invoiceFormErrors, nestErrors } from './invoiceResolver';
import type { Invoice } from '../../../domain/wire';

const filled = (over: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...emptyInvoiceForm('2026-11-20'),
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  feeType: 'tuition',
  items: [
    { name: 'Tuition, autumn term', quantity: '2', unitAmount: '1,250.50' },
    { name: 'Library fee', quantity: '1', unitAmount: '0.99' },
  ],
  ...over,
});

describe('invoice form values -> request body', () => {
  it('starts with one line, card, USD and a due date 30 days out (across a month end)', () => {
    const form = emptyInvoiceForm('2026-11-20');
    expect(form.items).toHaveLength(1);
    expect(form).toMatchObject({ currency: 'USD', paymentMethod: 'card', dueDate: '2026-12-20', feeType: '' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('sends integer minor units of the chosen currency and null for empty optional fields', () => {
    const { body, errors } = toInvoiceBody(filled({ phone: '  ', reference: 'PO-7' }));
    expect(errors).toEqual({});
    expect(body).toMatchObject({ name: 'Ada Lovelace', phone: null, country: null, reference: 'PO-7', memo: null, currency: 'USD' });
    expect(body.items).toEqual([
      { name: 'Tuition, autumn term', quantity: 2, unitAmount: 125050 },
      { name: 'Library fee', quantity: 1, unitAmount: 99 },
    ]);
    expect(toInvoiceBody(filled({ currency: 'JPY', items: [{ name: 'x', quantity: '3', unitAmount: '1500' }] })).body.items[0].unitAmount).toBe(1500);
    expect(toInvoiceBody(filled({ currency: 'KWD', items: [{ name: 'x', quantity: '1', unitAmount: '1.005' }] })).body.items[0].unitAmount).toBe(1005);
  });

  it('reports amounts only the form can judge, and leaves empty ones to the schema', () => {
    const { body, errors } = toInvoiceBody(filled({ currency: 'JPY', items: [{ name: 'a', quantity: '1', unitAmount: '10.5' }, { name: 'b', quantity: 'two', unitAmount: 'abc' }, { name: 'c', quantity: '', unitAmount: '' }] }));
    expect(errors).toEqual({ 'items.0.unitAmount': 'app.invoices.form.amountDecimals', 'items.1.unitAmount': 'app.invoices.form.amountInvalid' });
    expect(body.items.map((i) => [i.quantity, i.unitAmount])).toEqual([[1, undefined], [undefined, undefined], [undefined, undefined]]);
  });

  it('tolerates inputs that hand back null once cleared', () => {
    const values = { ...filled(), country: null, dueDate: null } as unknown as InvoiceFormValues;
    expect(toInvoiceBody(values).body).toMatchObject({ country: null, dueDate: '' });
  });
});

describe('live total', () => {
  it('adds quantity × unit amount exactly, in minor units', () => {
    expect(lineAmount({ name: '', quantity: '3', unitAmount: '0.10' }, 'USD')).toBe(30n);
    expect(formTotal(filled().items, 'USD')).toEqual({ total: 2n * 125050n + 99n, complete: true });
  });

  it('counts the complete lines while another is still being typed', () => {
    expect(formTotal([...filled().items, { name: 'x', quantity: '1', unitAmount: '' }], 'USD')).toEqual({ total: 250199n, complete: false });
    expect(formTotal([], 'USD')).toEqual({ total: 0n, complete: false });
  });
});

describe('validation through the domain schema', () => {
  it("says 'Please Input' and 'Please Select' under empty required fields", () => {
    const { errors } = invoiceFormErrors({ ...emptyInvoiceForm('2026-11-20'), currency: '', dueDate: '' });
    expect(errors).toMatchObject({
      name: 'validation.please_input',
      email: 'validation.please_input',
      currency: 'validation.please_select',
      feeType: 'validation.please_select',
      dueDate: 'validation.please_select',
      'items.0.name': 'validation.please_input',
      'items.0.unitAmount': 'validation.please_input',
    });
  });

  it('passes a complete form as the body the API takes', () => {
    const { errors, body } = invoiceFormErrors(filled({ country: 'gb' }));
    expect(errors).toEqual({});
    expect(body).toMatchObject({ name: 'Ada Lovelace', country: 'GB', items: [{ unitAmount: 125050 }, { unitAmount: 99 }] });
  });

  it('keeps the form’s amount message ahead of the schema’s and nests errors for react-hook-form', () => {
    const { errors } = invoiceFormErrors(filled({ items: [{ name: 'a', quantity: '1', unitAmount: '1.234' }] }));
    expect(errors['items.0.unitAmount']).toBe('app.invoices.form.amountDecimals');
    expect(nestErrors({ 'items.1.name': 'k', items: 'total', email: 'e' })).toEqual({
      items: { 1: { name: { type: 'invalid', message: 'k' } }, root: { type: 'invalid', message: 'total' } },
      email: { type: 'invalid', message: 'e' },
    });
  });
});

describe('editing a draft', () => {
  it('shows minor units back in the currency decimals and round-trips to the same body', () => {
    const invoice = {
      name: 'Ada', email: 'ada@example.com', phone: null, country: 'GB', currency: 'KWD', feeType: 'medical', reference: null, memo: 'Thanks',
      paymentMethod: 'card', dueDate: '2026-12-01', items: [{ name: 'Visit', quantity: 2, unitAmount: 12345, amount: 24690 }],
    } as unknown as Invoice;
    const values = formValuesOf(invoice);
    expect(values.items[0]).toEqual({ name: 'Visit', quantity: '2', unitAmount: '12.345' });
    expect(values.phone).toBe('');
    expect(toInvoiceBody(values).body).toMatchObject({ country: 'GB', phone: null, memo: 'Thanks', items: [{ quantity: 2, unitAmount: 12345 }] });
  });
});
