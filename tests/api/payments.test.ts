// Payments API: creating payments through the card-network simulator, the payment lifecycle (3-D Secure,
// authorise-only, capture, cancel), permissions, live-mode rules and fuzzed bodies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFees } from '../../domain/pricing';
import { availableOn } from '../../domain/settlement-schedule';
import { setupTestApp } from '../helpers/app';
import { buildMerchant } from '../factories';
import { CARDS, makePayment, paymentBody, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;
const year = new Date().getUTCFullYear();

describe('POST {base}/payments', () => {
  it('charges the 4242 card: succeeded, fees by the pricing rule, every field on the detail', async () => {
    const m = await signedInMerchant(app, db);
    const res = await m.test.post('/payments', paymentBody({
      amount: 12345,
      metadata: { order: '42' },
      description: 'Two teapots',
      merchantOrderId: 'ORD-1',
      billing: { name: 'Ada Lovelace', line1: '1 Main St', city: 'London', country: 'gb', postalCode: 'N1' },
      shipping: { name: 'Ada Lovelace', city: 'London', country: 'GB' },
      trackingNumber: '1Z999',
    }));
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    const fees = computeFees(12345, 'USD', { cardCurrency: 'USD' });
    expect(p).toMatchObject({
      status: 'succeeded', amount: 12345, currency: 'USD', livemode: false, serviceFee: fees.serviceFee, fxFee: 0,
      fee: fees.fee, net: 12345 - fees.fee, amountRefunded: 0, amountRefundable: 12345, captureMethod: 'automatic',
      customerName: 'Ada Lovelace', customerEmail: 'ada@example.test', merchantOrderId: 'ORD-1', description: 'Two teapots',
      metadata: { order: '42' }, threeDSecureStatus: 'not_required', trackingNumber: '1Z999',
      card: { brand: 'VISA', last4: '4242', country: 'US' },
      billing: { name: 'Ada Lovelace', line1: '1 Main St', city: 'London', country: 'GB', postalCode: 'N1' },
    });
    expect(p.id).toMatch(/^pay_[A-Za-z0-9]{16}$/);
    expect(p.channelOrderId).toMatch(/^ch_/);
    expect(p.customerId).toMatch(/^cus_/);
    // T+2 for USD at 00:00 of the account's local day (Asia/Shanghai by default): domain/settlement-schedule.ts.
    expect(p.availableOn).toBe(availableOn(new Date(p.capturedAt), 'USD', 'Asia/Shanghai').toISOString());
    expect(new Date(p.availableOn).getTime() - new Date(p.capturedAt).getTime()).toBeGreaterThan(86_400_000);
    expect(JSON.stringify(p)).not.toContain('4242424242424242');

    const detail = await m.test.get(`/payments/${p.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: p.id, refunds: [] });
    expect(detail.json().timeline.map((t: { type: string; status: string }) => [t.type, t.status])).toEqual([
      ['payment.created', 'processing'],
      ['payment.succeeded', 'succeeded'],
    ]);
    const events = await m.test.get(`/payments/${p.id}/events`);
    expect(events.json().data.map((e: { type: string }) => e.type)).toEqual(['payment.succeeded', 'payment.created']);
    expect(events.json().data[0].data).toMatchObject({ id: p.id, status: 'succeeded', amount: 12345 });
  });

  it('reuses a customer by e-mail and accepts an existing customerId', async () => {
    const m = await signedInMerchant(app, db);
    const a = await makePayment(m.test);
    const b = await makePayment(m.test);
    expect(b.customerId).toBe(a.customerId);
    const c = await makePayment(m.test, { customer: undefined, customerId: a.customerId });
    expect(c).toMatchObject({ customerId: a.customerId, customerName: 'Ada Lovelace' });
  });

  it('charges an FX fee when the card currency differs from the payment currency', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, { amount: 10_000, currency: 'USD' }, CARDS.euro);
    expect(p.fxFee).toBe(100);
    expect(p.fee).toBe(290 + 30 + 100);
  });

  it.each([
    [CARDS.declined, 'card_declined'],
    [CARDS.insufficientFunds, 'insufficient_funds'],
    [CARDS.expired, 'expired_card'],
    [CARDS.incorrectCvc, 'incorrect_cvc'],
  ])('declines card %s with %s: a failed payment, no money moved', async (card, code) => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, {}, card);
    expect(p).toMatchObject({ status: 'failed', failureCode: code, fee: 0, net: 0, amountRefundable: 0 });
    expect(p.failureMessage).toEqual(expect.any(String));
    const balance = await m.test.get('/balance');
    expect(balance.json().data).toEqual([]);
  });

  it('declines any card past its expiry date as expired_card', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, { card: { number: CARDS.success, expMonth: 1, expYear: year - 1, cvc: '123' } });
    expect(p).toMatchObject({ status: 'failed', failureCode: 'expired_card' });
  });

  it('flags the dispute-later card and puts the available-now card straight into the available balance', async () => {
    const m = await signedInMerchant(app, db);
    expect(await makePayment(m.test, {}, CARDS.disputeLater)).toMatchObject({ status: 'succeeded', disputeExpected: true });
    const now = await makePayment(m.test, { amount: 5000 }, CARDS.availableNow);
    const balance = (await m.test.get('/balance')).json().data;
    expect(balance).toEqual([{ currency: 'USD', available: 5000 - now.fee, pending: 10_000 - computeFees(10_000, 'USD').fee }]);
  });

  it('refuses invalid bodies with a message per field', async () => {
    const m = await signedInMerchant(app, db);
    const cases: [Record<string, unknown>, string][] = [
      [{ card: { number: '4242424242424241', expMonth: 12, expYear: year + 1, cvc: '123' } }, 'card.number'],
      [{ card: { number: CARDS.success, expMonth: 13, expYear: year + 1, cvc: '123' } }, 'card.expMonth'],
      [{ card: { number: CARDS.success, expMonth: 12, expYear: year + 1, cvc: '12' } }, 'card.cvc'],
      [{ amount: 12.5 }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 10, currency: 'USD' }, 'amount'],
      [{ currency: 'XXX' }, 'currency'],
      [{ customerId: 'cus_x' }, 'customerId'],
    ];
    for (const [override, field] of cases) {
      const res = await m.test.post('/payments', paymentBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(override)).toContain(field);
    }
  });

  it("refuses another merchant's customer id", async () => {
    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db);
    const p = await makePayment(a.test);
    const res = await b.test.post('/payments', paymentBody({ customer: undefined, customerId: p.customerId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.customerId).toBe('This customer does not exist.');
  });

  it('takes live payments only once business verification is approved', async () => {
    const approved = await signedInMerchant(app, db);
    expect((await approved.live.post('/payments', paymentBody())).statusCode).toBe(201);
    const pending = await buildMerchant(db, { kycStatus: 'inactive' });
    const { createSession } = await import('../../server/repositories/sessions');
    const { apiClient } = await import('../factories/payments');
    const s = await createSession(db, { userId: pending.user.id, accountId: pending.account.id, ttlHours: 1 });
    const live = apiClient(app, s.liveToken, { accountId: pending.account.id, livemode: true });
    const res = await live.post('/payments', paymentBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/business verification/);
    const test = apiClient(app, s.testToken, { accountId: pending.account.id, livemode: false });
    expect((await test.post('/payments', paymentBody())).statusCode).toBe(201);
  });

  it('never answers a 5xx, whatever the body', async () => {
    const m = await signedInMerchant(app, db);
    const card = fc.record({
      number: fc.oneof(fc.constantFrom(...Object.values(CARDS)), fc.string(), fc.integer()),
      expMonth: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.string()),
      expYear: fc.oneof(fc.integer({ min: 1990, max: 2200 }), fc.constant(null)),
      cvc: fc.oneof(fc.constantFrom('123', '1234'), fc.string()),
    }, { requiredKeys: [] });
    const body = fc.record({
      amount: fc.oneof(fc.integer({ min: -10, max: 2e12 }), fc.double(), fc.string(), fc.constant(null)),
      currency: fc.oneof(fc.constantFrom('USD', 'JPY', 'KWD', 'eur', 'XXX'), fc.string()),
      card: fc.oneof(card, fc.constant(null), fc.string()),
      customer: fc.oneof(fc.record({ name: fc.string(), email: fc.string() }, { requiredKeys: [] }), fc.constant(undefined)),
      customerId: fc.option(fc.string()),
      metadata: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), fc.constant(undefined)),
      capture: fc.oneof(fc.boolean(), fc.string(), fc.constant(undefined)),
      billing: fc.oneof(fc.record({ country: fc.string(), email: fc.string() }, { requiredKeys: [] }), fc.constant(undefined)),
    }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await m.test.post('/payments', b);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});

describe('payment lifecycle', () => {
  it('3-D Secure: incomplete until the cardholder passes, then succeeded', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, {}, CARDS.threeDs);
    expect(p).toMatchObject({ status: 'incomplete', threeDSecureStatus: 'required', fee: 0 });
    const passed = await m.test.post(`/payments/${p.id}/3ds`, { result: 'pass' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toMatchObject({ code: 200, data: { status: 'succeeded', threeDSecureStatus: 'passed' } });
    const again = await m.test.post(`/payments/${p.id}/3ds`, { result: 'pass' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is not waiting for 3-D Secure authentication.');
    const timeline = (await m.test.get(`/payments/${p.id}`)).json().timeline.map((t: { status: string }) => t.status);
    expect(timeline).toEqual(['processing', 'incomplete', 'processing', 'succeeded']);
  });

  it('3-D Secure failed: the payment fails with authentication_failed; an authorise-only one waits uncaptured', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, {}, CARDS.threeDs);
    const failed = await m.test.post(`/payments/${p.id}/3ds`, { result: 'fail' });
    expect(failed.json().data).toMatchObject({ status: 'failed', threeDSecureStatus: 'failed', failureCode: 'authentication_failed' });
    const manual = await makePayment(m.test, { capture: false }, CARDS.threeDs);
    const ok = await m.test.post(`/payments/${manual.id}/3ds`, { result: 'pass' });
    expect(ok.json().data).toMatchObject({ status: 'uncaptured' });
    expect((await m.test.post(`/payments/${p.id}/3ds`, { result: 'maybe' })).statusCode).toBe(400);
  });

  it('authorise only: uncaptured, then captured (fees and ledger then) or canceled', async () => {
    const m = await signedInMerchant(app, db);
    const p = await makePayment(m.test, { capture: false });
    expect(p).toMatchObject({ status: 'uncaptured', captureMethod: 'manual', fee: 0, amountRefundable: 0 });
    expect((await m.test.get('/balance')).json().data).toEqual([]);
    const captured = await m.test.post(`/payments/${p.id}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().data).toMatchObject({ status: 'succeeded', fee: computeFees(10_000, 'USD').fee });
    expect((await m.test.get('/balance')).json().data).toEqual([{ currency: 'USD', available: 0, pending: 10_000 - computeFees(10_000, 'USD').fee }]);
    const again = await m.test.post(`/payments/${p.id}/capture`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an uncaptured payment can be captured.');
    expect((await m.test.post(`/payments/${p.id}/cancel`)).statusCode).toBe(409);

    const other = await makePayment(m.test, { capture: false });
    const canceled = await m.test.post(`/payments/${other.id}/cancel`);
    expect(canceled.json().data).toMatchObject({ status: 'canceled' });
    expect(canceled.json().data.canceledAt).toEqual(expect.any(String));
    expect((await m.test.post(`/payments/${other.id}/capture`)).statusCode).toBe(409);
  });

  it('cancels a payment waiting for 3-D Secure, but not a failed one', async () => {
    const m = await signedInMerchant(app, db);
    const waiting = await makePayment(m.test, {}, CARDS.threeDs);
    expect((await m.test.post(`/payments/${waiting.id}/cancel`)).json().data.status).toBe('canceled');
    const failed = await makePayment(m.test, {}, CARDS.declined);
    expect((await m.test.post(`/payments/${failed.id}/cancel`)).statusCode).toBe(409);
  });

  it("answers 404 for another merchant's or the other mode's payment", async () => {
    const a = await signedInMerchant(app, db);
    const b = await signedInMerchant(app, db);
    const p = await makePayment(a.test, { capture: false });
    for (const client of [b.test, a.live]) {
      expect((await client.get(`/payments/${p.id}`)).statusCode).toBe(404);
      expect((await client.get(`/payments/${p.id}/events`)).statusCode).toBe(404);
      expect((await client.post(`/payments/${p.id}/capture`)).statusCode).toBe(404);
      expect((await client.post(`/payments/${p.id}/cancel`)).statusCode).toBe(404);
    }
    expect((await a.test.get(`/payments/${p.id}`)).json().status).toBe('uncaptured');
  });

  it('enforces the permission codes on the server', async () => {
    const owner = await signedInMerchant(app, db);
    const p = await makePayment(owner.test);
    const listOnly = await signedInMerchant(app, db, { permissions: ['dashPayment'] });
    // Listing does not create, cancel or read the detail: each action has its own code.
    expect((await listOnly.test.post('/payments', paymentBody())).statusCode).toBe(403);
    expect((await listOnly.test.get('/payments')).statusCode).toBe(200);
    expect((await listOnly.test.get(`/payments/${p.id}`)).statusCode).toBe(403);
    const detailOnly = await signedInMerchant(app, db, { permissions: ['Payment_detail'] });
    expect((await detailOnly.test.get('/payments')).statusCode).toBe(403);
    expect((await detailOnly.test.post('/payments', paymentBody())).statusCode).toBe(403);
    expect((await detailOnly.test.get('/payments/export')).statusCode).toBe(403);
    expect((await detailOnly.test.get('/payments/counts')).statusCode).toBe(403);
  });
});

describe('Idempotency-Key on POST {base}/payments', () => {
  it('replays the first answer byte for byte, and refuses the key with another body', async () => {
    const m = await signedInMerchant(app, db);
    const headers = { 'idempotency-key': 'order-7-attempt' };
    const first = await m.test.post('/payments', paymentBody({ amount: 777 }), headers);
    expect(first.statusCode).toBe(201);
    const replay = await m.test.post('/payments', paymentBody({ amount: 777 }), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await m.test.get('/payments')).json()).toHaveLength(1);

    const conflict = await m.test.post('/payments', paymentBody({ amount: 778 }), headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('This Idempotency-Key was already used for a different request.');
    // Keys are per scope: the same key in live mode or for another merchant is a new request.
    expect((await m.live.post('/payments', paymentBody({ amount: 777 }), headers)).headers['idempotent-replayed']).toBeUndefined();
    const other = await signedInMerchant(app, db);
    expect((await other.test.post('/payments', paymentBody({ amount: 777 }), headers)).headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a decline too, and applies to capture', async () => {
    const m = await signedInMerchant(app, db);
    const headers = { 'idempotency-key': 'decline-1' };
    const first = await m.test.post('/payments', paymentBody({}, CARDS.declined), headers);
    const replay = await m.test.post('/payments', paymentBody({}, CARDS.declined), headers);
    expect(replay.body).toBe(first.body);
    const p = await makePayment(m.test, { capture: false });
    const cap1 = await m.test.post(`/payments/${p.id}/capture`, {}, { 'idempotency-key': 'cap-1' });
    const cap2 = await m.test.post(`/payments/${p.id}/capture`, {}, { 'idempotency-key': 'cap-1' });
    expect(cap2.statusCode).toBe(200);
    expect(cap2.body).toBe(cap1.body);
  });

  it('stores nothing for a refused request, and refuses a malformed key', async () => {
    const m = await signedInMerchant(app, db);
    const bad = await m.test.post('/payments', paymentBody({ currency: 'XXX' }), { 'idempotency-key': 'k1' });
    expect(bad.statusCode).toBe(400);
    expect((await m.test.post('/payments', paymentBody(), { 'idempotency-key': 'k1' })).statusCode).toBe(201);
    expect((await m.test.post('/payments', paymentBody(), { 'idempotency-key': 'x'.repeat(300) })).statusCode).toBe(400);
  });
});
