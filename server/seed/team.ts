// The demo merchant's team (issue 32): members in several roles (finance, developer, support, a custom role), a
// pending invitation, and the audit rows of how the team came to be, a few days apart.
import { objectId } from '../../domain/random-id';
import { BUILTIN_ROLES, INVITATION_TTL_DAYS, rankOf, storedCodes } from '../../domain/team/roles';
import type { DbOrTx } from '../db/client';
import { backdateNewestAudit, writeAudit } from '../repositories/audit-log';
import { insertCustomRole, insertInvitation, insertMember } from '../repositories/team';
import { createUser } from '../services/accounts';

const DAY = 86_400_000;

export async function seedDemoTeam(db: DbOrTx, accountId: string, owner: { id: string; email: string }, password: string, now = new Date()) {
  const actor = { userId: owner.id, email: owner.email };
  const rows: { at: number; write: () => Promise<void> }[] = [];
  const clerk = { id: objectId('role'), name: 'Payout clerk', codes: storedCodes({ id: 'x', codes: ['eduoverview', 'Overview', 'dashPayment', 'BalanceList', 'Payoutslist', 'Payoutscreate_ovo'] }) };
  await insertCustomRole(db, { id: clerk.id, accountId, name: clerk.name, codes: clerk.codes, createdBy: owner.id, createdAt: new Date(now.getTime() - 20 * DAY) });
  rows.push({ at: 20, write: () => writeAudit(db, { accountId, action: 'role.created', actor, target: { type: 'role', id: clerk.id, label: clerk.name }, after: { name: clerk.name, codes: clerk.codes }, ip: '203.0.113.10' }) });

  const people = [
    { email: 'fiona.finance@example.com', nickname: 'Fiona Chen', role: BUILTIN_ROLES.finance, days: 18 },
    { email: 'dev.lee@example.com', nickname: 'Devon Lee', role: BUILTIN_ROLES.developer, days: 15 },
    { email: 'sam.support@example.com', nickname: 'Sam Patel', role: BUILTIN_ROLES.support, days: 12 },
    // The custom role holds eduoverview: Pat lands on Home (/), the demo world's member who shows it.
    { email: 'pat.payouts@example.com', nickname: 'Pat Okafor', role: { id: clerk.id, codes: clerk.codes }, days: 9 },
  ];
  const userIds: string[] = [];
  for (const p of people) {
    const user = await createUser(db, { email: p.email, password, nickname: p.nickname, status: 'active' });
    userIds.push(user.id);
    await insertMember(db, { accountId, userId: user.id, roleId: p.role.id, rank: rankOf(p.role.id), permissions: storedCodes(p.role) });
    const role = p.role.id === clerk.id ? clerk.id : p.role.id;
    rows.push({ at: p.days + 1, write: () => writeAudit(db, { accountId, action: 'member.invited', actor, target: { type: 'invitation', label: p.email }, after: { email: p.email, role }, ip: '203.0.113.10' }) });
    rows.push({ at: p.days, write: () => writeAudit(db, { accountId, action: 'invitation.accepted', actor: { userId: user.id, email: p.email }, target: { type: 'member', id: user.id, label: p.email }, after: { role, permissions: storedCodes(p.role) }, ip: '198.51.100.7' }) });
  }
  // Sam started as view-only and was given support a day later.
  const sam = people[2]!;
  rows.push({ at: 11, write: () => writeAudit(db, { accountId, action: 'member.role_changed', actor, target: { type: 'member', id: userIds[2]!, label: sam.email }, before: { role: 'view_only', permissions: storedCodes(BUILTIN_ROLES.view_only) }, after: { role: 'support', permissions: storedCodes(BUILTIN_ROLES.support) }, ip: '203.0.113.10' }) });
  rows.push({ at: 3, write: () => writeAudit(db, { accountId, action: 'api_key.revealed', actor: { userId: null, email: 'dev.lee@example.com' }, target: { type: 'api_key', label: 'Secret key (test)' }, ip: '198.51.100.21' }) });

  // The pending invitation's row names it (as the service's does), so its page lists how it came to be.
  const invitation = { id: objectId('inv'), email: 'new.hire@example.com', expiresAt: new Date(now.getTime() + (INVITATION_TTL_DAYS - 2) * DAY) };
  await insertInvitation(db, { id: invitation.id, accountId, email: invitation.email, roleId: 'view_only', invitedBy: owner.id, createdAt: new Date(now.getTime() - 2 * DAY), expiresAt: invitation.expiresAt });
  rows.push({ at: 2, write: () => writeAudit(db, { accountId, action: 'member.invited', actor, target: { type: 'invitation', id: invitation.id, label: invitation.email }, after: { email: invitation.email, role: 'view_only', expiresAt: invitation.expiresAt.toISOString() }, ip: '203.0.113.10' }) });

  // Oldest first, each row dated its days ago (writeAudit stamps now; the seed moves it back).
  for (const r of rows.sort((a, b) => b.at - a.at)) {
    await r.write();
    await backdateLast(db, accountId, new Date(now.getTime() - r.at * DAY));
  }
}

async function backdateLast(db: DbOrTx, accountId: string, at: Date) {
  await backdateNewestAudit(db, accountId, at);
}
