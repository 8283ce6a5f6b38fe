// The simulator's purchase in two statements with no transaction (docs/decisions.md "seventh pass: two statements, no
// transaction"): a decline and an approval on the snapshot are the snapshot's statement and one write, with no begin;
// the Idempotency-Key's row is written by that write, with the answer, so duplicates racing through two server
// processes make one authorization and get the same bytes (or a 409 for another body), and a write that fails leaves
// no key, no authorization and no balance entry behind: the same key then succeeds.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, issuingAuthorizations, issuingBalanceEntries } from '../../server/db/schema';
import type { Database } from '../../server/db/client';
import { hotConnection, hotRows, watchHotStatements } from '../../server/db/hot-query';
import { issuingBucketRows } from '../../server/repositories/issuing';
import { signedInMerchant, topUp, type ApiClient } from '../factories/payments';
import { setupTestApp, withSecondProcess } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { rememberSecret } from '../helpers/secrets';

const { app, database, config } = await setupTestApp();
const db = database.db;

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

async function setup(m: Merchant, opts: { fund: number; card?: Record<string, unknown> }) {
  const h = await m.test.post('/cardholders', {
    name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' },
  });
  expect(h.statusCode, h.body).toBe(201);
  const c = await m.test.post('/cards', { cardholderId: h.json().id, type: 'virtual', brand: 'VISA', currency: 'USD', ...opts.card });
  expect(c.statusCode, c.body).toBe(201);
  rememberSecret('revealed card number', c.json().reveal.number);
  await topUp(db, m.test.scope, 'USD', opts.fund);
  expect((await m.test.post('/issuing-balance/fund', { amount: opts.fund, currency: 'USD' })).statusCode).toBe(201);
  return c.json().id as string;
}

const dailyLimit = (amount: number) => ({ spendingControls: { spendingLimits: [{ interval: 'daily', amount, currency: 'USD' }] } });
const purchase = (cardId: string, amount = 1_000, merchantName = 'Blue Bottle Coffee') => ({ cardId, merchantName, merchantCategory: 'restaurants', merchantCountry: 'US', amount, currency: 'USD' });
const send = (client: ApiClient, body: object, key: string) => client.post('/issuing-authorizations', body, { 'idempotency-key': key });

const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
const authorizationsOf = async (m: Merchant) => db.select().from(issuingAuthorizations).where(eq(issuingAuthorizations.accountId, m.account.id));
const keyRow = async (m: Merchant, key: string) =>
  (await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, m.account.id), eq(idempotencyKeys.key, key))))[0];

/** Polls, from `pool`, until `n` statements of this database whose text contains `text` wait for a lock. */
async function waitingOn(pool: Database, text: string, n: number) {
  for (;;) {
    const [row] = rowsOf<{ n: number }>(await pool.db.execute(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and position(${text} in query) > 0`));
    if (Number(row.n) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Thrown to roll a holding transaction back. */
class Release extends Error {}

describe('the purchase in two statements, no transaction', () => {
  it.runIf(isPostgres())('sends a decline and an approval on the snapshot as two statements with no begin; the slow path opens its transaction', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const cardId = await setup(m, { fund: 8_000, card: dailyLimit(1_500) });
    // A first purchase learns the account's zone (the snapshot is read again in it when the guess was another).
    expect((await send(m.test, purchase(cardId, 2_000), 'two-first')).json()).toMatchObject({ approved: false });
    const sent: string[] = [];
    const transactional = (t: string) => /^\s*(begin|commit|rollback|start transaction)\b/i.test(t);
    watchHotStatements((text) => sent.push(text));
    try {
      // 8,000 over eight buckets: 1,000 each. An approval a free bucket covers: the snapshot, then the check-and-write.
      expect((await send(m.test, purchase(cardId, 1_000), 'two-approve')).json()).toMatchObject({ approved: true });
      expect(sent).toHaveLength(2);
      expect(sent.filter(transactional)).toEqual([]);
      expect(sent[0]).toContain('from idempotency_keys');
      expect(sent[1]).toContain('issuing_purchase_check(');
      expect(sent[1]).toContain('insert into idempotency_keys');
      // A decline on the snapshot (10.00 used of 15.00): the snapshot, then the write of the decline with its key.
      sent.length = 0;
      expect((await send(m.test, purchase(cardId, 1_000), 'two-decline')).json()).toMatchObject({ approved: false, declineReason: { code: 'spending_limit' } });
      expect(sent).toHaveLength(2);
      expect(sent.filter(transactional)).toEqual([]);
      expect(sent[1]).toContain('insert into issuing_authorizations');
      expect(sent[1]).not.toContain('issuing_purchase_check(');
      // An approval no free bucket covers alone: 12.00 on a second card (no limits), more than the 10.00 a bucket holds,
      // within their sum (70.00): the check-and-write writes nothing, then the slow path, in a transaction opened after it.
      const other = (await m.test.post('/cards', { cardholderId: (await authorizationsOf(m))[0].cardholderId, type: 'virtual', brand: 'VISA', currency: 'USD' })).json().id as string;
      sent.length = 0;
      expect((await send(m.test, purchase(other, 1_200), 'two-slow')).json()).toMatchObject({ approved: true });
      expect(sent.filter(transactional).map((t) => t.trim().toLowerCase())).toEqual(['begin', 'commit']);
      expect(sent.findIndex(transactional)).toBe(2);
    } finally {
      watchHotStatements(null);
    }
    expect(await keyRow(m, 'two-approve')).toMatchObject({ statusCode: 201 });
  });

  /** Runs `during` while another connection of `pool` holds `cardId`'s lock as an approval deciding on it would; released after. */
  async function holdingCard<T>(pool: Database, cardId: string, during: () => Promise<T>): Promise<T> {
    return pool.db.transaction(async (tx) => {
      await tx.execute(sql`select id from issuing_cards where id = ${cardId} for no key update`);
      return during();
    });
  }

  it.runIf(isPostgres())('two approvals with one key through two server processes, at once: one authorization, the same bytes; another body is a 409', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const cardId = await setup(m, { fund: 10_000 });
    const holder = await openSecondPool(database, 2);
    try {
      await withSecondProcess({ database, config }, m, async (viaOther) => {
        // Both pass their snapshot (no key's row yet) and wait for the card inside their write; the first to get it
        // writes the key's row with the authorization; the other then meets the row and answers it.
        let same: Promise<Awaited<ReturnType<typeof send>>[]> | undefined;
        await holdingCard(holder, cardId, async () => {
          same = Promise.all([send(m.test, purchase(cardId), 'same-key'), send(viaOther, purchase(cardId), 'same-key')]);
          await waitingOn(holder, 'issuing_purchase_check(', 2);
        });
        const [a, b] = await same!;
        expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
        expect(b.body).toBe(a.body);
        expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter((h) => h === 'true')).toHaveLength(1);
        expect((await authorizationsOf(m)).map((r) => r.id)).toEqual([a.json().id]);
        expect(a.json()).toMatchObject({ approved: true, heldAmount: 1_000 });

        // Another body under one key, at once: one 201, the other the 409 a reused key gets.
        let other: Promise<Awaited<ReturnType<typeof send>>[]> | undefined;
        await holdingCard(holder, cardId, async () => {
          other = Promise.all([send(m.test, purchase(cardId, 1_000), 'other-body'), send(viaOther, purchase(cardId, 1_100), 'other-body')]);
          await waitingOn(holder, 'issuing_purchase_check(', 2);
        });
        const answers = await other!;
        expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const reused = await send(m.test, purchase(cardId, 1_200), 'other-body');
        expect(reused.statusCode).toBe(409);
        expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(reused.json().message);
        expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request.');
        expect(await authorizationsOf(m)).toHaveLength(2);
      });
      const held = (await issuingBucketRows(db, m.test.scope, 'USD')).reduce((sum, r) => sum + r.held, 0n);
      expect(held).toBe((await authorizationsOf(m)).reduce((sum, r) => sum + r.heldAmount, 0n));
    } finally {
      await holder.close();
    }
  });

  it.runIf(isPostgres())("two declines with one key through two server processes wait on the key's row for the first's statement only: one authorization, the same bytes", async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const cardId = await setup(m, { fund: 10_000, card: dailyLimit(500) });
    const holder = await openSecondPool(database, 2);
    try {
      await withSecondProcess({ database, config }, m, async (viaOther) => {
        let both: Promise<Awaited<ReturnType<typeof send>>[]> | undefined;
        // A third connection inserts the key's row and keeps it uncommitted: both declines' snapshots see no row, and
        // both writes wait on the key's unique index; rolled back, one writes, the other waits for that statement alone.
        await holder.db.transaction(async (tx) => {
          await tx.execute(sql`insert into idempotency_keys (account_id, livemode, key, request_hash, status_code, response_body) values (${m.account.id}, false, 'decline-key', 'held', 0, '')`);
          both = Promise.all([send(m.test, purchase(cardId), 'decline-key'), send(viaOther, purchase(cardId), 'decline-key')]);
          await waitingOn(holder, 'insert into idempotency_keys', 2);
          throw new Release();
        }).catch((e: unknown) => {
          if (!(e instanceof Release)) throw e;
        });
        const [a, b] = await both!;
        expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
        expect(b.body).toBe(a.body);
        expect(a.json()).toMatchObject({ approved: false, declineReason: { code: 'spending_limit', interval: 'daily' } });
        expect((await authorizationsOf(m)).map((r) => r.id)).toEqual([a.json().id]);
        expect(await keyRow(m, 'decline-key')).toMatchObject({ statusCode: 201, responseBody: a.body });
      });
    } finally {
      await holder.close();
    }
  });

  it('a purchase whose write fails leaves no key, no authorization and no balance entry; the same key then succeeds', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const cardId = await setup(m, { fund: 10_000, card: dailyLimit(1_500) });
    const failing = 'Forced Failure';
    // The write's last part (the event) fails for this merchant's purchases: the whole statement is undone.
    await db.execute(sql.raw(`create or replace function issuing_test_fail() returns trigger language plpgsql as $$
      begin if new.data ->> 'merchantName' = '${failing}' then raise exception 'forced failure'; end if; return new; end $$`));
    await db.execute(sql.raw('create trigger issuing_test_fail before insert on events for each row execute function issuing_test_fail()'));
    const entriesBefore = await db.select().from(issuingBalanceEntries).where(eq(issuingBalanceEntries.accountId, m.account.id));
    const bucketsBefore = await issuingBucketRows(db, m.test.scope, 'USD');
    try {
      // An approval (10.00 of 15.00) and a decline (20.00, over the daily limit), each under its key.
      for (const [key, amount] of [['fail-approve', 1_000], ['fail-decline', 2_000]] as const) {
        const failed = await send(m.test, purchase(cardId, amount, failing), key);
        expect(failed.statusCode, failed.body).toBe(500);
        expect(await keyRow(m, key)).toBeUndefined();
      }
      expect(await authorizationsOf(m)).toEqual([]);
      expect(await db.select().from(issuingBalanceEntries).where(eq(issuingBalanceEntries.accountId, m.account.id))).toEqual(entriesBefore);
      expect(await issuingBucketRows(db, m.test.scope, 'USD')).toEqual(bucketsBefore);
    } finally {
      await db.execute(sql.raw('drop trigger issuing_test_fail on events'));
      await db.execute(sql.raw('drop function issuing_test_fail()'));
    }
    const approved = await send(m.test, purchase(cardId, 1_000, failing), 'fail-approve');
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json()).toMatchObject({ approved: true, heldAmount: 1_000 });
    const declined = await send(m.test, purchase(cardId, 2_000, failing), 'fail-decline');
    expect(declined.json()).toMatchObject({ approved: false, declineReason: { code: 'spending_limit' } });
    const replay = await send(m.test, purchase(cardId, 1_000, failing), 'fail-approve');
    expect(replay.body).toBe(approved.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await authorizationsOf(m)).toHaveLength(2);
  });

  it.runIf(isPostgres())('closes a hot connection whose statement failed instead of pooling it again', async () => {
    let pid = 0;
    await expect(hotConnection(db, async (conn) => {
      pid = Number((await hotRows<{ pid: number }>(conn.db, 'select pg_backend_pid() as pid', []))[0]!.pid);
      await hotRows(conn.db, 'select 1 / $1::int as n', [0]);
    })).rejects.toThrow(/division by zero/);
    expect(pid).toBeGreaterThan(0);
    // Released with the error, the connection is closed: its server process ends (pooled again, it would stay idle).
    for (;;) {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`));
      if (Number(row!.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
