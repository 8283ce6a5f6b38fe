// Issue 25, item 4: a replay works up to its documented cap (10,000 events; one INSERT of them all needed more bind
// values than PostgreSQL takes in a statement), and no log line runs to megabytes: the SQL text, the message and
// the stack of a failed query are cut short.
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errSerializer } from '../../server/lib/log-redaction';
import { disputeMerchant } from '../factories/disputes';
import { setupTestApp } from '../helpers/app';

const logLines: string[] = [];
const { app, database } = await setupTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
const db = database.db;

describe('4. replay at its cap', () => {
  it('replays 10,000 events to an endpoint, and every log line stays short', async () => {
    const m = await disputeMerchant(app, db);
    const created = await m.test.post('/webhook-endpoints', { url: 'https://hooks.example.com/replay', enabledEvents: ['*'] });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json() as { id: string };
    const start = new Date(Date.now() - 3600_000);
    await db.execute(sql`
      insert into events (id, account_id, livemode, type, object_type, object_id, data, created_at)
      select 'evt_cap_' || g, ${m.account.id}, false, 'payment.created', 'payment', 'pay_cap_' || g,
             jsonb_build_object('id', 'pay_cap_' || g, 'amount', g), ${start.toISOString()}::timestamptz + g * interval '1 millisecond'
      from generate_series(1, 10000) g`);
    const window = { from: start.toISOString(), to: new Date().toISOString() };
    const dry = await m.test.post(`/webhook-endpoints/${endpoint.id}/replay`, { ...window, dryRun: true });
    expect(dry.json().data).toEqual({ events: 10_000, queued: 0 });
    const replay = await m.test.post(`/webhook-endpoints/${endpoint.id}/replay`, { ...window, dryRun: false });
    expect(replay.statusCode, replay.body.slice(0, 300)).toBe(200);
    expect(replay.json().data).toEqual({ events: 10_000, queued: 10_000 });
    const rows = await db.execute(sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpoint.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(10_000);
    // Replayed again: the same deliveries are sent again from the start, none added.
    expect((await m.test.post(`/webhook-endpoints/${endpoint.id}/replay`, { ...window, dryRun: false })).json().data.queued).toBe(10_000);
    for (const line of logLines) expect(line.length).toBeLessThan(8192);
  }, 120_000);

  it('cuts the SQL text, message and stack of a failed query in the log', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => `($${i + 1})`).join(', ');
    const err = new DrizzleQueryError(`insert into webhook_deliveries values ${values}`, Array.from({ length: 20_000 }, (_, i) => `secret-${i}`));
    const line = JSON.stringify(errSerializer(err));
    expect(line.length).toBeLessThan(8192);
    expect(line).not.toContain('secret-1');
  });
});
