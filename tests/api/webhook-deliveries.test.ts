// Webhook deliveries (issue 17) against a real HTTP receiver on loopback (test mode may deliver there, live may not):
// events become deliveries in their own transaction; each is signed (verified with the standardwebhooks package),
// retried on failure with backoff, never sent twice as a success by two dispatchers at once, sent again after a
// dispatcher died mid-send; resends are manual attempts; a test event is built from a real test object; a window is
// replayed after a dry-run count; an endpoint failing for three days is disabled and its owners are told; live mode
// refuses to connect to a private address; an answer is kept capped.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../domain/timezone';
import { Webhook } from 'standardwebhooks';
import { webhookDeliveries, webhookEndpoints } from '../../server/db/schema';
import { claimDueDeliveries } from '../../server/repositories/webhook-deliveries';
import { generateReport } from '../../server/services/reports/generate';
import { dispatchDue } from '../../server/services/webhooks/dispatch';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { disputeMerchant } from '../factories/disputes';
import { makePayment } from '../factories/payments';

// The receiver is on loopback: test mode may deliver there only with WEBHOOK_LOOPBACK=on.
const { app, database, config } = await setupTestApp({ WEBHOOK_LOOPBACK: true });
const db = database.db;

interface Received { headers: Record<string, string>; body: string; path: string }
const received: Received[] = [];
/** Answers per path: a list of statuses used in turn (the last repeats); 200 by default. */
const answers = new Map<string, number[]>();
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString(), path: req.url ?? '' });
    const list = answers.get(req.url ?? '') ?? [200];
    const status = list.length > 1 ? list.shift()! : list[0]!;
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(req.url === '/big' ? 'x'.repeat(100_000) : `ok ${status}`);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const at = (path: string) => `http://127.0.0.1:${port}${path}`;
const to = (path: string) => received.filter((r) => r.path === path);

async function endpoint(m: Awaited<ReturnType<typeof disputeMerchant>>, path: string, events: string[] = ['*']) {
  const res = await m.test.post('/webhook-endpoints', { url: at(path), enabledEvents: events });
  expect(res.statusCode, res.body).toBe(201);
  const e = res.json();
  const secret = (await m.test.get(`/webhook-endpoints/${e.id}/secret`)).json().data.secret as string;
  rememberSecret('webhook signing secret', secret);
  return { id: e.id as string, secret };
}

const dispatch = async (offsetMs = 0) => dispatchDue(db, app.secretsKey, () => new Date(Date.now() + offsetMs), { targets: app.webhookTargets });

describe('webhook deliveries', () => {
  it('deliver the events a payment writes, signed so that standardwebhooks verifies them, through the job queue', async () => {
    const m = await disputeMerchant(app, db);
    const e = await endpoint(m, '/a', ['payment.created', 'payment.succeeded']);
    // The secret shown is not what the table keeps (sealed under SECRETS_KEY), yet the job signs with it.
    const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, e.id));
    expect(JSON.stringify(stored)).not.toContain(e.secret.slice('whsec_'.length));
    const p = await makePayment(m.test, { amount: 2500 });
    await app.jobs.send('webhook_dispatch', {});
    expect(await app.jobs.runDue('webhook_dispatch')).toBe(1);
    const got = to('/a');
    expect(got.map((r) => JSON.parse(r.body).type).sort()).toEqual(['payment.created', 'payment.succeeded']);
    for (const r of got) {
      const verified = new Webhook(e.secret).verify(r.body, r.headers) as { type: string; data: { id: string; amount: number }; livemode: boolean };
      expect(verified.data).toMatchObject({ id: p.id, amount: 2500 });
      expect(verified.livemode).toBe(false);
      expect(r.headers['webhook-id']).toMatch(/^msg_/);
    }
    const log = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
    expect(log).toHaveLength(2);
    expect(log.every((d: { status: string; attempts: number }) => d.status === 'succeeded' && d.attempts === 1)).toBe(true);
    // A refund is not subscribed: nothing more arrives.
    expect(got).toHaveLength(2);
  });

  it('retry a failed delivery with backoff, with the same webhook-id, and keep every attempt', async () => {
    const m = await disputeMerchant(app, db);
    const e = await endpoint(m, '/flaky', ['payment.succeeded']);
    answers.set('/flaky', [500, 503, 200]);
    await makePayment(m.test, { amount: 1000 });
    await dispatch();
    let [d] = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastResponseStatus: 500 });
    const wait = new Date(d.nextAttemptAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThan(65_000);
    await dispatch(); // not due yet
    expect(to('/flaky')).toHaveLength(1);
    await dispatch(61_000);
    await dispatch(61_000 + 301_000);
    [d] = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, lastResponseStatus: 200 });
    expect(new Set(to('/flaky').map((r) => r.headers['webhook-id'])).size).toBe(1);
    const detail = (await m.test.get(`/webhook-deliveries/${d.id}`)).json();
    expect(detail.attempts_log.map((a: { responseStatus: number }) => a.responseStatus)).toEqual([500, 503, 200]);
    expect(detail.attempts_log[0].requestHeaders['webhook-signature']).toMatch(/^v1,/);
    expect((await m.test.get(`/webhook-endpoints/${e.id}`)).json().failingSince).toBeNull();
  });

  it('are sent once as a success even with two dispatchers at once, and again after a dispatcher died mid-send', async () => {
    const m = await disputeMerchant(app, db);
    await endpoint(m, '/twice', ['payment.created']);
    for (let i = 0; i < 6; i++) await makePayment(m.test, { amount: 1000 + i });
    await Promise.all([dispatch(), dispatch(), dispatch()]);
    const ids = to('/twice').map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);

    // A dispatcher claims a delivery and dies before sending: after its lease another sends it.
    await makePayment(m.test, { amount: 777 });
    const claimed = await claimDueDeliveries(db, new Date(), 10, 30_000);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    await dispatch();
    expect(to('/twice')).toHaveLength(6);
    await dispatch(31_000);
    expect(to('/twice')).toHaveLength(7);
  });

  it('resend as a manual attempt; send a test event built from a real test object; replay a window after a dry run', async () => {
    const m = await disputeMerchant(app, db);
    const e = await endpoint(m, '/manual', ['payment.succeeded']);
    const p = await makePayment(m.test, { amount: 4200 });
    await dispatch();
    const [d] = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
    const resent = await m.test.post(`/webhook-deliveries/${d.id}/resend`);
    expect(resent.json().data).toMatchObject({ manual: true, responseStatus: 200 });
    expect(to('/manual')).toHaveLength(2);

    const test = await m.test.post(`/webhook-endpoints/${e.id}/test-event`, { type: 'payment.succeeded' });
    expect(test.statusCode, test.body).toBe(200);
    const last = to('/manual').at(-1)!;
    const payload = new Webhook(e.secret).verify(last.body, last.headers) as { type: string; data: { id: string } };
    expect(payload.type).toBe('payment.succeeded');
    expect(payload.data.id).toBe(p.id);
    expect((await m.test.post(`/webhook-endpoints/${e.id}/test-event`, { type: 'payment.exploded' })).statusCode).toBe(400);
    const none = await m.test.post(`/webhook-endpoints/${e.id}/test-event`, { type: 'dispute.created' });
    expect(none.statusCode).toBe(409);

    const window = { from: new Date(Date.now() - 3600_000).toISOString(), to: new Date(Date.now() + 1000).toISOString() };
    const dry = await m.test.post(`/webhook-endpoints/${e.id}/replay`, { ...window, dryRun: true });
    expect(dry.json().data).toEqual({ events: 1, queued: 0 });
    const replay = await m.test.post(`/webhook-endpoints/${e.id}/replay`, { ...window, dryRun: false });
    expect(replay.json().data).toEqual({ events: 1, queued: 1 });
    await dispatch();
    expect(to('/manual')).toHaveLength(4);
  });

  it('disable an endpoint failing for three days and tell its owners', async () => {
    const m = await disputeMerchant(app, db);
    const e = await endpoint(m, '/down', ['payment.created']);
    answers.set('/down', [500]);
    await db.update(webhookEndpoints).set({ failingSince: new Date(Date.now() - 3 * 86_400_000) }).where(eq(webhookEndpoints.id, e.id));
    await makePayment(m.test, { amount: 1000 });
    const result = await dispatch();
    expect((await m.test.get(`/webhook-endpoints/${e.id}`)).json()).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    expect(result.mails.map((x) => x.to)).toContain(m.user.email);
    // Disabled: nothing more is sent.
    await makePayment(m.test, { amount: 1000 });
    await dispatch(120_000);
    expect(to('/down')).toHaveLength(1);
  });

  it('in live mode never connect to a private address, whatever the row says; keep a large answer capped', async () => {
    const m = await disputeMerchant(app, db);
    const e = await endpoint(m, '/big', ['payment.created']);
    await makePayment(m.test, { amount: 1000 });
    await dispatch();
    const [d] = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
    const detail = (await m.test.get(`/webhook-deliveries/${d.id}`)).json();
    expect(detail.attempts_log[0].responseBody.length).toBe(4096);

    // A live endpoint pointing at this machine (only possible by writing the row): refused at connection time.
    await db.update(webhookEndpoints).set({ livemode: true }).where(eq(webhookEndpoints.id, e.id));
    await db.update(webhookDeliveries).set({ livemode: true, status: 'pending', nextAttemptAt: new Date() }).where(eq(webhookDeliveries.id, d.id));
    const before = to('/big').length;
    await dispatch();
    expect(to('/big')).toHaveLength(before);
    const live = (await m.live.get(`/webhook-deliveries/${d.id}`)).json();
    expect(live.attempts_log.at(-1).error).toMatch(/not a public address/);
  });

  it('deliver the settlement and report events, signed, as the OpenAPI document lists them', async () => {
    const m = await disputeMerchant(app, db);
    const e = await endpoint(m, '/money', ['settlement.created', 'settlement.paid', 'report.ready', 'report.failed']);
    await makePayment(m.test, { amount: 4200 });
    // The test clock five days on: the batch closes (created) and arrives (paid).
    const run = await m.test.post('/settlements/run', { at: new Date(Date.now() + 5 * 86_400_000).toISOString() });
    expect(run.statusCode, run.body).toBe(200);
    const [batch] = run.json().data.created as { id: string; net: number }[];
    // Two reports: one written, one that cannot be (its store is no directory).
    const day = calendarDate(new Date(), 'UTC');
    const ask = (key: string) => m.test.post('/reports', { kind: 'balance_summary', format: 'csv', timezone: 'UTC', periodFrom: day, periodTo: day }, { 'idempotency-key': key });
    const ready = (await ask('hook-ready')).json();
    const failed = (await ask('hook-failed')).json();
    const ctx = (dataDir: string) => ({ db, dataDir, now: () => new Date() });
    expect((await generateReport(ctx(config.DATA_DIR), m.test.scope, ready.id))?.status).toBe('succeeded');
    expect((await generateReport(ctx('/dev/null/reports'), m.test.scope, failed.id))?.status).toBe('failed');

    await dispatch();
    const got = to('/money').map((r) => new Webhook(e.secret).verify(r.body, r.headers) as { type: string; data: { id: string; status: string; net?: number } });
    const byType = Object.fromEntries(got.map((g) => [g.type, g.data]));
    expect(got.map((g) => g.type).sort()).toEqual(['report.failed', 'report.ready', 'settlement.created', 'settlement.paid']);
    expect(byType['settlement.created']).toMatchObject({ id: batch.id, net: batch.net });
    expect(byType['settlement.paid']).toMatchObject({ id: batch.id, status: 'paid' });
    expect(byType['report.ready']).toMatchObject({ id: ready.id, status: 'succeeded' });
    expect(byType['report.failed']).toMatchObject({ id: failed.id, status: 'failed' });
    const log = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json() as { status: string }[];
    expect(log.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);

    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const type of ['settlement.created', 'settlement.paid', 'settlement.failed', 'report.ready', 'report.failed']) {
      expect(doc['x-webhooks'][type]?.post.requestBody, type).toBeDefined();
    }
  });
});
