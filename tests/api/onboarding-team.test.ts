// GET /api/onboarding/team: the account's members with nickname, email and role, owners first; only this account's
// members; any signed-in member may read it, nobody unsigned.
import { describe, expect, it } from 'vitest';
import { memberships } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { buildMerchant } from '../factories';
import { onboardingMerchant } from '../factories/onboarding';

const { app, database } = await setupTestApp();
const db = database.db;

describe('GET /api/onboarding/team', () => {
  it('lists the account’s members, owner first, and nobody from another account', async () => {
    const m = await onboardingMerchant(db);
    const colleague = await buildMerchant(db);
    const stranger = await buildMerchant(db);
    await db.insert(memberships).values({ accountId: m.account.id, userId: colleague.user.id, role: 'admin' });
    const res = await app.inject({ url: '/api/onboarding/team', headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json().data as { email: string; role: string; nickname: string }[];
    expect(team.map((t) => t.email)).toEqual([m.user.email, colleague.user.email]);
    expect(team.map((t) => t.role)).toEqual(['owner', 'admin']);
    expect(team[0]!.nickname).toBe(m.user.nickname);
    expect(team.map((t) => t.email)).not.toContain(stranger.user.email);
  });

  it('refuses a request without a session', async () => {
    expect((await app.inject({ url: '/api/onboarding/team' })).statusCode).toBe(401);
  });
});
