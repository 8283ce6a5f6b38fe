// The purchase's session (docs/decisions.md "eighth pass"): a process keeps a token's session and membership a short
// while, and the simulator's purchase confirms the kept one in its snapshot's statement instead of looking it up
// first. Whatever a process kept, the next call sees the database: a session signed out through another process, one
// past its expiry, a member removed, the account's issuing turned off, are refused on their next call; a kept session
// whose role, permissions or nickname changed is looked up again; a change no rule reads lets the call through; the last-seen stamp is still renewed; and a purchase with no
// Idempotency-Key looks the session up first.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { issuingAuthorizations, memberships, sessions, users } from '../../server/db/schema';
import { purchaseSnapshot } from '../../server/repositories/issuing';
import { createSession, SessionChanged, type SessionCheck } from '../../server/repositories/sessions';
import { sha256 } from '../../server/lib/tokens';
import { windowStarts } from '../../server/services/issuing/authorizations';
import { fundedCard } from '../factories/issuing';
import { apiClient, signedInMerchant, type ApiClient } from '../factories/payments';
import { setupTestApp } from '../helpers/app';
import { isPostgres, openSecondPool } from '../helpers/db';
import { rememberSecret } from '../helpers/secrets';

const { app, database, config } = await setupTestApp();
const db = database.db;

// A second server process: its own app (its own kept sessions) on its own pool of the same PostgreSQL database, or
// on the same PGlite database.
const secondPool: Database | null = isPostgres() ? await openSecondPool(database) : null;
const other: FastifyInstance = await buildApp({ db: (secondPool ?? database).db, config });
await other.ready();
afterAll(async () => {
  await other.close();
  await secondPool?.close();
});

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

async function setup(m: Merchant) {
  return (await fundedCard(m.test, db, { name: 'Grace Hopper', email: 'grace@example.com', fund: 100_000 })).cardId;
}

let keys = 0;
const purchase = (client: ApiClient, cardId: string, key: string | null = `session-${++keys}`) =>
  client.post('/issuing-authorizations', { cardId, merchantName: 'Blue Bottle Coffee', merchantCategory: 'restaurants', merchantCountry: 'US', amount: 1_000, currency: 'USD' },
    key === null ? {} : { 'idempotency-key': key });

/** A merchant with a card, and a second session of its user whose token both processes are called with. */
async function world() {
  const m = await signedInMerchant(app, db, { issuingEnabled: true });
  const cardId = await setup(m);
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  rememberSecret('test session token', s.testToken);
  const here = apiClient(app, s.testToken, m.test.scope);
  const there = apiClient(other, s.testToken, m.test.scope);
  // Both processes have found (and kept) the session: the next purchases are let through on what they kept.
  for (const client of [here, there, here, there]) expect((await purchase(client, cardId)).statusCode).toBe(201);
  return { m, cardId, s, here, there };
}

const authorizationsOf = async (m: Merchant) => (await db.select().from(issuingAuthorizations).where(eq(issuingAuthorizations.accountId, m.account.id))).length;

describe('the purchase confirms a kept session in its snapshot', () => {
  it('refuses a session signed out through the other process on its next call, writing nothing', async () => {
    const { m, cardId, s, here, there } = await world();
    const before = await authorizationsOf(m);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${s.testToken}` } });
    expect(out.statusCode, out.body).toBe(200);
    for (const client of [there, here]) expect((await purchase(client, cardId)).statusCode).toBe(401);
    expect(await authorizationsOf(m)).toBe(before);
  });

  it('refuses a session past its expiry, and a replay of a key it used', async () => {
    const { m, cardId, s, here, there } = await world();
    const first = await purchase(there, cardId, 'kept-replay');
    expect(first.statusCode).toBe(201);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.id, s.id));
    for (const client of [there, here]) expect((await purchase(client, cardId)).statusCode).toBe(401);
    // The key's row is there: still nothing is answered from it for a session that no longer holds.
    expect((await purchase(there, cardId, 'kept-replay')).statusCode).toBe(401);
    expect(await authorizationsOf(m)).toBe(5);
  });

  it('refuses on the next call a member removed; a membership changed is looked up again and decided on what it is now', async () => {
    const { m, cardId, here, there } = await world();
    const member = and(eq(memberships.userId, m.user.id), eq(memberships.accountId, m.account.id));
    // The purchase's rule is the account's issuing flag (any member passes it): a changed role or permissions still pass.
    await db.update(memberships).set({ role: 'member', permissions: ['payments'] }).where(member);
    for (const client of [there, here]) expect((await purchase(client, cardId)).statusCode).toBe(201);
    await db.delete(memberships).where(member);
    for (const client of [there, here]) expect((await purchase(client, cardId)).statusCode).toBe(403);
  });

  it('the snapshot confirms the kept session only while its role, permissions, nickname, issuing flag, expiry and revocation are as kept', async () => {
    const { m, cardId, s } = await world();
    const [row] = await db.select({ role: memberships.role, permissions: memberships.permissions }).from(memberships)
      .where(and(eq(memberships.userId, m.user.id), eq(memberships.accountId, m.account.id)));
    const kept: SessionCheck = {
      hash: sha256(s.testToken), livemode: false, accountId: m.account.id, nickname: m.user.nickname, role: row!.role, permissions: row!.permissions, issuingEnabled: true, confirmed: false,
    };
    const snapshot = (check: SessionCheck) => purchaseSnapshot(db, m.test.scope, cardId, 'USD', windowStarts('UTC', new Date()), `confirm-${++keys}`, check);
    const same = { ...kept };
    expect((await snapshot(same)).snap?.card.id).toBe(cardId);
    expect(same.confirmed).toBe(true);
    for (const changed of [{ role: 'admin' }, { permissions: ['payments'] }, { nickname: 'Someone else' }, { issuingEnabled: false }, { accountId: 'acct_other' }, { livemode: true }]) {
      const check = { ...kept, ...changed };
      await expect(snapshot(check), JSON.stringify(changed)).rejects.toBeInstanceOf(SessionChanged);
      expect(check.confirmed).toBe(false);
    }
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.id, s.id));
    await expect(snapshot({ ...kept })).rejects.toBeInstanceOf(SessionChanged);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 3_600_000), revokedAt: new Date() }).where(eq(sessions.id, s.id));
    await expect(snapshot({ ...kept })).rejects.toBeInstanceOf(SessionChanged);
  });

  it("refuses on the next call when the account's issuing is turned off", async () => {
    const { m, cardId, here, there } = await world();
    await db.execute(sql`update accounts set issuing_enabled = false where id = ${m.account.id}`);
    for (const client of [there, here]) expect((await purchase(client, cardId)).statusCode).toBe(403);
  });

  it("lets a call through when what changed is read by no rule (the user's language), and without a key looks the session up first", async () => {
    const { m, cardId, s, here, there } = await world();
    await db.update(users).set({ language: 'zh' }).where(eq(users.id, m.user.id));
    for (const client of [there, here]) expect((await purchase(client, cardId)).statusCode).toBe(201);
    expect((await purchase(there, cardId, null)).statusCode).toBe(201);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, s.id));
    expect((await purchase(there, cardId, null)).statusCode).toBe(401);
  });

  it('still renews the last-seen stamp', async () => {
    const { s, cardId, there } = await world();
    const seen = async () => (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, s.id)))[0]!.at;
    const stamped = await seen();
    expect(stamped).not.toBeNull();
    // Six minutes later (the stamp is renewed at most every five), the purchases still stamp it.
    const later = Date.now() + 6 * 60_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await purchase(there, cardId)).statusCode).toBe(201);
    } finally {
      now.mockRestore();
    }
    expect((await seen())!.getTime()).toBe(later);
  });
});
