// Payment links API: create (amount or items) with its validation messages in both languages, deactivate (never
// delete), the list with filters, counts, sort and Content-Range, the export, the payments made through a link,
// isolation across accounts and modes, and the paymentLink_Detail permission.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { createLink, payBody, payer } from '../factories/billing';
import { signedInMerchant } from '../factories/payments';
import { createSession } from '../../server/repositories/sessions';
import { seedDemoPaymentLinks } from '../../server/seed/payment-links';

const { app, database } = await setupTestApp();
const db = database.db;

describe('POST {base}/payment-links', () => {
  it('creates a link with a fixed amount: incomplete, active, an absolute /pay/ URL and an empty funnel', async () => {
    const m = await signedInMerchant(app, db);
    const res = await m.test.post('/payment-links', { currency: 'usd', amount: 2500, description: 'Yoga class', maxPayments: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({
      livemode: false, status: 'incomplete', active: true, currency: 'USD', amount: 2500, items: [], description: 'Yoga class',
      expiresAt: null, expired: false, maxPayments: 3, openedCount: 0, startedCount: 0, paidCount: 0, amountCollected: 0, deactivatedAt: null,
    });
    expect(link.id).toMatch(/^plink_/);
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(link).not.toHaveProperty('token');
    expect((await m.test.get(`/payment-links/${link.id}`)).json()).toEqual(link);
  });

  it('prices line items on the server and takes the expiry as an instant', async () => {
    const m = await signedInMerchant(app, db);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await m.live.post('/payment-links', {
      currency: 'JPY',
      items: [{ name: 'Ticket', quantity: 3, unitAmount: 1500 }, { name: 'Programme', quantity: 1, unitAmount: 500 }],
      expiresAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      livemode: true, currency: 'JPY', amount: 5000, expiresAt, expired: false,
      items: [{ name: 'Ticket', quantity: 3, unitAmount: 1500, amount: 4500 }, { name: 'Programme', quantity: 1, unitAmount: 500, amount: 500 }],
    });
  });

  it('answers field messages under the inputs, in English or Chinese', async () => {
    const m = await signedInMerchant(app, db);
    const en = await m.test.post('/payment-links', { items: [{ name: '', quantity: 1 }] });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({ currency: 'Please Select', 'items.0.name': 'Please Input', 'items.0.unitAmount': 'Please Input' });
    const zh = await m.test.post('/payment-links', { currency: 'USD' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.json()).toMatchObject({ code: 400, message: '部分字段无效。', errors: { amount: '请输入' } });
    const both = await m.test.post('/payment-links', { currency: 'USD', amount: 100, items: [{ name: 'x', quantity: 1, unitAmount: 100 }] });
    expect(both.json().errors.amount).toBe('Enter either an amount or line items, not both.');
    const past = await m.test.post('/payment-links', { currency: 'USD', amount: 100, expiresAt: '2020-01-01T00:00:00Z' }, { 'accept-language': 'zh' });
    expect(past.json().errors.expiresAt).toBe('过期时间必须晚于当前时间。');
    const small = await m.test.post('/payment-links', { currency: 'USD', amount: 10 });
    expect(small.json().errors.amount).toBe('The amount is below the minimum for this currency.');
    const max = await m.test.post('/payment-links', { currency: 'USD', amount: 100, maxPayments: 0 });
    expect(max.json().errors.maxPayments).toBe('The maximum number of payments must be a whole number from 1 to 100,000.');
    expect((await m.test.get('/payment-links')).json()).toEqual([]);
  });
});

describe('POST {base}/payment-links/:id/deactivate', () => {
  it('deactivates once and keeps the link; there is no DELETE', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test);
    const res = await m.test.post(`/payment-links/${link.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: link.id, status: 'deactivated', active: false, deactivatedAt: expect.any(String) });
    const again = await m.test.post(`/payment-links/${link.id}/deactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment link is already deactivated.');
    const session = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const headers = { authorization: `Bearer ${session.testToken}`, 'x-account-id': m.account.id };
    const del = await app.inject({ method: 'DELETE', url: `/test/api/payment-links/${link.id}`, headers });
    expect([404, 405]).toContain(del.statusCode);
    expect((await m.test.get(`/payment-links/${link.id}`)).json().status).toBe('deactivated');
    expect((await payer(app).view(link.token)).json()).toMatchObject({ payable: false, reason: 'deactivated' });
  });

  it('writes an event for each change of a link, in order, without its token', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 1500, currency: 'USD' });
    expect((await payer(app).pay(link.token, payBody({ amount: 1500, currency: 'USD' }))).json().outcome).toBe('succeeded');
    await m.test.post(`/payment-links/${link.id}/deactivate`);
    const rows = await db
      .select({ type: events.type, objectType: events.objectType, data: events.data })
      .from(events)
      .where(eq(events.objectId, link.id))
      .orderBy(asc(events.seq));
    expect(rows.map((r) => r.type)).toEqual(['payment_link.created', 'payment_link.updated', 'payment_link.deactivated']);
    expect(rows.every((r) => r.objectType === 'payment_link')).toBe(true);
    expect(rows[1].data).toMatchObject({ status: 'succeeded', paidCount: 1, amountCollected: 1500 });
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });
});

describe('GET {base}/payment-links', () => {
  it('filters, counts per status, sorts by allowed fields and pages with Content-Range', async () => {
    const m = await signedInMerchant(app, db);
    const a = await createLink(m.test, { amount: 1000, description: 'Piano lesson' });
    const b = await createLink(m.test, { amount: 3000, currency: 'EUR', description: 'Violin lesson' });
    const c = await createLink(m.test, { amount: 2000, description: 'Sheet music' });
    await m.test.post(`/payment-links/${c.id}/deactivate`);
    expect((await payer(app).pay(a.token, payBody(a))).json().outcome).toBe('succeeded');

    const page = await m.test.get('/payment-links', { sort: ['amount', 'ASC'], range: [0, 1] });
    expect(page.json().map((l: { id: string }) => l.id)).toEqual([a.id, c.id]);
    expect(page.headers['content-range']).toBe('payment-links 0-1/3');
    const newest = await m.test.get('/payment-links');
    expect(newest.json().map((l: { id: string }) => l.id)).toEqual([c.id, b.id, a.id]);
    expect((await m.test.get('/payment-links', { filter: { q: 'lesson' } })).json()).toHaveLength(2);
    expect((await m.test.get('/payment-links', { filter: { q: b.id } })).json()).toHaveLength(1);
    expect((await m.test.get('/payment-links', { filter: { currency: 'EUR' } })).json()[0].id).toBe(b.id);
    expect((await m.test.get('/payment-links', { filter: { status: ['succeeded', 'deactivated'] } })).json()).toHaveLength(2);
    expect((await m.test.get('/payment-links', { filter: { createdFrom: '2000-01-01', createdTo: '2001-01-01' } })).json()).toEqual([]);

    const counts = await m.test.get('/payment-links/counts', { filter: { status: 'succeeded' } });
    expect(counts.json().data).toEqual({ all: 3, incomplete: 1, succeeded: 1, failed: 0, deactivated: 1 });
    expect((await m.test.get('/payment-links/counts', { filter: { currency: 'USD' } })).json().data.all).toBe(2);

    const bad = await m.test.get('/payment-links', { sort: ['token', 'ASC'] });
    expect(bad.statusCode).toBe(400);
    expect((await m.test.get('/payment-links', { filter: { token: a.token } })).statusCode).toBe(400);
  });

  it('exports the filtered links as CSV, in either language', async () => {
    const m = await signedInMerchant(app, db);
    await createLink(m.test, { amount: 1234, description: '=HYPERLINK("x")' });
    await createLink(m.test, { amount: 5000, currency: 'JPY' });
    const res = await m.test.get('/payment-links/export', { filter: { currency: 'USD' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/payment-links_test_UTC_\d{8}-\d{6}\.csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Payment link ID,Created,Status,Currency,Amount,Description/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Incomplete,USD,12.34,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toMatch(/\/pay\//);
    const zh = await m.test.get('/payment-links/export', { lang: 'zh' });
    expect(zh.body).toContain('支付链接 ID');
  });
});

describe('GET {base}/payment-links/:id/payments', () => {
  it('lists the payments made through the link, newest first, and only those', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 4000 });
    const other = await createLink(m.test, { amount: 4000 });
    const p = payer(app);
    const first = (await p.pay(link.token, payBody(link, '4000000000000002'))).json();
    const second = (await p.pay(link.token, payBody(link))).json();
    await p.pay(other.token, payBody(other));
    const res = await m.test.get(`/payment-links/${link.id}/payments`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('payments 0-1/2');
    expect(res.json().map((x: { id: string; status: string; paymentLinkId: string }) => [x.id, x.status, x.paymentLinkId])).toEqual([
      [second.paymentId, 'succeeded', link.id],
      [first.paymentId, 'failed', link.id],
    ]);
    expect((await m.test.get(`/payment-links/${link.id}/payments`, { range: [1, 1] })).json()[0].id).toBe(first.paymentId);
    expect((await m.test.get(`/payment-links/${link.id}/payments`, { sort: ['createdAt', 'ASC'], range: [0, 0] })).json()[0].id).toBe(first.paymentId);
    expect((await m.test.get(`/payment-links/${link.id}/payments`, { sort: ['amount', 'ASC'] })).statusCode).toBe(400);
  });
});

describe('isolation and permission', () => {
  it("answers 404 for another account's or the other mode's link", async () => {
    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db);
    const link = await createLink(a.test);
    for (const [client, path] of [
      [b.test, `/payment-links/${link.id}`], [a.live, `/payment-links/${link.id}`], [b.test, `/payment-links/${link.id}/payments`],
    ] as const) {
      expect((await client.get(path)).statusCode, path).toBe(404);
    }
    expect((await b.test.post(`/payment-links/${link.id}/deactivate`)).statusCode).toBe(404);
    expect((await a.live.post(`/payment-links/${link.id}/deactivate`)).statusCode).toBe(404);
    expect((await b.test.get('/payment-links')).json()).toEqual([]);
    expect((await a.live.get('/payment-links')).json()).toEqual([]);
    expect((await b.test.get('/payment-links/counts')).json().data.all).toBe(0);
    expect((await b.test.get('/payment-links/export')).body).not.toContain(link.id);
    expect((await a.test.get(`/payment-links/${link.id}`)).json().status).toBe('incomplete');
  });

  it('needs paymentLink_Detail for every call', async () => {
    const m = await signedInMerchant(app, db, { permissions: ['dashPayment', 'Payment_detail', 'invoice'] });
    const owner = await signedInMerchant(app, db);
    const link = await createLink(owner.test);
    for (const path of ['/payment-links', '/payment-links/counts', '/payment-links/export', `/payment-links/${link.id}`, `/payment-links/${link.id}/payments`]) {
      expect((await m.test.get(path)).statusCode, path).toBe(403);
    }
    expect((await m.test.post('/payment-links', { currency: 'USD', amount: 1000 })).statusCode).toBe(403);
    expect((await m.test.post(`/payment-links/${link.id}/deactivate`)).statusCode).toBe(403);
    const allowed = await signedInMerchant(app, db, { permissions: ['paymentLink_Detail'] });
    expect((await allowed.test.post('/payment-links', { currency: 'USD', amount: 1000 })).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/test/api/payment-links' })).statusCode).toBe(401);
  });
});

describe('demo payment links (seed)', () => {
  it('seeds links in both modes whose funnels agree with their payments', async () => {
    const m = await signedInMerchant(app, db);
    await db.transaction((tx) => seedDemoPaymentLinks(tx, m.account.id));
    for (const client of [m.test, m.live]) {
      const links = (await client.get('/payment-links')).json() as { id: string; status: string; paidCount: number; startedCount: number; openedCount: number; amountCollected: number }[];
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        const payments = (await client.get(`/payment-links/${link.id}/payments`)).json() as { status: string; amount: number }[];
        const paid = payments.filter((p) => p.status === 'succeeded');
        expect(link.paidCount, link.id).toBe(paid.length);
        expect(link.startedCount).toBe(payments.length);
        expect(link.openedCount).toBeGreaterThanOrEqual(link.startedCount);
        expect(link.amountCollected).toBe(paid.reduce((s, p) => s + p.amount, 0));
      }
    }
    const counts = (await m.test.get('/payment-links/counts')).json().data;
    expect(counts).toMatchObject({ succeeded: 2, failed: 1, incomplete: 1, deactivated: 1 });
    expect((await m.live.get('/payment-links/counts')).json().data.all).toBe(2);
  });
});
