// Teams (issue 32, item 1): invitations through the dev mailbox, roles the server enforces (grant only codes you
// hold, never your own role, never the last owner), ownership transfer, custom roles whose codes reach their members,
// another merchant's members a 404, and an audit row for each change, sign-in and key reveal.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { accounts, auditLog, memberships, users } from '../../server/db/schema';
import { createSession } from '../../server/repositories/sessions';
import { createUser } from '../../server/services/accounts';
import { setupTestApp } from '../helpers/app';
import { login, uniqueIp } from '../helpers/login';
import { mailbox } from '../helpers/mailbox';
import { buildMerchant, TEST_PASSWORD } from '../factories';
import { randomId } from '../../domain/random-id';

const { app, database } = await setupTestApp({ CAPTCHA: 'off' });
const db = database.db;

async function owner() {
  const m = await buildMerchant(db);
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  return { ...m, headers: { authorization: `Bearer ${s.liveToken}` } };
}

/** A second person in the account with a role given through the API (so the codes are the role's). */
async function memberOf(account: { id: string }, headers: Record<string, string>, roleId: string) {
  const suffix = randomId(8).toLowerCase();
  const user = await createUser(db, { email: `m-${suffix}@example.test`, password: TEST_PASSWORD, nickname: `M ${suffix}`, status: 'active' });
  await db.insert(memberships).values({ accountId: account.id, userId: user.id, role: 'member', roleId: 'view_only', permissions: ['Overview'] });
  if (roleId !== 'view_only') {
    const res = await app.inject({ method: 'PUT', url: `/api/team-members/${user.id}`, headers, payload: { roleId } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const s = await createSession(db, { userId: user.id, accountId: account.id, ttlHours: 1 });
  return { user, headers: { authorization: `Bearer ${s.liveToken}` } };
}

const auditRows = (accountId: string, action: string) =>
  db.select().from(auditLog).where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, action)));

describe('invitations', () => {
  it('invites by email, mails a link, and a new address accepts it by creating its sign-in', async () => {
    const o = await owner();
    const email = `new-${randomId(6).toLowerCase()}@example.test`;
    const res = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email, roleId: 'finance' } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailbox(app, email);
    expect(mail?.subject).toContain(o.account.name);
    const link = mail!.links.find((l) => l.includes('/invite?token='))!;
    const token = new URL(link).searchParams.get('token')!;

    const view = await app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
    expect(view.json().data).toMatchObject({ email, roleId: 'finance', hasUser: false, accountName: o.account.name });
    // No nickname for an address without a sign-in: the field is named.
    const noName = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload: { token, password: 'Joined#2026' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toHaveProperty('nickname');
    const ok = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', remoteAddress: uniqueIp(), payload: { token, password: 'Joined#2026', nickname: 'Newcomer' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.acctId).toBe(o.account.id);
    const me = await app.inject({ url: '/api/users/query', headers: { authorization: `Bearer ${ok.json().data.liveToken}` } });
    expect(me.json().data.permissions).toContain('Payoutscreate_ovo');
    expect(me.json().data.permissions).not.toContain('DevelopTest');
    // Used once.
    const again = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload: { token, password: 'Joined#2026', nickname: 'X' } });
    expect(again.statusCode).toBe(400);
    expect(await auditRows(o.account.id, 'member.invited')).toHaveLength(1);
    const [accepted] = await auditRows(o.account.id, 'invitation.accepted');
    expect(accepted?.after).toMatchObject({ role: 'finance' });
  });

  it('an existing user accepts with their password and lands in the inviting account', async () => {
    const o = await owner();
    const other = await buildMerchant(db);
    await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email: other.user.email, roleId: 'support' } });
    const [mail] = await mailbox(app, other.user.email);
    const token = new URL(mail!.links.find((l) => l.includes('/invite?'))!).searchParams.get('token')!;
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload: { token, password: 'Wrong#123' } });
    expect(wrong.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', remoteAddress: uniqueIp(), payload: { token, password: TEST_PASSWORD } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.acctId).toBe(o.account.id);
  });

  it('a user with two-factor sign-in on gives a code before the session opens, in the inviting account', async () => {
    const o = await owner();
    const other = await buildMerchant(db);
    const own = await createSession(db, { userId: other.user.id, accountId: other.account.id, ttlHours: 1 });
    const otherHeaders = { authorization: `Bearer ${own.liveToken}` };
    const { secret } = (await app.inject({ method: 'POST', url: '/api/settings/two-factor/setup', headers: otherHeaders, payload: {} })).json().data;
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    expect((await app.inject({ method: 'POST', url: '/api/settings/two-factor/confirm', headers: otherHeaders, payload: { code: totp.generate() } })).statusCode).toBe(200);
    // The next time-step: the code that confirmed the setup is not the last one accepted any more.
    await db.update(users).set({ totpLastStep: null }).where(eq(users.id, other.user.id));

    await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email: other.user.email, roleId: 'support' } });
    const [mail] = await mailbox(app, other.user.email);
    const token = new URL(mail!.links.find((l) => l.includes('/invite?'))!).searchParams.get('token')!;
    const accepted = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', remoteAddress: uniqueIp(), payload: { token, password: TEST_PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ twoFactor: 'code', challenge: expect.any(String) });

    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', remoteAddress: uniqueIp(), payload: { challenge: accepted.json().data.challenge, code: totp.generate({ timestamp: Date.now() - 10 * 60_000 }) } });
    expect(wrong.statusCode).toBe(400);
    const session = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', remoteAddress: uniqueIp(), payload: { challenge: accepted.json().data.challenge, code: totp.generate() } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.acctId).toBe(o.account.id);
  });

  it('an account that requires two-factor sign-in makes the new member set it up before the session opens', async () => {
    const o = await owner();
    await db.update(accounts).set({ requireTwoFactor: true }).where(eq(accounts.id, o.account.id));
    const email = `req-${randomId(6).toLowerCase()}@example.test`;
    await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email, roleId: 'finance' } });
    const [mail] = await mailbox(app, email);
    const token = new URL(mail!.links.find((l) => l.includes('/invite?'))!).searchParams.get('token')!;
    const accepted = await app.inject({ method: 'POST', url: '/api/auth/invitation/accept', remoteAddress: uniqueIp(), payload: { token, password: 'Joined#2026', nickname: 'Careful' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const pending = accepted.json().data;
    expect(pending).toEqual({ twoFactor: 'setup', challenge: expect.any(String) });
    expect(pending.liveToken).toBeUndefined();

    const setup = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor/setup', payload: { challenge: pending.challenge } });
    const code = new TOTP({ secret: Secret.fromBase32(setup.json().data.secret) }).generate();
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor/setup/confirm', payload: { challenge: pending.challenge, code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    expect(confirmed.json().data.session.acctId).toBe(o.account.id);
    expect(await auditRows(o.account.id, 'two_factor.enabled')).toHaveLength(1);
  });

  it('an expired invitation no longer opens; a revoked one neither, and each is audited', async () => {
    const o = await owner();
    const email = `late-${randomId(6).toLowerCase()}@example.test`;
    const res = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email, roleId: 'support' } });
    const id = res.json().data.id as string;
    const [mail] = await mailbox(app, email);
    const token = new URL(mail!.links.find((l) => l.includes('/invite?'))!).searchParams.get('token')!;
    const { teamInvitations } = await import('../../server/db/schema');
    await db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.id, id));
    expect((await app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } })).statusCode).toBe(400);
    const revoke = await app.inject({ method: 'DELETE', url: `/api/team-members/invitations/${id}`, headers: o.headers });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await auditRows(o.account.id, 'invitation.revoked')).toHaveLength(1);
  });

  it('refuses inviting a member again or an address already invited', async () => {
    const o = await owner();
    const dup = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email: o.user.email, roleId: 'admin' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toHaveProperty('email');
    const bad = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email: 'x@example.test', roleId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('roleId');
  });
});

describe('escalation refused on the server', () => {
  it('a member can grant only codes they hold (invite, change a role, create a role)', async () => {
    const o = await owner();
    const dev = await memberOf(o.account, o.headers, 'developer'); // holds settings, not Payoutscreate_ovo
    const invite = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: dev.headers, payload: { email: 'f@example.test', roleId: 'finance' } });
    expect(invite.statusCode).toBe(403);
    const role = await app.inject({ method: 'POST', url: '/api/roles', headers: dev.headers, payload: { name: 'Payout clerk', codes: ['Payoutscreate_ovo'] } });
    expect(role.statusCode).toBe(403);
    const peer = await memberOf(o.account, o.headers, 'view_only');
    const promote = await app.inject({ method: 'PUT', url: `/api/team-members/${peer.user.id}`, headers: dev.headers, payload: { roleId: 'admin' } });
    expect(promote.statusCode).toBe(403);
    // Within their codes it works.
    const within = await app.inject({ method: 'POST', url: '/api/roles', headers: dev.headers, payload: { name: 'Keys only', codes: ['DevelopTest', 'settings'] } });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('nobody edits their own role, and the last owner is neither demoted nor removed', async () => {
    const o = await owner();
    const own = await app.inject({ method: 'PUT', url: `/api/team-members/${o.user.id}`, headers: o.headers, payload: { roleId: 'admin' } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/own role/);
    const admin = await memberOf(o.account, o.headers, 'admin');
    const demote = await app.inject({ method: 'PUT', url: `/api/team-members/${o.user.id}`, headers: admin.headers, payload: { roleId: 'view_only' } });
    expect(demote.statusCode).toBe(403); // only an owner touches an owner
    const remove = await app.inject({ method: 'DELETE', url: `/api/team-members/${o.user.id}`, headers: admin.headers });
    expect(remove.statusCode).toBe(403);
    const selfRemove = await app.inject({ method: 'DELETE', url: `/api/team-members/${o.user.id}`, headers: o.headers });
    expect(selfRemove.statusCode).toBe(403);
    // A second owner may demote the first only while another owner is left.
    const { changeMemberRole } = await import('../../server/services/team');
    await db.update(memberships).set({ role: 'owner', roleId: 'owner', permissions: ['*'] }).where(and(eq(memberships.accountId, o.account.id), eq(memberships.userId, admin.user.id)));
    const ok = await app.inject({ method: 'PUT', url: `/api/team-members/${o.user.id}`, headers: admin.headers, payload: { roleId: 'admin' } });
    expect(ok.statusCode, ok.body).toBe(200);
    // Now admin.user is the only owner: the service refuses the last owner's demotion whoever asks.
    await expect(changeMemberRole(db, { userId: o.user.id, email: o.user.email, accountId: o.account.id, rank: 'owner', permissions: ['*'] }, admin.user.id, 'admin')).rejects.toMatchObject({ messageKey: 'team_last_owner' });
  });

  it('transfers ownership: the new owner is the owner, the old one an admin, audited', async () => {
    const o = await owner();
    const next = await memberOf(o.account, o.headers, 'developer');
    const notOwner = await app.inject({ method: 'POST', url: '/api/team-members/transfer-ownership', headers: next.headers, payload: { userId: next.user.id } });
    expect(notOwner.statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url: '/api/team-members/transfer-ownership', headers: o.headers, payload: { userId: next.user.id } });
    expect(res.statusCode, res.body).toBe(200);
    const team = (await app.inject({ url: '/api/team-members', headers: next.headers })).json() as { id: string; roleId: string }[];
    expect(team.find((m) => m.id === next.user.id)?.roleId).toBe('owner');
    expect(team.find((m) => m.id === o.user.id)?.roleId).toBe('admin');
    expect(await auditRows(o.account.id, 'ownership.transferred')).toHaveLength(1);
  });

  it('a custom role’s new codes reach its members on their next call, with before and after audited', async () => {
    const o = await owner();
    const created = await app.inject({ method: 'POST', url: '/api/roles', headers: o.headers, payload: { name: 'Analyst', codes: ['Overview'] } });
    const roleId = created.json().id as string;
    const m = await memberOf(o.account, o.headers, roleId);
    expect((await app.inject({ url: '/api/payments', headers: m.headers })).statusCode).toBe(403);
    const edit = await app.inject({ method: 'PUT', url: `/api/roles/${roleId}`, headers: o.headers, payload: { name: 'Analyst', codes: ['Overview', 'dashPayment'] } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await app.inject({ url: '/api/payments', headers: m.headers })).statusCode).toBe(200);
    const [row] = await auditRows(o.account.id, 'role.updated');
    expect(row?.before).toEqual({ name: 'Analyst', codes: ['Overview'] });
    expect(row?.after).toEqual({ name: 'Analyst', codes: ['Overview', 'dashPayment'] });
    expect((await app.inject({ method: 'DELETE', url: `/api/roles/${roleId}`, headers: o.headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: '/api/roles/admin', headers: o.headers })).statusCode).toBe(403);
    const removed = await app.inject({ method: 'DELETE', url: `/api/team-members/${m.user.id}`, headers: o.headers });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/payments', headers: m.headers })).statusCode).toBe(403);
    const [gone] = await auditRows(o.account.id, 'member.removed');
    expect(gone?.before).toMatchObject({ role: roleId });
    expect((await auditRows(o.account.id, 'member.role_changed')).length).toBeGreaterThan(0);
  });
});

describe('isolation and the audit log', () => {
  it("another merchant's members, roles and audit rows are 404s", async () => {
    const a = await owner();
    const b = await owner();
    expect((await app.inject({ url: `/api/team-members/${a.user.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/team-members/${a.user.id}`, headers: b.headers, payload: { roleId: 'admin' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/team-members/${a.user.id}`, headers: b.headers })).statusCode).toBe(404);
    const role = await app.inject({ method: 'POST', url: '/api/roles', headers: a.headers, payload: { name: 'Mine', codes: ['Overview'] } });
    expect((await app.inject({ url: `/api/roles/${role.json().id}`, headers: b.headers })).statusCode).toBe(404);
    const [row] = await auditRows(a.account.id, 'role.created');
    expect((await app.inject({ url: `/api/audit-log/${row!.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/audit-log/${row!.id}`, headers: a.headers })).json()).toMatchObject({ action: 'role.created', after: { name: 'Mine' } });
  });

  it('audits sign-ins and key reveals; filters by actor, action and date; exports CSV', async () => {
    const o = await owner();
    await login(app, o.user.email, TEST_PASSWORD);
    const s = await createSession(db, { userId: o.user.id, accountId: o.account.id, ttlHours: 1 });
    const list = (await app.inject({ url: '/test/api/api-keys', headers: { authorization: `Bearer ${s.testToken}` } })).json() as { id: string; kind: string }[];
    const secret = list.find((k) => k.kind === 'secret')!;
    expect((await app.inject({ url: `/test/api/api-keys/${secret.id}/reveal`, headers: { authorization: `Bearer ${s.testToken}` } })).statusCode).toBe(200);
    const q = (filter: object) => app.inject({ url: `/api/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`, headers: o.headers });
    const signIns = (await q({ action: 'session.signed_in' })).json() as { actorEmail: string }[];
    expect(signIns).toHaveLength(1);
    expect(signIns[0]!.actorEmail).toBe(o.user.email);
    expect(((await q({ action: 'api_key.revealed', actor: o.user.email })).json() as unknown[]).length).toBe(1);
    expect(((await q({ actor: 'nobody@example.test' })).json() as unknown[]).length).toBe(0);
    expect(((await q({ createdFrom: new Date(Date.now() + 3600_000).toISOString() })).json() as unknown[]).length).toBe(0);
    const csv = await app.inject({ url: '/api/audit-log/export?lang=en', headers: o.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Actor');
    expect(csv.body).toContain('API key revealed');
  });
});

describe('the audit log by category', () => {
  it('counts its tabs (team, security, API keys, business) under the other filters, and lists and exports one tab', async () => {
    const o = await owner();
    await login(app, o.user.email, TEST_PASSWORD);
    const invited = await app.inject({ method: 'POST', url: '/api/team-members/invitations', headers: o.headers, payload: { email: `c-${randomId(6).toLowerCase()}@example.test`, roleId: 'finance' } });
    expect(invited.statusCode, invited.body).toBe(200);
    const role = await app.inject({ method: 'POST', url: '/api/roles', headers: o.headers, payload: { name: 'Counted', codes: ['Overview'] } });
    expect(role.statusCode, role.body).toBe(200);
    const s = await createSession(db, { userId: o.user.id, accountId: o.account.id, ttlHours: 1 });
    const keys = (await app.inject({ url: '/test/api/api-keys', headers: { authorization: `Bearer ${s.testToken}` } })).json() as { id: string; kind: string }[];
    const secret = keys.find((k) => k.kind === 'secret')!;
    expect((await app.inject({ url: `/test/api/api-keys/${secret.id}/reveal`, headers: { authorization: `Bearer ${s.testToken}` } })).statusCode).toBe(200);

    const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
    const counts = async (f: object) => {
      const res = await app.inject({ url: `/api/audit-log/counts?filter=${filter(f)}`, headers: o.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // The category of the filter is the tab: the counts leave it out, so every tab keeps its number.
    expect(await counts({})).toEqual({ all: 4, team: 2, security: 1, apiKeys: 1, business: 0 });
    expect(await counts({ category: 'team' })).toEqual({ all: 4, team: 2, security: 1, apiKeys: 1, business: 0 });
    expect(await counts({ action: 'role.created' })).toEqual({ all: 1, team: 1, security: 0, apiKeys: 0, business: 0 });
    expect(await counts({ actor: 'nobody@example.test' })).toEqual({ all: 0, team: 0, security: 0, apiKeys: 0, business: 0 });

    const team = (await app.inject({ url: `/api/audit-log?filter=${filter({ category: 'team' })}`, headers: o.headers })).json() as { action: string }[];
    expect(team.map((r) => r.action).sort()).toEqual(['member.invited', 'role.created']);
    const csv = await app.inject({ url: `/api/audit-log/export?lang=en&filter=${filter({ category: 'security' })}`, headers: o.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    expect(csv.body).toContain('Signed in');
    // An unknown category is a 400 naming the field.
    const bad = await app.inject({ url: `/api/audit-log/counts?filter=${filter({ category: 'everything' })}`, headers: o.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('category');
  });
});
