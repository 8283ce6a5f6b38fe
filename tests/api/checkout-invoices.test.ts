// Hosted checkout of invoices: a finalized invoice is paid once (then Paid with its transaction id and paid time,
// the payment pointing back at it); double payment, void, draft and tampered amounts are refused; a decline keeps
// it open; 3-D Secure; parallel payers (also across two server processes on PostgreSQL).
import { describe, expect, it } from 'vitest';
import { computeFees } from '../../domain/pricing';
import { buildApp } from '../../server/app';
import { setupTestApp } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { insertInvoice, payBody, payer } from '../factories/billing';
import { CARDS, signedInMerchant, type ApiClient } from '../factories/payments';

const { app, database, config } = await setupTestApp();
const db = database.db;

const invoiceBody = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  currency: 'EUR',
  feeType: 'tuition',
  items: [{ name: 'Tuition', quantity: 2, unitAmount: 60_000 }, { name: 'Books', quantity: 1, unitAmount: 4_550 }],
  paymentMethod: 'card',
  dueDate: '2030-01-31',
  reference: 'REF-7',
};
const TOTAL = 124_550;

/** An open invoice through the API (create, finalize) and the token of its pay link. */
async function openInvoice(client: ApiClient, body: Record<string, unknown> = {}) {
  const created = await client.post('/invoices', { ...invoiceBody, ...body });
  if (created.statusCode !== 201) throw new Error(`invoice not created: ${created.statusCode} ${created.body}`);
  const finalized = await client.post(`/invoices/${created.json().id}/finalize`);
  if (finalized.statusCode !== 200) throw new Error(`invoice not finalized: ${finalized.statusCode} ${finalized.body}`);
  const invoice = (await client.get(`/invoices/${created.json().id}`)).json();
  return { ...invoice, token: (invoice.payUrl as string).split('/pay/')[1] } as { id: string; number: string; status: string; token: string };
}

const due = { amount: TOTAL, currency: 'EUR' };

describe('checkout of an invoice', () => {
  it('shows the invoice, takes one payment, then the invoice is paid and refuses another', async () => {
    const m = await signedInMerchant(app, db);
    const inv = await openInvoice(m.test);
    const view = await payer(app).view(inv.token);
    expect(view.json()).toEqual({
      kind: 'invoice', livemode: false, merchantName: m.account.name,
      // No business settings saved: the account's name, no colour, no logo.
      branding: { name: m.account.name, supportEmail: null, supportPhone: null, website: null, color: null, colorText: null, logoUrl: null }, currency: 'EUR', amount: TOTAL,
      items: [{ name: 'Tuition', quantity: 2, unitAmount: 60_000, amount: 120_000 }, { name: 'Books', quantity: 1, unitAmount: 4_550, amount: 4_550 }],
      description: null, invoice: { number: inv.number, name: 'Ada Lovelace', email: 'ada@example.test', dueDate: '2030-01-31' },
      payable: true, reason: null, acceptedBrands: ['visa', 'mastercard', 'amex', 'unionpay', 'jcb'],
    });

    const paid = await payer(app).pay(inv.token, payBody(due));
    expect(paid.statusCode, paid.body).toBe(200);
    const { paymentId } = paid.json();
    expect(paid.json()).toMatchObject({ outcome: 'succeeded', failureCode: null });
    expect((await m.test.get(`/invoices/${inv.id}`)).json()).toMatchObject({ status: 'paid', paymentId, paidAt: expect.any(String) });
    expect((await m.test.get(`/payments/${paymentId}`)).json()).toMatchObject({
      status: 'succeeded', amount: TOTAL, currency: 'EUR', invoiceId: inv.id, paymentLinkId: null, reference: 'REF-7',
      description: `Invoice ${inv.number}`, customerName: 'Grace Hopper',
    });
    const fee = computeFees(TOTAL, 'EUR', { cardCurrency: 'USD' }).fee;
    expect((await m.test.get('/balance')).json().data).toEqual([{ currency: 'EUR', available: 0, pending: TOTAL - fee }]);

    const again = await payer(app).pay(inv.token, payBody(due));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This has already been paid.');
    expect((await payer(app, { lang: 'zh-CN' }).pay(inv.token, payBody(due))).json().message).toBe('该款项已支付。');
    expect((await payer(app).view(inv.token)).json()).toMatchObject({ payable: false, reason: 'paid', paidPaymentId: paymentId });
    expect((await m.test.get('/payments')).json()).toHaveLength(1);
  });

  it('refuses a void invoice, a draft, and a tampered amount, changing nothing', async () => {
    const m = await signedInMerchant(app, db);
    const voided = await openInvoice(m.test);
    expect((await m.test.post(`/invoices/${voided.id}/cancel`)).statusCode).toBe(200);
    const v = await payer(app).pay(voided.token, payBody(due));
    expect(v.statusCode).toBe(409);
    expect(v.json().message).toBe('This invoice has been canceled and can no longer be paid.');
    expect((await payer(app).view(voided.token)).json()).toMatchObject({ payable: false, reason: 'void' });

    // A draft has no pay link; a row that somehow has one is still refused.
    const draft = await insertInvoice(db, m.test.scope, { status: 'draft', payToken: `draft${Date.now()}abcdefghijklmnop` });
    const d = await payer(app, { lang: 'zh' }).pay(draft.payToken!, payBody(due));
    expect(d.statusCode).toBe(409);
    expect(d.json().message).toBe('该账单尚未开具，暂时无法支付。');

    const open = await openInvoice(m.test);
    for (const sent of [{ amount: TOTAL - 1, currency: 'EUR' }, { amount: TOTAL, currency: 'USD' }, { amount: 0, currency: 'EUR' }]) {
      const t = await payer(app).pay(open.token, payBody(sent));
      expect(t.statusCode).toBe(409);
      expect(t.json().message).toContain('does not match');
    }
    expect((await m.test.get(`/invoices/${open.id}`)).json()).toMatchObject({ status: 'open', paymentId: null });
    expect((await m.test.get('/payments')).json()).toEqual([]);
  });

  it('a declined card keeps the invoice open and the failed payment; 3-D Secure pass then pays it', async () => {
    const m = await signedInMerchant(app, db);
    const inv = await openInvoice(m.test);
    const p = payer(app, { lang: 'zh-CN' });
    const declined = (await p.pay(inv.token, payBody(due, CARDS.expired))).json();
    // The payer sees a generic decline; the merchant's payment keeps the network's reason.
    expect(declined).toMatchObject({ outcome: 'failed', failureCode: 'card_declined', message: '该卡被拒绝。' });
    expect((await m.test.get(`/invoices/${inv.id}`)).json().status).toBe('open');
    const failed = (await m.test.get(`/payments/${declined.paymentId}`)).json();
    expect(failed).toMatchObject({ status: 'failed', invoiceId: inv.id });
    expect(JSON.stringify(failed)).toContain('expired_card');

    const waiting = (await p.pay(inv.token, payBody(due, CARDS.threeDs))).json();
    expect(waiting.outcome).toBe('requires_action');
    expect((await m.test.get(`/invoices/${inv.id}`)).json().status).toBe('open');
    const done = (await p.threeDs(inv.token, { paymentId: waiting.paymentId, result: 'pass' })).json();
    expect(done).toMatchObject({ outcome: 'succeeded', paymentId: waiting.paymentId });
    expect((await m.test.get(`/invoices/${inv.id}`)).json()).toMatchObject({ status: 'paid', paymentId: waiting.paymentId });
  });

  it('parallel payers of one invoice: exactly one payment succeeds', async () => {
    const m = await signedInMerchant(app, db);
    for (const n of [2, 8]) {
      const inv = await openInvoice(m.test);
      const results = await Promise.all(Array.from({ length: n }, () => payer(app).pay(inv.token, payBody(due))));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(n - 1);
    }
    const payments = (await m.test.get('/payments')).json();
    expect(payments.map((p: { status: string }) => p.status)).toEqual(['succeeded', 'succeeded']);
  });

  it.runIf(isPostgres())('holds across two server processes on one PostgreSQL', async () => {
    const second = await openSecondPool(database);
    const otherApp = await buildApp({ db: second.db, config });
    await otherApp.ready();
    try {
      const m = await signedInMerchant(app, db);
      const inv = await openInvoice(m.test);
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => payer(i % 2 ? otherApp : app).pay(inv.token, payBody(due))));
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect((await m.test.get('/payments')).json()).toHaveLength(1);
    } finally {
      await otherApp.close();
      await second.close();
    }
  });

  it("a token opens only its own invoice: the payment lands in the invoice's account and mode", async () => {
    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db);
    const inv = await openInvoice(a.live);
    expect((await payer(app).view(inv.token)).json().livemode).toBe(true);
    expect((await payer(app).pay(inv.token, payBody(due))).json().outcome).toBe('succeeded');
    expect((await a.live.get('/payments')).json()).toHaveLength(1);
    expect((await a.test.get('/payments')).json()).toEqual([]);
    expect((await b.live.get('/payments')).json()).toEqual([]);
  });
});
