// Housekeeping: idempotency keys are forgotten after 24 hours (a later request with the key is new), recent keys
// still replay, and expired captchas are removed; the job is scheduled hourly as a singleton.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_RETENTION_HOURS, housekeepingJob, runHousekeeping } from '../../server/jobs/definitions/housekeeping';
import { setupTestApp } from '../helpers/app';
import { paymentBody, signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;
const housekeeping = { runOnce: () => runHousekeeping({ db, now: () => new Date() }) };

describe('housekeeping', () => {
  it('forgets idempotency keys older than the retention and keeps recent ones', async () => {
    const m = await signedInMerchant(app, db);
    const old = { 'idempotency-key': 'old-key' };
    const fresh = { 'idempotency-key': 'fresh-key' };
    expect((await m.test.post('/payments', paymentBody({ amount: 500 }), old)).statusCode).toBe(201);
    expect((await m.test.post('/payments', paymentBody({ amount: 600 }), fresh)).statusCode).toBe(201);
    await db.execute(sql`update idempotency_keys set created_at = now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS + 1})
      where account_id = ${m.test.scope.accountId} and key = 'old-key'`);

    const removed = await housekeeping.runOnce();
    expect(removed.idempotencyKeys).toBeGreaterThanOrEqual(1);

    // The forgotten key is a new request (a second payment); the fresh key still replays.
    const again = await m.test.post('/payments', paymentBody({ amount: 500 }), old);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const replay = await m.test.post('/payments', paymentBody({ amount: 600 }), fresh);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await m.test.get('/payments')).json()).toHaveLength(3);
  });

  it('removes expired captchas only', async () => {
    await db.execute(sql`insert into captchas (id, answer_hash, expires_at) values
      ('cap_expired_hk', 'x', now() - interval '1 minute'), ('cap_live_hk', 'x', now() + interval '5 minutes')`);
    await housekeeping.runOnce();
    const rows = await db.execute(sql`select id from captchas where id in ('cap_expired_hk', 'cap_live_hk')`);
    expect((rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(['cap_live_hk']);
  });

  it('keeps the webhook delivery log for its retention (WEBHOOK_RETENTION_DAYS) and removes older deliveries', async () => {
    const m = await signedInMerchant(app, db);
    const e = (await m.test.post('/webhook-endpoints', { url: 'https://hooks.example.com/never', enabledEvents: ['payment.created'] })).json();
    expect((await m.test.post('/payments', paymentBody({ amount: 500 }))).statusCode).toBe(201);
    expect((await m.test.post('/payments', paymentBody({ amount: 600 }))).statusCode).toBe(201);
    const log = async () => (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json() as { id: string }[];
    const [older] = await log();
    await db.execute(sql`update webhook_deliveries set created_at = now() - interval '8 days' where id = ${older!.id}`);
    const removed = await runHousekeeping({ db, now: () => new Date(), settings: { webhookRetentionDays: 7 } });
    expect(removed.webhookDeliveries).toBe(1);
    expect((await log()).map((d) => d.id)).not.toContain(older!.id);
    expect(await log()).toHaveLength(1);
  });

  it('is an hourly pg-boss schedule that never runs twice at once', async () => {
    expect(housekeepingJob).toMatchObject({ name: 'housekeeping', policy: 'singleton', schedule: '7 * * * *' });
    expect(app.jobs.definitions).toContain(housekeepingJob);
    await app.jobs.send('housekeeping', {});
    expect(await app.jobs.runDue('housekeeping')).toBe(1);
  });
});
