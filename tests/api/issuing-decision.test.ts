// Issuing's real-time decision (issue 31, item 6b) against a real HTTP receiver on loopback: a purchase the rules
// approve is sent, signed, to the account's endpoint for issuing_authorization.request and waits for its answer;
// approve, decline with a reason (shown in both languages), and the fallback (approve by default, decline when the
// account chose it) when the endpoint is slow, down or answers badly; a decline releases the hold. An endpoint
// subscribed through '*' only is not asked; an account without one keeps the rules' decision. The sweep on the job
// queue gives the fallback to an authorization a process left awaiting its decision (it ended mid-call).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DECISION_TIMEOUT_MS } from '../../domain/issuing/decision';
import { declineText, type DeclineReason } from '../../domain/issuing/limits';
import { events } from '../../server/db/schema';
import { ISSUING_AUTHORIZATION_EXPIRY } from '../../server/lib/queues';
import { decidePurchase } from '../../server/services/issuing/authorizations';
import { signedInMerchant, topUp } from '../factories/payments';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp({ WEBHOOK_LOOPBACK: true });
const db = database.db;

interface Received { headers: Record<string, string>; body: string }
const received = new Map<string, Received[]>();
const hanging: http.ServerResponse[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = req.url ?? '';
    received.set(path, [...(received.get(path) ?? []), { headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() }]);
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (path === '/approve') return json(200, '{"approved":true}');
    if (path === '/decline') return json(200, '{"approved":false,"reason":"Travel only on this card"}');
    if (path === '/bad') return json(200, '{"approve":"yes"}');
    if (path === '/slow') return void hanging.push(res); // never answers while the authorization waits
    json(404, '{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const at = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;
// A port nothing listens on: the endpoint is down.
const closed = http.createServer();
await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/down`;
await new Promise<void>((resolve) => closed.close(() => resolve()));
afterAll(() => {
  for (const r of hanging) r.destroy();
  return new Promise<void>((resolve) => receiver.close(() => resolve()));
});

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;
type Auth = { id: string; approved: boolean; status: string; decidedBy: string | null; declineReason: DeclineReason | null; heldAmount: number };

async function merchantWith(url: string | null, events = ['issuing_authorization.request']) {
  const m = await signedInMerchant(app, db, { issuingEnabled: true });
  const h = await m.test.post('/cardholders', { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' } });
  const c = await m.test.post('/cards', { cardholderId: h.json().id, type: 'virtual', brand: 'VISA', currency: 'USD', spendingControls: { spendingLimits: [{ interval: 'daily', amount: 5_000, currency: 'USD' }] } });
  expect(c.statusCode, c.body).toBe(201);
  rememberSecret('revealed card number', c.json().reveal.number);
  await topUp(db, m.test.scope, 'USD', 10_000);
  expect((await m.test.post('/issuing-balance/fund', { amount: 10_000, currency: 'USD' })).statusCode).toBe(201);
  let secret: string | null = null;
  if (url) {
    const e = await m.test.post('/webhook-endpoints', { url, enabledEvents: events });
    expect(e.statusCode, e.body).toBe(201);
    secret = (await m.test.get(`/webhook-endpoints/${e.json().id}/secret`)).json().data.secret as string;
    rememberSecret('webhook signing secret', secret);
  }
  return { m, cardId: c.json().id as string, secret };
}

async function buy(m: Merchant, cardId: string, amount = 1_000): Promise<Auth> {
  const res = await m.test.post('/issuing-authorizations', { cardId, merchantName: 'Skyline Air', merchantCategory: 'airlines', merchantCountry: 'US', amount, currency: 'USD' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Auth;
}

async function balance(m: Merchant) {
  return ((await m.test.get('/issuing-balance')).json().data as { currency: string; available: number; held: number }[]).find((b) => b.currency === 'USD');
}

describe('the real-time decision', () => {
  it('asks the endpoint, signed, and keeps its approval, recorded as decided by the webhook', async () => {
    const { m, cardId, secret } = await merchantWith(at('/approve'));
    const a = await buy(m, cardId);
    expect(a).toMatchObject({ approved: true, status: 'pending', decidedBy: 'webhook', heldAmount: 1_000 });
    const got = received.get('/approve')!.at(-1)!;
    const verified = new Webhook(secret!).verify(got.body, got.headers) as { type: string; data: { id: string; status: string; amount: number } };
    expect(verified.type).toBe('issuing_authorization.request');
    expect(verified.data).toMatchObject({ id: a.id, status: 'awaiting_decision', amount: 1_000 });
    expect(await balance(m)).toMatchObject({ available: 9_000, held: 1_000 });
    expect((await m.test.get(`/issuing-authorizations/${a.id}`)).json()).toMatchObject({ decidedBy: 'webhook', status: 'pending' });
  });

  it("declines with the endpoint's reason, shown in both languages, and gives the hold back", async () => {
    const { m, cardId } = await merchantWith(at('/decline'));
    const a = await buy(m, cardId);
    expect(a).toMatchObject({ approved: false, status: 'declined', decidedBy: 'webhook', heldAmount: 0, declineReason: { code: 'webhook_declined', message: 'Travel only on this card' } });
    expect(declineText(a.declineReason!, 'en')).toBe('declined by your decision endpoint: Travel only on this card');
    expect(declineText(a.declineReason!, 'zh')).toBe('您的授权决策端点拒绝：Travel only on this card');
    expect(await balance(m)).toMatchObject({ available: 10_000, held: 0 });
    // Released: the declined purchase no longer counts in the daily limit of 50.00.
    expect(await buy(m, cardId, 5_000)).toMatchObject({ decidedBy: 'webhook', declineReason: { code: 'webhook_declined' } });
  });

  it(`falls back to approve when the endpoint does not answer within ${DECISION_TIMEOUT_MS} ms`, async () => {
    const { m, cardId } = await merchantWith(at('/slow'));
    const a = await buy(m, cardId);
    expect(a).toMatchObject({ approved: true, status: 'pending', decidedBy: 'fallback_timeout', heldAmount: 1_000 });
    expect(received.get('/slow')).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key 409 while the endpoint is asked, then the first answer byte for byte', async () => {
    const { m, cardId } = await merchantWith(at('/slow'));
    const body = { cardId, merchantName: 'Skyline Air', merchantCategory: 'airlines', merchantCountry: 'US', amount: 1_000, currency: 'USD' };
    const headers = { 'idempotency-key': 'asked-once' };
    const asked = received.get('/slow')?.length ?? 0;
    const first = m.test.post('/issuing-authorizations', body, headers);
    // The endpoint has the request: the authorization awaiting its decision is committed, its key in progress.
    while ((received.get('/slow')?.length ?? 0) === asked) await new Promise((resolve) => setTimeout(resolve, 10));
    const during = await m.test.post('/issuing-authorizations', body, headers);
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toBe('A request with this Idempotency-Key is still being processed; retry in a moment.');
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ approved: true, decidedBy: 'fallback_timeout' });
    const after = await m.test.post('/issuing-authorizations', body, headers);
    expect(after.body).toBe(answered.body);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(received.get('/slow')).toHaveLength(asked + 1);
  });

  it('falls back when the endpoint is down or answers badly: approve by default, decline (hold released) when the account chose it', async () => {
    const down = await merchantWith(downUrl);
    expect(await buy(down.m, down.cardId)).toMatchObject({ approved: true, decidedBy: 'fallback_error' });
    const bad = await merchantWith(at('/bad'));
    expect((await bad.m.test.get('/issuing-decision')).json().data).toEqual({ fallback: 'approve', timeoutMs: DECISION_TIMEOUT_MS });
    expect(await buy(bad.m, bad.cardId)).toMatchObject({ approved: true, decidedBy: 'fallback_error' });
    const refused = await bad.m.test.put('/issuing-decision', { fallback: 'maybe' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Fallback');
    expect((await bad.m.test.put('/issuing-decision', { fallback: 'decline' })).json().data.fallback).toBe('decline');
    const declined = await buy(bad.m, bad.cardId);
    expect(declined).toMatchObject({ approved: false, status: 'declined', decidedBy: 'fallback_error', declineReason: { code: 'decision_fallback', fallback: 'error' } });
    expect(declineText(declined.declineReason!, 'en')).toContain('unreachable or answered badly');
    expect(await balance(bad.m)).toMatchObject({ available: 9_000, held: 1_000 });
  });

  it("asks nobody when the endpoint subscribes through '*' only or there is none, and the rules' declines never ask", async () => {
    const star = await merchantWith(at('/approve-star'), ['*']);
    expect(await buy(star.m, star.cardId)).toMatchObject({ approved: true, decidedBy: 'rules' });
    expect(received.get('/approve-star') ?? []).toHaveLength(0);
    const asked = await merchantWith(at('/approve'));
    const before = received.get('/approve')?.length ?? 0;
    expect(await buy(asked.m, asked.cardId, 6_000)).toMatchObject({ approved: false, decidedBy: 'rules', declineReason: { code: 'spending_limit' } });
    expect(received.get('/approve')?.length ?? 0).toBe(before);
  });
});

describe('the stale-decision sweep', () => {
  /**
   * What a process that ended while asking the endpoint leaves: the first transaction committed (the authorization
   * awaiting its decision, its amount held) and no second one. `ago`: how long before now it was created.
   */
  async function leftAwaiting(m: Merchant, cardId: string, ago: number) {
    const input = { cardId, merchantName: 'Skyline Air', merchantCategory: 'airlines' as const, merchantCountry: 'US', amount: 1_000, currency: 'USD' };
    const { record, ask } = await db.transaction((tx) => decidePurchase(tx, m.test.scope, input, new Date(Date.now() - ago), { realTime: true }));
    expect(ask).not.toBeNull();
    expect(record.status).toBe('awaiting_decision');
    return record.id;
  }
  const detail = async (m: Merchant, id: string) => (await m.test.get(`/issuing-authorizations/${id}`)).json() as Auth;
  const createdEvents = async (id: string) => (await db.select({ type: events.type }).from(events).where(eq(events.objectId, id))).map((e) => e.type);

  it("gives the account's fallback, on the job queue, to an authorization left awaiting its decision over a minute; one still being asked is left alone", async () => {
    const approving = await merchantWith(at('/slow'));
    const declining = await merchantWith(at('/slow'));
    expect((await declining.m.test.put('/issuing-decision', { fallback: 'decline' })).statusCode).toBe(200);
    const staleApproved = await leftAwaiting(approving.m, approving.cardId, 2 * 60_000);
    const staleDeclined = await leftAwaiting(declining.m, declining.cardId, 2 * 60_000);
    const beingAsked = await leftAwaiting(declining.m, declining.cardId, 0);
    expect(await balance(declining.m)).toMatchObject({ available: 8_000, held: 2_000 });

    await app.jobs.send(ISSUING_AUTHORIZATION_EXPIRY, {});
    expect(await app.jobs.runDue(ISSUING_AUTHORIZATION_EXPIRY)).toBe(1);

    expect(await detail(approving.m, staleApproved)).toMatchObject({ approved: true, status: 'pending', decidedBy: 'fallback_error', heldAmount: 1_000 });
    expect(await balance(approving.m)).toMatchObject({ available: 9_000, held: 1_000 });
    expect(await detail(declining.m, staleDeclined)).toMatchObject({
      approved: false, status: 'declined', decidedBy: 'fallback_error', heldAmount: 0, declineReason: { code: 'decision_fallback', fallback: 'error' },
    });
    expect(await detail(declining.m, beingAsked)).toMatchObject({ status: 'awaiting_decision', decidedBy: null, heldAmount: 1_000 });
    // The declined one's hold is back; the one still being asked keeps its own.
    expect(await balance(declining.m)).toMatchObject({ available: 9_000, held: 1_000 });
    expect(await createdEvents(staleApproved)).toEqual(['issuing_authorization.created']);
    expect(await createdEvents(staleDeclined)).toEqual(['issuing_authorization.created']);
    expect(await createdEvents(beingAsked)).toEqual([]);
  });
});
