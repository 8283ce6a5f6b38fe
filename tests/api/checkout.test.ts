// Hosted checkout of payment links: the public view and its funnel, a paid link (payment with the customer,
// ledger, balance), maximum payments, expiry, deactivation, tampered amounts, declines, 3-D Secure, live mode,
// parallel payers (also across two server processes on PostgreSQL), fuzzed bodies and the rate limit.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFees } from '../../domain/pricing';
import { buildApp } from '../../server/app';
import { paymentLinks } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { createLink, payBody, payer } from '../factories/billing';
import { apiClient, CARDS, paymentBody, signedInMerchant } from '../factories/payments';
import { buildMerchant } from '../factories';
import { createSession } from '../../server/repositories/sessions';

const { app, database, config } = await setupTestApp();
const db = database.db;

async function linkState(client: Awaited<ReturnType<typeof signedInMerchant>>['test'], id: string) {
  return (await client.get(`/payment-links/${id}`)).json();
}

describe('GET /api/checkout/:token', () => {
  it('shows what is due, counts each view as opened, and answers 404 for unknown tokens', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { items: [{ name: 'Lesson', quantity: 2, unitAmount: 1500 }], amount: undefined, description: 'Two lessons' });
    const res = await payer(app).view(link.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      kind: 'paymentLink', livemode: false, merchantName: m.account.name,
      // No business settings saved: the account's name, no colour, no logo.
      branding: { name: m.account.name, supportEmail: null, supportPhone: null, website: null, color: null, colorText: null, logoUrl: null }, currency: 'USD', amount: 3000,
      items: [{ name: 'Lesson', quantity: 2, unitAmount: 1500, amount: 3000 }], description: 'Two lessons', payable: true, reason: null,
      acceptedBrands: ['visa', 'mastercard', 'amex', 'unionpay', 'jcb'],
    });
    await payer(app).view(link.token);
    expect(await linkState(m.test, link.id)).toMatchObject({ openedCount: 2, startedCount: 0, paidCount: 0 });
    for (const token of ['x'.repeat(32), 'no', '..%2F..%2Fetc', link.id]) {
      const missing = await payer(app, { lang: 'zh-CN' }).view(token);
      expect(missing.statusCode, token).toBe(404);
      expect(missing.json().message).toBe('未找到。');
    }
  });
});

describe('POST /api/checkout/:token/pay (payment links)', () => {
  it('pays with a test card: the payment carries the link and the customer, the ledger and the link follow', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 2500, description: 'Yoga class' });
    const p = payer(app);
    await p.view(link.token);
    const res = await p.pay(link.token, payBody(link));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toEqual({ outcome: 'succeeded', paymentId: expect.stringMatching(/^pay_/), failureCode: null, message: null });

    const payments = (await m.test.get('/payments')).json();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: result.paymentId, status: 'succeeded', amount: 2500, currency: 'USD', paymentLinkId: link.id, invoiceId: null,
      customerName: 'Grace Hopper', customerEmail: 'grace@example.test', description: 'Yoga class', livemode: false,
    });
    const customers = (await m.test.get('/customers')).json();
    expect(customers.map((c: { email: string }) => c.email)).toEqual(['grace@example.test']);
    const fee = computeFees(2500, 'USD', { cardCurrency: 'USD' }).fee;
    expect((await m.test.get('/balance')).json().data).toEqual([{ currency: 'USD', available: 0, pending: 2500 - fee }]);
    expect((await m.live.get('/payments')).json()).toEqual([]);
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'succeeded', openedCount: 1, startedCount: 1, paidCount: 1, amountCollected: 2500 });
    // Unlimited: the same link takes another payment.
    expect((await p.pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
    expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 2, amountCollected: 5000 });
  });

  it('takes payments up to the maximum, then refuses, and the page says so', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 1000, maxPayments: 2 });
    const p = payer(app);
    for (let i = 0; i < 2; i++) expect((await p.pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
    const third = await p.pay(link.token, payBody(link));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('This payment link has reached its maximum number of payments.');
    const zh = await payer(app, { lang: 'zh-CN' }).pay(link.token, payBody(link));
    expect(zh.json().message).toBe('该支付链接已达到最大支付次数。');
    expect((await p.view(link.token)).json()).toMatchObject({ payable: false, reason: 'limit_reached' });
    expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 2, startedCount: 2, amountCollected: 2000 });
    expect((await m.test.get('/payments')).json()).toHaveLength(2);
  });

  it('refuses an expired or deactivated link and changes nothing', async () => {
    const m = await signedInMerchant(app, db);
    const expiring = await createLink(m.test, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await db.update(paymentLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(paymentLinks.id, expiring.id));
    const res = await payer(app).pay(expiring.token, payBody(expiring));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment link has expired.');
    expect((await payer(app).view(expiring.token)).json()).toMatchObject({ payable: false, reason: 'expired' });
    expect(await linkState(m.test, expiring.id)).toMatchObject({ expired: true, startedCount: 0, status: 'incomplete' });

    const closed = await createLink(m.test);
    await m.test.post(`/payment-links/${closed.id}/deactivate`);
    const refused = await payer(app, { lang: 'zh' }).pay(closed.token, payBody(closed));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('该支付链接已停用。');
    expect((await m.test.get('/payments')).json()).toEqual([]);
  });

  it('refuses a tampered amount or currency with 409, before anything happens', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 2500 });
    for (const tampered of [{ amount: 1 }, { amount: 2499 }, { amount: 25_000 }, { currency: 'EUR' }, { currency: 'JPY', amount: 2500 }]) {
      const res = await payer(app).pay(link.token, payBody({ amount: 2500, currency: 'USD', ...tampered }));
      expect(res.statusCode, JSON.stringify(tampered)).toBe(409);
      expect(res.json().message).toBe('The amount or currency does not match what is due. Please reload the page and try again.');
    }
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'incomplete', startedCount: 0, paidCount: 0 });
    expect((await m.test.get('/payments')).json()).toEqual([]);
    expect((await m.test.get('/balance')).json().data).toEqual([]);
  });

  it('a declined card: 200 with a generic translated decline, the exact reason kept for the merchant, the link still payable', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 3000, maxPayments: 1 });
    const declined = await payer(app).pay(link.token, payBody(link, CARDS.insufficientFunds));
    expect(declined.statusCode).toBe(200);
    // An anonymous payer learns only that the card was declined (no help for someone testing stolen cards) ...
    expect(declined.json()).toMatchObject({ outcome: 'failed', failureCode: 'card_declined', message: 'The card was declined.' });
    // ... while the merchant's payment detail keeps the network's exact reason.
    const detail = (await m.test.get(`/payments/${declined.json().paymentId}`)).json();
    expect(JSON.stringify(detail)).toContain('insufficient_funds');
    const zh = await payer(app, { lang: 'zh-CN' }).pay(link.token, payBody(link, CARDS.declined));
    expect(zh.json()).toMatchObject({ outcome: 'failed', failureCode: 'card_declined', message: '该卡被拒绝。' });
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'failed', startedCount: 2, paidCount: 0 });
    const failed = (await m.test.get('/payments')).json();
    expect(failed.map((p: { status: string; paymentLinkId: string }) => [p.status, p.paymentLinkId])).toEqual([['failed', link.id], ['failed', link.id]]);
    expect((await payer(app).view(link.token)).json().payable).toBe(true);
    expect((await payer(app).pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'succeeded', paidCount: 1 });
    // Only the successful payment moved money.
    expect((await m.test.get('/balance')).json().data[0].pending).toBe(3000 - computeFees(3000, 'USD').fee);
  });

  it('a 3-D Secure card asks for action; pass completes the payment, fail declines it', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 4000, currency: 'EUR', maxPayments: 1 });
    const p = payer(app);
    const first = (await p.pay(link.token, payBody(link, CARDS.threeDs))).json();
    expect(first).toMatchObject({ outcome: 'requires_action', failureCode: null, message: null });
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'incomplete', paidCount: 0 });
    const failed = await p.threeDs(link.token, { paymentId: first.paymentId, result: 'fail' });
    expect(failed.json()).toMatchObject({ outcome: 'failed', failureCode: 'card_declined', message: 'The card was declined.' });
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'failed' });
    expect((await p.threeDs(link.token, { paymentId: first.paymentId, result: 'pass' })).statusCode).toBe(409);

    const second = (await p.pay(link.token, payBody(link, CARDS.threeDs))).json();
    const passed = await p.threeDs(link.token, { paymentId: second.paymentId, result: 'pass' });
    expect(passed.json()).toEqual({ outcome: 'succeeded', paymentId: second.paymentId, failureCode: null, message: null });
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'succeeded', paidCount: 1, amountCollected: 4000 });
    const payment = (await m.test.get(`/payments/${second.paymentId}`)).json();
    expect(payment).toMatchObject({ status: 'succeeded', threeDSecureStatus: 'passed', paymentLinkId: link.id });
  });

  it('3-D Secure: refuses a payment of another checkout, and a pass once the link is used up', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 1500, maxPayments: 1 });
    const other = await createLink(m.test, { amount: 1500 });
    const p = payer(app);
    const waiting = (await p.pay(link.token, payBody(link, CARDS.threeDs))).json();
    const wrong = await p.threeDs(other.token, { paymentId: waiting.paymentId, result: 'pass' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('This payment does not belong to this checkout.');
    expect((await p.pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
    const late = await p.threeDs(link.token, { paymentId: waiting.paymentId, result: 'pass' });
    expect(late.statusCode).toBe(409);
    expect((await m.test.get(`/payments/${waiting.paymentId}`)).json().status).toBe('incomplete');
    expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 1, amountCollected: 1500 });
  });

  it('a live link takes a live payment once the merchant is verified, and none before', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.live, { amount: 5000 });
    expect((await payer(app).view(link.token)).json().livemode).toBe(true);
    expect((await payer(app).pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
    expect((await m.live.get('/payments')).json()[0]).toMatchObject({ livemode: true, paymentLinkId: link.id });
    expect((await m.test.get('/payments')).json()).toEqual([]);

    const unverified = await buildMerchant(db, { kycStatus: 'inactive' });
    const s = await createSession(db, { userId: unverified.user.id, accountId: unverified.account.id, ttlHours: 1 });
    const live = apiClient(app, s.liveToken, { accountId: unverified.account.id, livemode: true });
    const pending = await createLink(live, { amount: 5000 });
    const refused = await payer(app).pay(pending.token, payBody(pending));
    expect(refused.statusCode).toBe(403);
    expect(await linkState(live, pending.id)).toMatchObject({ startedCount: 0, status: 'incomplete' });
  });
});

describe('parallel payers', () => {
  it('two, then ten, parallel payments of a one-payment link: exactly one succeeds', async () => {
    const m = await signedInMerchant(app, db);
    for (const n of [2, 10]) {
      const link = await createLink(m.test, { amount: 2000, maxPayments: 1 });
      const results = await Promise.all(Array.from({ length: n }, () => payer(app).pay(link.token, payBody(link))));
      expect(results.filter((r) => r.statusCode === 200 && r.json().outcome === 'succeeded')).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(n - 1);
      expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 1, startedCount: 1, amountCollected: 2000 });
    }
  });

  it.runIf(isPostgres())('holds across two server processes on one PostgreSQL', async () => {
    const second = await openSecondPool(database);
    const otherApp = await buildApp({ db: second.db, config });
    await otherApp.ready();
    try {
      const m = await signedInMerchant(app, db);
      const link = await createLink(m.test, { amount: 2000, maxPayments: 3 });
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => payer(i % 2 ? otherApp : app).pay(link.token, payBody(link))));
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 3, amountCollected: 6000 });
      expect((await m.test.get('/payments')).json()).toHaveLength(3);
    } finally {
      await otherApp.close();
      await second.close();
    }
  });
});

describe('Idempotency-Key on the checkout pay', () => {
  it('lives in its own key space: a payer can neither see nor claim the merchant\'s keys', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 1500 });
    // The merchant used a key: a payer sending it pays normally (no 409 that would reveal the key was used).
    expect((await m.test.post('/payments', paymentBody({ amount: 500 }), { 'idempotency-key': 'order-42' })).statusCode).toBe(201);
    const probe = await payer(app).pay(link.token, payBody(link, CARDS.declined), 'order-42');
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['idempotent-replayed']).toBeUndefined();
    // A payer claims a key first (with a declined card): the merchant's own call with it still goes through.
    await payer(app).pay(link.token, payBody(link, CARDS.declined), 'order-43');
    const merchant = await m.test.post('/payments', paymentBody({ amount: 600 }), { 'idempotency-key': 'order-43' });
    expect(merchant.statusCode, merchant.body).toBe(201);
    expect(merchant.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a resent attempt answers the first one byte for byte and pays once; other details under the key are refused', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 1200 });
    const p = payer(app);
    const first = await p.pay(link.token, payBody(link), 'attempt-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await p.pay(link.token, payBody(link), 'attempt-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const changed = await p.pay(link.token, payBody(link, CARDS.success, { name: 'Ada Lovelace' }), 'attempt-1');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/Idempotency-Key/);
    expect((await m.test.get('/payments')).json()).toHaveLength(1);
    expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 1, startedCount: 1, amountCollected: 1200 });
    // Without a key, or with a new one, the unlimited link takes another payment.
    expect((await p.pay(link.token, payBody(link), 'attempt-2')).json().outcome).toBe('succeeded');
    expect((await p.pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
    expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 3 });
  });

  it('a declined attempt replays its decline; a refused one stores nothing, so the key can pay afterwards', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 900 });
    const p = payer(app);
    const declined = await p.pay(link.token, payBody(link, CARDS.declined), 'declined-1');
    expect(declined.json().outcome).toBe('failed');
    expect((await p.pay(link.token, payBody(link, CARDS.declined), 'declined-1')).body).toBe(declined.body);
    expect((await m.test.get('/payments')).json()).toHaveLength(1);

    const tampered = await p.pay(link.token, payBody({ amount: 1, currency: link.currency }), 'refused-1');
    expect(tampered.statusCode).toBe(409);
    const paid = await p.pay(link.token, payBody(link), 'refused-1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().outcome).toBe('succeeded');
    expect((await m.test.get('/payments')).json()).toHaveLength(2);
  });

  it('the same attempt sent ten times at once pays once, and every answer is that payment', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 3100 });
    const results = await Promise.all(Array.from({ length: 10 }, () => payer(app).pay(link.token, payBody(link), 'double-click')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(1);
    expect((await m.test.get('/payments')).json()).toHaveLength(1);
    expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 1, amountCollected: 3100 });
  });
});

describe('fuzzed checkout bodies', () => {
  it('never answer a 5xx, and a refused request changes nothing', async () => {
    const m = await signedInMerchant(app, db);
    const link = await createLink(m.test, { amount: 2500 });
    const p = payer(app);
    const body = fc.record(
      {
        card: fc.oneof(
          fc.constant({ number: CARDS.success, expMonth: 12, expYear: 2099, cvc: '123' }),
          fc.record({ number: fc.oneof(fc.string(), fc.integer()), expMonth: fc.integer(), expYear: fc.anything(), cvc: fc.string() }),
          fc.anything(),
        ),
        name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(null)),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        // Never the amount due, so no request of this run can be accepted.
        amount: fc.oneof(fc.integer({ min: -10, max: 2499 }), fc.double(), fc.string(), fc.constant(undefined)),
        currency: fc.oneof(fc.constantFrom('USD', 'usd', 'EUR', ''), fc.string()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await p.pay(link.token, b);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
      }),
      { numRuns: 120 },
    );
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (b) => {
        expect((await p.threeDs(link.token, b)).statusCode).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
    expect(await linkState(m.test, link.id)).toMatchObject({ status: 'incomplete', startedCount: 0, paidCount: 0 });
    expect((await m.test.get('/payments')).json()).toEqual([]);
  });
});

describe('rate limit', () => {
  it('answers 429, translated, past the configured number of pay attempts per address and token', async () => {
    const limited = await buildApp({ db, config: { ...config, CHECKOUT_PAYS_PER_MINUTE: 3, CHECKOUT_VIEWS_PER_MINUTE: 4 } });
    await limited.ready();
    try {
      const m = await signedInMerchant(app, db);
      const link = await createLink(m.test, { amount: 2500 });
      const p = payer(limited, { lang: 'zh-CN' });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await p.pay(link.token, payBody({ amount: 1, currency: 'USD' }))).statusCode);
      expect(codes).toEqual([409, 409, 409, 429]);
      const limitedRes = await p.pay(link.token, payBody(link));
      expect(limitedRes.statusCode).toBe(429);
      expect(limitedRes.json()).toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试。' });
      expect(await linkState(m.test, link.id)).toMatchObject({ paidCount: 0 });
      // Another payer (address) is not held back by this one.
      expect((await payer(limited).pay(link.token, payBody(link))).json().outcome).toBe('succeeded');
      const views = [];
      for (let i = 0; i < 5; i++) views.push((await p.view(link.token)).statusCode);
      expect(views).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
