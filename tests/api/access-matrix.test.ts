// The access matrix against the server: every resource × action of domain/action-permissions.ts, for the owner, an
// admin, the restricted analyst, a member holding every code but no role, a member holding exactly each of the
// action's codes, and the owner of another merchant asking for this account. Each of the action's requests is
// answered 403 exactly where the table refuses (before anything is read: the ids need not exist, bodies are empty).
// Generated from the table by tests/access-matrix.ts; the SPA's side is tests/unit/access-matrix.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomId } from '../../domain/random-id';
import { createSession } from '../../server/repositories/sessions';
import { addMember, createUser } from '../../server/services/accounts';
import { accessMatrix, type Role, type Route } from '../access-matrix';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp();
const db = database.db;
let accountId: string;
let otherAccountId: string;

const tokens = new Map<string, Promise<{ live: string; test: string }>>();
/** A member of the account (or, for another merchant, of its own account) with this role and these codes. */
function member(role: Role) {
  const key = `${role.role}:${role.permissions.join(',')}:${role.otherMerchant ? 'other' : 'this'}`;
  let known = tokens.get(key);
  if (!known) {
    known = (async () => {
      const user = await createUser(db, { email: `m-${randomId(8).toLowerCase()}@example.test`, password: 'Secret#123', nickname: `M ${role.name}`, status: 'active' });
      const home = role.otherMerchant ? otherAccountId : accountId;
      await addMember(db, { accountId: home, userId: user.id, role: role.role, permissions: [...role.permissions] });
      const s = await createSession(db, { userId: user.id, accountId: home, ttlHours: 1 });
      rememberSecret('live session token', s.liveToken);
      rememberSecret('test session token', s.testToken);
      return { live: s.liveToken, test: s.testToken };
    })();
    tokens.set(key, known);
  }
  return known;
}

async function call([method, url]: Route, role: Role) {
  const who = await member(role);
  const token = url.startsWith('/test/api') ? who.test : who.live;
  return app.inject({
    method,
    url,
    // Always this account: another merchant's member asks for it by the header, as a forged request would.
    headers: { authorization: `Bearer ${token}`, 'x-account-id': accountId },
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
}

beforeAll(async () => {
  accountId = (await buildMerchant(db, { issuingEnabled: true })).account.id;
  otherAccountId = (await buildMerchant(db)).account.id;
});

const cells = accessMatrix();
const byAction = new Map<string, typeof cells>();
for (const cell of cells) byAction.set(`${cell.resource}.${cell.action}`, [...(byAction.get(`${cell.resource}.${cell.action}`) ?? []), cell]);

describe('the access matrix on the server: 403 exactly where the action table refuses', () => {
  it('covers every action of the table with its roles', () => {
    expect(byAction.size).toBeGreaterThan(60);
    for (const [action, list] of byAction) expect(list.length, action).toBeGreaterThanOrEqual(5);
  });

  for (const [action, list] of byAction) {
    if (list[0]!.routes.length === 0) continue;
    it(action, async () => {
      const wrong: string[] = [];
      for (const cell of list) {
        for (const route of cell.routes) {
          const res = await call(route, cell.role);
          const refused = res.statusCode === 403;
          if (refused === cell.allowed) wrong.push(`${cell.role.name}: ${route.join(' ')} answered ${res.statusCode} (the table ${cell.allowed ? 'allows' : 'refuses'})`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('the analyst of the probe: Overview alone cannot sign the contract, dashPayment alone cannot charge', async () => {
    const overview: Role = { name: 'Overview only', role: 'member', permissions: ['Overview'] };
    expect((await call(['POST', '/test/api/contract'], overview)).statusCode).toBe(403);
    const lister: Role = { name: 'dashPayment only', role: 'member', permissions: ['dashPayment'] };
    expect((await call(['POST', '/test/api/payments'], lister)).statusCode).toBe(403);
    expect((await call(['POST', '/test/api/payments/pay_x/cancel'], lister)).statusCode).toBe(403);
    expect((await call(['GET', '/api/onboarding'], lister)).statusCode).toBe(403);
  });

  it('a refused caller is answered before its body is read: 403, not a validation error', async () => {
    const who = await member({ name: 'dashPayment only', role: 'member', permissions: ['dashPayment'] });
    const res = await app.inject({
      method: 'POST',
      url: '/test/api/payments',
      headers: { authorization: `Bearer ${who.test}`, 'x-account-id': accountId, 'content-type': 'application/json' },
      payload: '{"amount": "not json',
    });
    expect(res.statusCode).toBe(403);
  });
});
