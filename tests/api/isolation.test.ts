// Tenant isolation: the same scoped query for two accounts and two modes never returns another scope's rows,
// and the server enforces permission codes whatever the menu shows.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { buildMerchant } from '../factories';
import { createSession } from '../../server/repositories/sessions';
import { findApiKey, listApiKeys } from '../../server/repositories/api-keys';
import type { Scope } from '../../server/repositories/scope';

const { app, database } = await setupTestApp();
const db = database.db;

describe('scoped repositories', () => {
  it('returns only the rows of the scope, for two accounts and two modes', async () => {
    const a = await buildMerchant(db);
    const b = await buildMerchant(db);
    const scopes: Scope[] = [
      { accountId: a.account.id, livemode: true },
      { accountId: a.account.id, livemode: false },
      { accountId: b.account.id, livemode: true },
      { accountId: b.account.id, livemode: false },
    ];
    const seen = new Map<string, Scope>();
    for (const scope of scopes) {
      const rows = await listApiKeys(db, scope);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.livemode).toBe(scope.livemode);
        expect(seen.has(row.id)).toBe(false);
        seen.set(row.id, scope);
      }
    }
    // A row looked up by id from any other scope is simply not there.
    for (const [id, owner] of seen) {
      for (const scope of scopes) {
        const found = await findApiKey(db, scope, id);
        const same = scope.accountId === owner.accountId && scope.livemode === owner.livemode;
        expect(Boolean(found)).toBe(same);
      }
    }
  });

  it('refuses to run without a scope', async () => {
    await expect(listApiKeys(db, undefined as unknown as Scope)).rejects.toThrow(/scope/);
  });
});

describe('GET {base}/api-keys', () => {
  it('lists the keys of the mode of the base, masking secrets', async () => {
    const m = await buildMerchant(db);
    const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const live = await app.inject({ url: '/api/api-keys', headers: { authorization: `Bearer ${s.liveToken}` } });
    const test = await app.inject({ url: '/test/api/api-keys', headers: { authorization: `Bearer ${s.testToken}` } });
    expect(live.statusCode).toBe(200);
    const liveKeys = live.json();
    const testKeys = test.json();
    expect(liveKeys.map((k: { livemode: boolean }) => k.livemode)).toEqual([true, true]);
    expect(testKeys.map((k: { livemode: boolean }) => k.livemode)).toEqual([false, false]);
    const pk = testKeys.find((k: { kind: string }) => k.kind === 'publishable');
    const sk = testKeys.find((k: { kind: string }) => k.kind === 'secret');
    expect(pk.value).toMatch(/^pk_test_/);
    expect(sk.value).toBeNull();
    const revealed = await app.inject({ url: `/test/api/api-keys/${sk.id}/reveal`, headers: { authorization: `Bearer ${s.testToken}` } });
    expect(revealed.json().data.value).toMatch(/^sk_test_.+/);
    expect(revealed.json().data.value.endsWith(sk.last4)).toBe(true);
    // A live secret cannot be revealed again, and a test key is not found through the live base.
    const liveSk = liveKeys.find((k: { kind: string }) => k.kind === 'secret');
    const again = await app.inject({ url: `/api/api-keys/${liveSk.id}/reveal`, headers: { authorization: `Bearer ${s.liveToken}` } });
    expect(again.statusCode).toBe(404);
    const cross = await app.inject({ url: `/api/api-keys/${sk.id}/reveal`, headers: { authorization: `Bearer ${s.liveToken}` } });
    expect(cross.statusCode).toBe(404);
  });

  it("answers 404 for another merchant's key", async () => {
    const a = await buildMerchant(db);
    const b = await buildMerchant(db);
    const sb = await createSession(db, { userId: b.user.id, accountId: b.account.id, ttlHours: 1 });
    const sa = await createSession(db, { userId: a.user.id, accountId: a.account.id, ttlHours: 1 });
    const keysOfA = (await app.inject({ url: '/test/api/api-keys', headers: { authorization: `Bearer ${sa.testToken}` } })).json();
    const secretOfA = keysOfA.find((k: { kind: string }) => k.kind === 'secret');
    const res = await app.inject({ url: `/test/api/api-keys/${secretOfA.id}/reveal`, headers: { authorization: `Bearer ${sb.testToken}` } });
    expect(res.statusCode).toBe(404);
  });

  it('is refused (403) to a member without the settings or DevelopTest permission', async () => {
    const m = await buildMerchant(db, { permissions: ['Overview', 'refund'] });
    const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const res = await app.inject({ url: '/api/api-keys', headers: { authorization: `Bearer ${s.liveToken}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do this.');
    const allowed = await buildMerchant(db, { permissions: ['settings'] });
    const s2 = await createSession(db, { userId: allowed.user.id, accountId: allowed.account.id, ttlHours: 1 });
    expect((await app.inject({ url: '/api/api-keys', headers: { authorization: `Bearer ${s2.liveToken}` } })).statusCode).toBe(200);
  });

  it('applies the nickname allow list: a user not on it gets the wildcard, one on it keeps their codes', async () => {
    const { app: listed } = await setupTestApp({ PERMISSION_ALLOW_LIST: ['Listed Analyst'] });
    const callKeys = async (nickname: string) => {
      const m = await buildMerchant(listed.db, { permissions: ['Overview'], nickname });
      const s = await createSession(listed.db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
      return listed.inject({ url: '/api/api-keys', headers: { authorization: `Bearer ${s.liveToken}` } });
    };
    expect((await callKeys('Unlisted Analyst')).statusCode).toBe(200);
    expect((await callKeys('Listed Analyst')).statusCode).toBe(403);
  });
});
