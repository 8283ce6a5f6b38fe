// Invoices API: create with server-computed totals, the exact 'Please Input' / 'Please Select' messages in both
// languages, every transition of spec section 4 allowed and refused, paying (markInvoicePaid), events, permissions,
// isolation across accounts and modes, fuzzed bodies, and that a refused request changes nothing.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../domain/onboarding/calendar';
import { invoices, payments } from '../../server/db/schema';
import { eventsOfInvoice } from '../../server/repositories/invoice-events';
import { lockInvoice } from '../../server/repositories/invoices';
import type { Scope } from '../../server/repositories/scope';
import { markInvoicePaid } from '../../server/services/invoices/pay';
import { setupTestApp } from '../helpers/app';
import { act, createInvoice, DEFAULT_TOTAL, invoiceBody, invoiceMerchant, type InvoiceMerchant } from '../factories/invoices';
import { makePayment } from '../factories/payments';

const { app, database } = await setupTestApp({ PUBLIC_URL: 'https://pay.example.test' });
const db = database.db;

async function pay(m: InvoiceMerchant, invoiceId: string) {
  const payment = await makePayment(m.test, { amount: DEFAULT_TOTAL, customer: { name: 'Ada Lovelace', email: 'ada@example.com' } });
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, m.test.scope, invoiceId);
    await markInvoicePaid(tx, m.test.scope, row!, payment.id, new Date());
  });
  return payment;
}

/** One invoice of the merchant in each state. */
async function oneOfEach(m: InvoiceMerchant) {
  const draft = await createInvoice(m.test);
  const open = await act(m.test, (await createInvoice(m.test)).id, 'finalize');
  const paid = await act(m.test, (await createInvoice(m.test)).id, 'finalize');
  await pay(m, paid.id);
  const voided = await act(m.test, (await createInvoice(m.test)).id, 'finalize');
  await act(m.test, voided.id, 'cancel');
  return { draft: draft.id, open: open.id, paid: paid.id, void: voided.id };
}

const eventTypes = async (scope: Scope, id: string) => (await eventsOfInvoice(db, scope, id)).map((e) => e.type);

describe('POST {base}/invoices', () => {
  it('creates a draft numbered per scope with the total computed from the items (a client total is ignored)', async () => {
    const m = await invoiceMerchant(app, db);
    const res = await m.test.post('/invoices', invoiceBody({ totalAmount: 1, items: [{ name: 'Term', quantity: 3, unitAmount: 10_001, amount: 5 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({
      status: 'draft', number: 'INV-0001', livemode: false, totalAmount: 30_003, pastDue: false, payUrl: null, paymentId: null,
      items: [{ name: 'Term', quantity: 3, unitAmount: 10_001, amount: 30_003 }], currency: 'USD', feeType: 'tuition',
      phone: '+44 20 7946 0000', country: 'GB', reference: 'STU-1001', memo: 'Thank you', dueDate: '2099-06-30',
      actions: ['detail', 'edit', 'delete', 'duplicate', 'finalize'], attachments: [],
    });
    expect(inv.id).toMatch(/^inv_/);
    expect((await createInvoice(m.test)).number).toBe('INV-0002');
    // Live mode has its own sequence.
    expect((await createInvoice(m.live)).number).toBe('INV-0001');
    expect(await eventTypes(m.test.scope, inv.id)).toEqual(['invoice.created']);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row.totalAmount).toBe(30_003n);
  });

  it('numbers concurrent creations without gaps or duplicates', async () => {
    const m = await invoiceMerchant(app, db);
    const created = await Promise.all(Array.from({ length: 8 }, () => m.test.post('/invoices', invoiceBody())));
    expect(created.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(created.map((r) => r.json().number).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `INV-000${i + 1}`));
  });

  it("answers 'Please Input' and 'Please Select' exactly, in English and in Chinese", async () => {
    const m = await invoiceMerchant(app, db);
    const en = await m.test.post('/invoices', {});
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      name: 'Please Input', email: 'Please Input', items: 'Please Input',
      currency: 'Please Select', feeType: 'Please Select', paymentMethod: 'Please Select', dueDate: 'Please Select',
    });
    const zh = await m.test.post('/invoices', { items: [{}] }, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' });
    expect(zh.json().errors).toMatchObject({
      name: '请输入', email: '请输入', 'items.0.name': '请输入', 'items.0.quantity': '请输入', 'items.0.unitAmount': '请输入',
      currency: '请选择', feeType: '请选择', paymentMethod: '请选择', dueDate: '请选择',
    });
    const wrong = await m.test.post('/invoices', invoiceBody({ email: 'nope', currency: 'XYZ', items: [{ name: 'x', quantity: 0, unitAmount: 100 }] }));
    expect(wrong.json().errors).toEqual({
      email: 'Please enter a valid email address.',
      currency: 'This currency is not supported.',
      'items.0.quantity': 'Enter a whole quantity from 1 to 10,000.',
    });
    const huge = await m.test.post('/invoices', invoiceBody({ items: [{ name: 'x', quantity: 10_000, unitAmount: 999_999_999_999 }] }));
    expect(huge.json().errors).toEqual({ items: 'The invoice total is above the maximum allowed.' });
    expect((await m.test.get('/invoices')).json()).toEqual([]);
  });

  it('never answers 5xx to fuzzed bodies, and creates only what validates', async () => {
    const m = await invoiceMerchant(app, db);
    const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }));
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        name: field, email: fc.oneof(field, fc.emailAddress()), currency: fc.oneof(field, fc.constantFrom('USD', 'JPY', 'KWD')),
        feeType: fc.oneof(field, fc.constant('goods')), paymentMethod: fc.oneof(field, fc.constant('card')),
        dueDate: fc.oneof(field, fc.constant('2030-01-01')), country: field, phone: field, memo: field,
        items: fc.oneof(field, fc.array(fc.record({ name: field, quantity: fc.oneof(field, fc.integer()), unitAmount: fc.oneof(field, fc.integer()) }), { maxLength: 3 })),
      }, { requiredKeys: [] }),
    );
    await fc.assert(fc.asyncProperty(body, async (b) => {
      const res = await m.test.send('POST', '/invoices', { payload: JSON.stringify(b ?? null), headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode === 201) expect(res.json().totalAmount).toBe(res.json().items.reduce((s: number, i: { amount: number }) => s + i.amount, 0));
    }), { numRuns: 80 });
  });
});


describe('editing and deleting (drafts only)', () => {
  it('edits a draft with a full record sent back (nulls, ids, totals) and recomputes the total', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const res = await m.test.put(`/invoices/${draft.id}`, { ...draft, phone: null, memo: '', totalAmount: 5, items: [{ name: 'Spring term', quantity: 1, unitAmount: 99_900, amount: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, number: draft.number, status: 'draft', phone: null, memo: null, totalAmount: 99_900 });
    expect((await m.test.get(`/invoices/${draft.id}`)).json().items).toEqual([{ name: 'Spring term', quantity: 1, unitAmount: 99_900, amount: 99_900 }]);
    expect(await eventTypes(m.test.scope, draft.id)).toEqual(['invoice.created', 'invoice.updated']);
  });

  it('leaves the invoice and its events untouched when an edit is refused', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const before = (await m.test.get(`/invoices/${draft.id}`)).json();
    const res = await m.test.put(`/invoices/${draft.id}`, invoiceBody({ name: '', items: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Please Input', items: 'Please Input' });
    expect((await m.test.get(`/invoices/${draft.id}`)).json()).toEqual(before);
    expect(await eventTypes(m.test.scope, draft.id)).toEqual(['invoice.created']);
  });

  it('deletes a draft (404 afterwards) and records invoice.deleted', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const res = await m.test.del(`/invoices/${draft.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, status: 'draft' });
    expect((await m.test.get(`/invoices/${draft.id}`)).statusCode).toBe(404);
    expect((await m.test.del(`/invoices/${draft.id}`)).statusCode).toBe(404);
    expect(await eventTypes(m.test.scope, draft.id)).toEqual(['invoice.created', 'invoice.deleted']);
  });
});

describe('state transitions (spec section 4)', () => {
  it('finalizes a draft: open, with its absolute pay link and finalized time', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const open = await act(m.test, draft.id, 'finalize');
    expect(open).toMatchObject({ status: 'open', actions: ['detail', 'duplicate', 'cancel'] });
    expect(open.payUrl).toMatch(/^https:\/\/pay\.example\.test\/pay\/[A-Za-z0-9]{32}$/);
    expect(open.finalizedAt).toBeTruthy();
    const cancelled = await act(m.test, draft.id, 'cancel');
    expect(cancelled).toMatchObject({ status: 'void', actions: ['detail', 'duplicate'] });
    expect(cancelled.voidedAt).toBeTruthy();
    expect(await eventTypes(m.test.scope, draft.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.voided']);
  });

  it('refuses every action the state table does not allow, with 409 and no change', async () => {
    const m = await invoiceMerchant(app, db);
    const ids = await oneOfEach(m);
    const refused: [keyof typeof ids, string, () => Promise<{ statusCode: number; json(): { message: string } }>][] = [];
    for (const state of ['open', 'paid', 'void'] as const) {
      const id = ids[state];
      refused.push([state, 'edit', () => m.test.put(`/invoices/${id}`, invoiceBody())]);
      refused.push([state, 'delete', () => m.test.del(`/invoices/${id}`)]);
      refused.push([state, 'finalize', () => m.test.post(`/invoices/${id}/finalize`)]);
    }
    for (const state of ['draft', 'paid', 'void'] as const) refused.push([state, 'cancel', () => m.test.post(`/invoices/${ids[state]}/cancel`)]);
    for (const [state, action, run] of refused) {
      const before = (await m.test.get(`/invoices/${ids[state]}`)).json();
      const res = await run();
      expect(res.statusCode, `${action} on ${state}`).toBe(409);
      expect(res.json().message).toBe("This action is not possible in the invoice's current status.");
      expect((await m.test.get(`/invoices/${ids[state]}`)).json(), `${action} on ${state}`).toEqual(before);
    }
    const zh = await m.test.post(`/invoices/${ids.paid}/cancel`, {}, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('该账单当前状态不支持此操作。');
  });

  it('duplicates from every state into a new draft with the same fields and items', async () => {
    const m = await invoiceMerchant(app, db);
    const ids = await oneOfEach(m);
    for (const [state, id] of Object.entries(ids)) {
      const source = (await m.test.get(`/invoices/${id}`)).json();
      const res = await m.test.post(`/invoices/${id}/duplicate`);
      expect(res.statusCode, state).toBe(201);
      const copy = res.json().data;
      expect(copy.id).not.toBe(id);
      expect(copy.number).not.toBe(source.number);
      expect(copy).toMatchObject({ status: 'draft', payUrl: null, paymentId: null, paidAt: null, finalizedAt: null, voidedAt: null });
      for (const key of ['name', 'email', 'phone', 'country', 'currency', 'feeType', 'items', 'totalAmount', 'reference', 'paymentMethod', 'dueDate', 'memo']) {
        expect(copy[key], `${state} ${key}`).toEqual(source[key]);
      }
      expect(await eventTypes(m.test.scope, copy.id)).toEqual(['invoice.created']);
    }
  });

  it('is paid through markInvoicePaid: transaction id, paid time, customer, the payment pointing back, invoice.paid', async () => {
    const m = await invoiceMerchant(app, db);
    const open = await act(m.test, (await createInvoice(m.test)).id, 'finalize');
    const payment = await pay(m, open.id);
    const paid = (await m.test.get(`/invoices/${open.id}`)).json();
    expect(paid).toMatchObject({ status: 'paid', paymentId: payment.id, actions: ['detail', 'duplicate'] });
    expect(paid.paidAt).toBeTruthy();
    expect(paid.customerId).toBe(payment.customerId);
    const [p] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(p.invoiceId).toBe(open.id);
    expect(await eventTypes(m.test.scope, open.id)).toEqual(['invoice.created', 'invoice.finalized', 'invoice.paid']);
    const events = await eventsOfInvoice(db, m.test.scope, open.id);
    expect(events[2].data).toMatchObject({ id: open.id, status: 'paid', paymentId: payment.id, totalAmount: DEFAULT_TOTAL });
    // Paying twice, or paying a draft or a void invoice, is refused.
    await expect(pay(m, open.id)).rejects.toMatchObject({ statusCode: 409 });
    const draft = await createInvoice(m.test);
    await expect(pay(m, draft.id)).rejects.toMatchObject({ statusCode: 409 });
    expect((await m.test.get(`/invoices/${draft.id}`)).json().status).toBe('draft');
  });
});

describe('past due', () => {
  it("is judged by the account's own calendar date", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
    const dueToday = calendarDate(new Date(), 'Pacific/Pago_Pago');
    const ahead = await invoiceMerchant(app, db, { timezone: 'Pacific/Kiritimati' });
    const behind = await invoiceMerchant(app, db, { timezone: 'Pacific/Pago_Pago' });
    for (const [m, pastDue] of [[ahead, true], [behind, false]] as const) {
      const open = await act(m.test, (await createInvoice(m.test, { dueDate: dueToday })).id, 'finalize');
      expect(open.pastDue, m.account.id).toBe(pastDue);
      const draft = await createInvoice(m.test, { dueDate: '2001-01-01' });
      expect(draft.pastDue).toBe(false);
    }
  });
});

describe('permissions, isolation and modes', () => {
  it('refuses creating without InvoiceCreate, editing without InvoiceEditor, listing without invoice', async () => {
    const owner = await invoiceMerchant(app, db);
    const reader = await invoiceMerchant(app, db, { permissions: ['invoice', 'InvoiceDetail'] });
    expect((await reader.test.post('/invoices', invoiceBody())).statusCode).toBe(403);
    expect((await reader.test.get('/invoices')).statusCode).toBe(200);
    const creator = await invoiceMerchant(app, db, { permissions: ['InvoiceCreate'] });
    const draft = await createInvoice(creator.test);
    expect((await creator.test.put(`/invoices/${draft.id}`, invoiceBody())).statusCode).toBe(403);
    expect((await creator.test.post(`/invoices/${draft.id}/finalize`)).statusCode).toBe(403);
    expect((await creator.test.del(`/invoices/${draft.id}`)).statusCode).toBe(403);
    expect((await creator.test.get('/invoices')).statusCode).toBe(403);
    expect((await creator.test.get(`/invoices/${draft.id}`)).statusCode).toBe(403);
    expect((await creator.test.post(`/invoices/${draft.id}/duplicate`)).statusCode).toBe(201);
    expect((await owner.test.get('/invoices')).statusCode).toBe(200);
  });

  it("answers 404 for another merchant's invoice and for the other mode's, and lists nothing of theirs", async () => {
    const a = await invoiceMerchant(app, db);
    const b = await invoiceMerchant(app, db);
    const ids = await oneOfEach(a);
    for (const id of Object.values(ids)) {
      for (const other of [b.test, a.live]) {
        expect((await other.get(`/invoices/${id}`)).statusCode).toBe(404);
        expect((await other.put(`/invoices/${id}`, invoiceBody())).statusCode).toBe(404);
        expect((await other.del(`/invoices/${id}`)).statusCode).toBe(404);
        for (const action of ['finalize', 'cancel', 'duplicate']) expect((await other.post(`/invoices/${id}/${action}`)).statusCode).toBe(404);
        expect((await other.send('GET', `/invoices/${id}/pdf`)).statusCode).toBe(404);
      }
    }
    expect((await b.test.get('/invoices')).json()).toEqual([]);
    expect((await a.live.get('/invoices')).json()).toEqual([]);
    expect((await a.live.get('/invoices/counts')).json().data).toEqual({ all: 0, paid: 0, outstanding: 0, pastDue: 0, draft: 0 });
    expect((await a.test.get('/invoices')).json()).toHaveLength(4);
  });
});
