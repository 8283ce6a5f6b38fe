// The team's two lists as resources (issue 32, "like every area"): /team-members lists members and pending
// invitations (tabs by status with counts, role filter, search, sort, paging, CSV export, a detail with its newest
// audit rows), /roles the built-in and custom roles (tabs by kind, search, sort by name or members, CSV export, a
// detail with its holders). Each refused without the settings code, and another merchant sees nothing of this team.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, teamInvitations } from '../../server/db/schema';
import { createSession } from '../../server/repositories/sessions';
import { createUser } from '../../server/services/accounts';
import { ANALYST_CODES } from '../access-matrix';
import { setupTestApp } from '../helpers/app';
import { buildMerchant, TEST_PASSWORD } from '../factories';
import { randomId } from '../../domain/random-id';

const { app, database } = await setupTestApp({ CAPTCHA: 'off' });
const db = database.db;

const q = (params: Record<string, unknown>) =>
  Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');

async function session(userId: string, accountId: string) {
  const s = await createSession(db, { userId, accountId, ttlHours: 1 });
  return { authorization: `Bearer ${s.liveToken}` };
}

/**
 * An owner with a team: a finance member (Fay), a support member, a member of a custom role (Payout clerk), a pending
 * finance invitation and an expired support one; plus an analyst member without the settings code.
 */
async function team() {
  const m = await buildMerchant(db);
  const headers = await session(m.user.id, m.account.id);
  const people: Record<string, string> = {};
  const add = async (name: string, nickname: string, roleId: string) => {
    const user = await createUser(db, { email: `${name}-${randomId(6).toLowerCase()}@example.test`, password: TEST_PASSWORD, nickname, status: 'active' });
    await db.insert(memberships).values({ accountId: m.account.id, userId: user.id, role: 'member', roleId: 'view_only', permissions: ['Overview'] });
    if (roleId !== 'view_only') {
      const res = await app.inject({ method: 'PUT', url: `/api/team-members/${user.id}`, headers, payload: { roleId } });
      expect(res.statusCode, res.body).toBe(200);
    }
    people[name] = user.id;
    return user;
  };
  const clerk = await app.inject({ method: 'POST', url: '/api/roles', headers, payload: { name: 'Payout clerk', codes: ['Payoutslist', 'Payoutscreate_ovo'] } });
  expect(clerk.statusCode, clerk.body).toBe(200);
  const clerkId = clerk.json().id as string;
  const fay = await add('fay', 'Fay Li', 'finance');
  await add('sam', 'Sam Support', 'support');
  await add('cleo', 'Cleo', clerkId);
  const invite = async (email: string, roleId: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers, payload: { email, roleId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };
  const pending = await invite(`new-${randomId(6).toLowerCase()}@example.test`, 'finance');
  const lapsed = await invite(`late-${randomId(6).toLowerCase()}@example.test`, 'support');
  await db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(teamInvitations.id, lapsed));
  // The analyst: a member whose codes do not include settings.
  const analyst = await createUser(db, { email: `an-${randomId(6).toLowerCase()}@example.test`, password: TEST_PASSWORD, nickname: 'Analyst', status: 'active' });
  await db.insert(memberships).values({ accountId: m.account.id, userId: analyst.id, role: 'member', roleId: null, permissions: [...ANALYST_CODES] });
  return { ...m, headers, people, fay, clerkId, pending, lapsed, analyst: await session(analyst.id, m.account.id) };
}

type Row = { id: string; kind: string; status: string; email: string; nickname: string | null; roleId: string; codes: string[]; joinedAt: string | null; invitedAt: string | null; lastSignInAt: string | null };

describe('the members list (/team-members)', () => {
  it('lists members and invitations with tabs counted under the other filters, a role filter, search, sort and paging', async () => {
    const t = await team();
    const all = await app.inject({ url: '/api/team-members', headers: t.headers });
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json() as Row[];
    // owner + fay + sam + cleo + analyst, and two invitations.
    expect(all.headers['content-range']).toBe('team-members 0-6/7');
    expect(rows.filter((r) => r.kind === 'invitation').map((r) => r.id).sort()).toEqual([t.pending, t.lapsed].sort());
    expect(rows.find((r) => r.id === t.lapsed)).toMatchObject({ status: 'expired', nickname: null, joinedAt: null });
    expect(rows.find((r) => r.id === t.pending)).toMatchObject({ status: 'invited', roleId: 'finance', codes: expect.arrayContaining(['refund', 'InvoiceCreate']) });
    // The default order is by join (an invitation by its sending): the owner first.
    expect(rows[0]!.id).toBe(t.user.id);

    const counts = await app.inject({ url: `/api/team-members/counts?${q({ filter: { status: 'active' } })}`, headers: t.headers });
    expect(counts.json().data).toEqual({ all: 7, active: 5, invited: 1, expired: 1 });
    const financeCounts = await app.inject({ url: `/api/team-members/counts?${q({ filter: { roleId: 'finance' } })}`, headers: t.headers });
    expect(financeCounts.json().data).toEqual({ all: 2, active: 1, invited: 1, expired: 0 });

    const finance = (await app.inject({ url: `/api/team-members?${q({ filter: { roleId: 'finance', status: 'active' } })}`, headers: t.headers })).json() as Row[];
    expect(finance.map((r) => r.id)).toEqual([t.fay.id]);
    const byName = (await app.inject({ url: `/api/team-members?${q({ filter: { q: 'fay li' } })}`, headers: t.headers })).json() as Row[];
    expect(byName.map((r) => r.id)).toEqual([t.fay.id]);
    const expired = (await app.inject({ url: `/api/team-members?${q({ filter: { status: 'expired' } })}`, headers: t.headers })).json() as Row[];
    expect(expired.map((r) => r.id)).toEqual([t.lapsed]);

    const byEmail = await app.inject({ url: `/api/team-members?${q({ sort: ['email', 'ASC'], range: [0, 2] })}`, headers: t.headers });
    const emails = (byEmail.json() as Row[]).map((r) => r.email);
    expect(emails).toEqual([...emails].sort());
    expect(byEmail.headers['content-range']).toBe('team-members 0-2/7');
    const page2 = (await app.inject({ url: `/api/team-members?${q({ sort: ['email', 'ASC'], range: [3, 5] })}`, headers: t.headers })).json() as Row[];
    expect(page2.map((r) => r.email).every((e) => e > emails[2]!)).toBe(true);
    // Role order in the reader's language: in English Finance comes before Support; Chinese sorts by its own names.
    const byRole = (await app.inject({ url: `/api/team-members?${q({ sort: ['role', 'ASC'], filter: { status: 'active' } })}`, headers: t.headers })).json() as Row[];
    expect(byRole.findIndex((r) => r.roleId === 'finance')).toBeLessThan(byRole.findIndex((r) => r.roleId === 'support'));
  });

  it('names a wrong filter or sort field in a 400', async () => {
    const t = await team();
    const bad = await app.inject({ url: `/api/team-members?${q({ filter: { status: 'gone' } })}`, headers: t.headers });
    expect(bad.statusCode).toBe(400);
    const sort = await app.inject({ url: `/api/team-members?${q({ sort: ['nickname', 'ASC'] })}`, headers: t.headers });
    expect(sort.statusCode).toBe(400);
  });

  it('shows a member with their last sign-in and newest audit rows, and an invitation by its id', async () => {
    const t = await team();
    const fay = await app.inject({ url: `/api/team-members/${t.fay.id}`, headers: t.headers });
    expect(fay.statusCode, fay.body).toBe(200);
    expect(fay.json()).toMatchObject({ id: t.fay.id, kind: 'member', status: 'active', roleId: 'finance', nickname: 'Fay Li', lastSignInAt: null });
    expect((fay.json().recentAudit as { action: string; targetId: string }[]).map((a) => a.action)).toEqual(['member.role_changed']);
    // The owner's session counts as their last sign-in to this account.
    const owner = await app.inject({ url: `/api/team-members/${t.user.id}`, headers: t.headers });
    expect(owner.json().lastSignInAt).not.toBeNull();
    const invitation = await app.inject({ url: `/api/team-members/${t.pending}`, headers: t.headers });
    expect(invitation.json()).toMatchObject({ kind: 'invitation', status: 'invited', invitedBy: t.user.email });
    expect(invitation.json().recentAudit.map((a: { action: string }) => a.action)).toEqual(['member.invited']);
    expect((await app.inject({ url: '/api/team-members/usr_nobody', headers: t.headers })).statusCode).toBe(404);
  });

  it('exports the filtered list as CSV with its headers in the language asked', async () => {
    const t = await team();
    const res = await app.inject({ url: `/api/team-members/export?${q({ filter: { status: 'active', roleId: 'finance' }, tz: 'UTC' })}`, headers: t.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('1');
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toBe('Email,Name,Role,Status,Joined,Invited,Invitation expires,Invited by,Last sign-in,Permissions');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${t.fay.email},Fay Li,Finance,Active,`);
    const zh = await app.inject({ url: `/api/team-members/export?${q({ filter: { status: 'expired' }, lang: 'zh' })}`, headers: t.headers });
    const zhLines = zh.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(zhLines[0]!.startsWith('邮箱,名称,角色,状态')).toBe(true);
    expect(zhLines[1]).toContain(',客服,邀请已过期,');
  });

  it('refuses the restricted analyst and another merchant, and shows another merchant none of this team', async () => {
    const t = await team();
    for (const url of ['/api/team-members', '/api/team-members/counts', '/api/team-members/export', `/api/team-members/${t.fay.id}`, '/api/roles', '/api/roles/counts', '/api/roles/export', `/api/roles/${t.clerkId}`]) {
      expect((await app.inject({ url, headers: t.analyst })).statusCode, url).toBe(403);
      expect((await app.inject({ url, headers: { ...(await otherOwner()), 'x-account-id': t.account.id } })).statusCode, url).toBe(403);
    }
    const other = await otherOwner();
    const theirs = (await app.inject({ url: '/api/team-members', headers: other })).json() as Row[];
    expect(theirs).toHaveLength(1);
    expect(theirs.some((r) => Object.values(t.people).includes(r.id))).toBe(false);
    expect((await app.inject({ url: `/api/team-members/${t.fay.id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/team-members/${t.pending}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/roles/${t.clerkId}`, headers: other })).statusCode).toBe(404);
    const exported = await app.inject({ url: '/api/team-members/export', headers: other });
    expect(exported.body).not.toContain(t.fay.email);
  });
});

async function otherOwner() {
  const m = await buildMerchant(db);
  return session(m.user.id, m.account.id);
}

type RoleRow = { id: string; name: string; builtin: boolean; members: number; codes: string[] };

describe('the roles list (/roles)', () => {
  it('lists built-in and custom roles with tabs counted, search in either language, sort by name or members', async () => {
    const t = await team();
    const all = await app.inject({ url: '/api/roles', headers: t.headers });
    expect(all.headers['content-range']).toBe('roles 0-6/7');
    expect((await app.inject({ url: `/api/roles/counts?${q({ filter: { kind: 'custom' } })}`, headers: t.headers })).json().data).toEqual({ all: 7, builtin: 6, custom: 1 });
    const custom = (await app.inject({ url: `/api/roles?${q({ filter: { kind: 'custom' } })}`, headers: t.headers })).json() as RoleRow[];
    expect(custom).toEqual([expect.objectContaining({ id: t.clerkId, name: 'Payout clerk', builtin: false, members: 1 })]);
    const zh = (await app.inject({ url: `/api/roles?${q({ filter: { q: '客服' } })}`, headers: t.headers })).json() as RoleRow[];
    expect(zh.map((r) => r.id)).toEqual(['support']);
    const byName = (await app.inject({ url: `/api/roles?${q({ sort: ['name', 'ASC'] })}`, headers: { ...t.headers, 'accept-language': 'en' } })).json() as RoleRow[];
    expect(byName.map((r) => r.id)).toEqual(['admin', 'developer', 'finance', 'owner', t.clerkId, 'support', 'view_only']);
    const byMembers = (await app.inject({ url: `/api/roles?${q({ sort: ['members', 'DESC'], range: [0, 0] })}`, headers: t.headers }));
    expect(byMembers.headers['content-range']).toBe('roles 0-0/7');
    expect((byMembers.json() as RoleRow[])[0]!.members).toBe(1);
  });

  it('shows a role with its holders, exports roles as CSV, and refuses to delete a custom role while it is held, naming why', async () => {
    const t = await team();
    const finance = await app.inject({ url: '/api/roles/finance', headers: t.headers });
    expect(finance.json().holders.map((h: { id: string }) => h.id).sort()).toEqual([t.fay.id, t.pending].sort());
    const csv = await app.inject({ url: `/api/roles/export?${q({ filter: { kind: 'custom' } })}`, headers: t.headers });
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Role ID,Name,Type,Members,Permissions,Created');
    expect(lines.slice(1)).toEqual([expect.stringContaining(`${t.clerkId},Payout clerk,Custom,1,Payoutslist Payoutscreate_ovo,`)]);
    const held = await app.inject({ method: 'DELETE', url: `/api/roles/${t.clerkId}`, headers: { ...t.headers, 'accept-language': 'zh-CN' } });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain('该角色仍分配给成员或邀请');
  });
});
