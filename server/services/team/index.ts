// The team of an account (issue 32, item 1): invitations, role changes, removals, ownership transfer and custom
// roles, each judged by domain/team/roles.ts (grant only codes you hold, never your own role, never the last
// owner) and written with its audit row in one transaction.
import {
  BUILTIN_ROLES, canGrant, INVITATION_TTL_DAYS, isBuiltinRoleId, isReservedRoleName, judgeRoleChange, rankOf, storedCodes,
  type RoleInput,
} from '../../../domain/team/roles';
import { heldCodes } from '../../../domain/team/roles';
import { isValidPassword } from '../../../domain/auth';
import { objectId } from '../../../domain/random-id';
import type { MemberRole } from '../../../domain/action-permissions';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { JobSender } from '../../lib/queues';
import { sha256 } from '../../lib/tokens';
import { writeAudit } from '../../repositories/audit-log';
import {
  closeInvitation, deleteCustomRole, deleteMember, findCustomRole, findInvitation, findInvitationByTokenHash,
  findPendingInvitationByEmail, insertCustomRole, insertInvitation, insertMember, listCustomRoles, listInvitations,
  listTeamMembers, lockMember, lockOwners, renewInvitation, restampRole, roleMemberCounts, roleUse, setMemberRole, updateCustomRole,
  invitationExpired, lastSignIns, recentAuditOf, type TeamMemberRow,
} from '../../repositories/team';
import type { TeamRow } from '../../../domain/team/list';

export type { TeamRow };
import { findUserByEmail } from '../../repositories/users';
import { accountName } from '../../repositories/accounts';
import { createUser, normalizeEmail } from '../accounts';
import { queueAuthMail } from '../auth/auth-mail';
import { isUniqueViolation } from '../auth/context';
import { verifyPassword } from '../auth/passwords';
import { startSession } from '../auth/sign-in';
import { secondFactorPending } from '../auth/two-factor-sign-in';
import type { AuthDeps, Requester } from '../auth/context';

/** Who acts: the signed-in member as the auth plugin read them. */
export interface TeamActor {
  userId: string;
  email: string;
  accountId: string;
  rank: MemberRole;
  permissions: readonly string[];
  ip?: string;
}

export interface ResolvedRole {
  id: string;
  name: string;
  builtin: boolean;
  codes: string[];
}

/** A built-in role, or a custom role of the account; 400 naming the field otherwise. */
export async function resolveRole(db: DbOrTx, accountId: string, roleId: string): Promise<ResolvedRole> {
  if (isBuiltinRoleId(roleId)) return { id: roleId, name: roleId, builtin: true, codes: [...BUILTIN_ROLES[roleId].codes] };
  const row = await findCustomRole(db, accountId, roleId);
  if (!row) throw BadRequest('team_role_unknown', { roleId: 'team_role_unknown' });
  return { id: row.id, name: row.name, builtin: false, codes: row.codes };
}

const refuse = (key: string) => new AppError(403, key);
const memberSnapshot = (m: Pick<TeamMemberRow, 'roleId' | 'rank' | 'permissions'>) => ({ role: m.roleId ?? m.rank, permissions: m.permissions });

/** The role a member shows: its named role, or (codes given directly, before roles) its rank. */
export function memberRoleId(m: { roleId: string | null; rank: MemberRole }): string {
  return m.roleId ?? (m.rank === 'member' ? 'custom_codes' : m.rank);
}

// Reading ---------------------------------------------------------------------------------------------------------

export async function teamMembers(db: DbOrTx, accountId: string) {
  const [rows, custom] = await Promise.all([listTeamMembers(db, accountId), listCustomRoles(db, accountId)]);
  const names = new Map(custom.map((r) => [r.id, r.name]));
  return rows.map((m) => ({
    id: m.userId,
    nickname: m.nickname,
    email: m.email,
    rank: m.rank,
    roleId: memberRoleId(m),
    roleName: m.roleId ? (names.get(m.roleId) ?? m.roleId) : memberRoleId(m),
    codes: heldCodes(m.permissions),
    joinedAt: m.joinedAt.toISOString(),
  }));
}

export async function teamRolesOf(db: DbOrTx, accountId: string) {
  const [custom, counts] = await Promise.all([listCustomRoles(db, accountId), roleMemberCounts(db, accountId)]);
  const builtin = Object.values(BUILTIN_ROLES).map((r) => ({
    id: r.id, name: r.id, builtin: true, codes: [...r.codes], members: counts.get(r.id) ?? 0, createdAt: null as string | null,
  }));
  const own = custom.map((r) => ({ id: r.id, name: r.name, builtin: false, codes: r.codes, members: counts.get(r.id) ?? 0, createdAt: r.createdAt.toISOString() }));
  return [...builtin, ...own];
}

export async function pendingInvitations(db: DbOrTx, accountId: string) {
  const [rows, custom] = await Promise.all([listInvitations(db, accountId), listCustomRoles(db, accountId)]);
  const names = new Map(custom.map((r) => [r.id, r.name]));
  const now = new Date();
  return rows.map(({ invitation: i, inviter }) => ({
    id: i.id,
    email: i.email,
    roleId: i.roleId,
    roleName: names.get(i.roleId) ?? i.roleId,
    invitedBy: inviter?.email ?? null,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    expired: invitationExpired(i, now),
  }));
}


/**
 * The account's members and pending invitations as one list (a team is people: read whole, then filtered, sorted and
 * paged by domain/team/list.ts). An invitation shows the codes its role would give.
 */
export async function teamRows(db: DbOrTx, accountId: string, now = new Date()): Promise<TeamRow[]> {
  const [members, invitations, custom, signIns] = await Promise.all([
    listTeamMembers(db, accountId), listInvitations(db, accountId), listCustomRoles(db, accountId), lastSignIns(db, accountId),
  ]);
  const byId = new Map(custom.map((r) => [r.id, r]));
  // heldCodes reads an empty list as every code (spec section 6), so a role that is gone gives none here.
  const roleCodes = (roleId: string): string[] => {
    if (isBuiltinRoleId(roleId)) return heldCodes(storedCodes(BUILTIN_ROLES[roleId]));
    const custom = byId.get(roleId);
    return custom?.codes.length ? heldCodes(custom.codes) : [];
  };
  const memberRows = members.map((m): TeamRow => ({
    id: m.userId,
    kind: 'member',
    status: 'active',
    email: m.email,
    nickname: m.nickname,
    rank: m.rank,
    roleId: memberRoleId(m),
    roleName: m.roleId ? (byId.get(m.roleId)?.name ?? m.roleId) : memberRoleId(m),
    codes: heldCodes(m.permissions),
    since: m.joinedAt.toISOString(),
    joinedAt: m.joinedAt.toISOString(),
    invitedAt: null,
    expiresAt: null,
    invitedBy: null,
    lastSignInAt: signIns.get(m.userId)?.toISOString() ?? null,
  }));
  const invitationRows = invitations.map(({ invitation: i, inviter }): TeamRow => ({
    id: i.id,
    kind: 'invitation',
    status: invitationExpired(i, now) ? 'expired' : 'invited',
    email: i.email,
    nickname: null,
    rank: rankOf(i.roleId),
    roleId: i.roleId,
    roleName: byId.get(i.roleId)?.name ?? i.roleId,
    codes: roleCodes(i.roleId),
    since: i.createdAt.toISOString(),
    joinedAt: null,
    invitedAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    invitedBy: inviter?.email ?? null,
    lastSignInAt: null,
  }));
  return [...memberRows, ...invitationRows];
}

/** One row of /teams with its newest audit rows (what they did, and what was done to them or their invitation). */
export async function teamRowDetail(db: DbOrTx, accountId: string, id: string) {
  const row = (await teamRows(db, accountId)).find((r) => r.id === id);
  if (!row) return undefined;
  const recent = await recentAuditOf(db, accountId, id, 10);
  return { ...row, recentAudit: recent };
}

/** A role with the members holding it (its page). */
export async function roleDetail(db: DbOrTx, accountId: string, id: string) {
  const role = (await teamRolesOf(db, accountId)).find((r) => r.id === id);
  if (!role) return undefined;
  const holders = (await teamRows(db, accountId)).filter((r) => r.roleId === id);
  return { ...role, holders: holders.map((h) => ({ id: h.id, email: h.email, nickname: h.nickname, status: h.status })) };
}

// Inviting ----------------------------------------------------------------------------------------------------------

export async function invite(db: Db, jobs: JobSender, actor: TeamActor, input: { email: string; roleId: string }, req: Pick<Requester, 'lang' | 'origin'>) {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const role = await resolveRole(tx, actor.accountId, input.roleId);
    if (role.id === 'owner' && actor.rank !== 'owner') throw refuse('team_owner_only');
    if (!canGrant(actor.permissions, storedCodes(role))) throw refuse('team_code_not_held');
    const user = await findUserByEmail(tx, email);
    if (user && (await lockMember(tx, actor.accountId, user.id))) throw Conflict('team_already_member', { email: 'team_already_member' });
    if (await findPendingInvitationByEmail(tx, actor.accountId, email)) throw Conflict('team_already_invited', { email: 'team_already_invited' });
    const id = objectId('inv');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
    try {
      await insertInvitation(tx, { id, accountId: actor.accountId, email, roleId: role.id, invitedBy: actor.userId, expiresAt });
    } catch (error) {
      if (isUniqueViolation(error)) throw Conflict('team_already_invited', { email: 'team_already_invited' });
      throw error;
    }
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'member.invited', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
      target: { type: 'invitation', id, label: email }, after: { email, role: role.id, expiresAt: expiresAt.toISOString() },
    });
    await queueAuthMail(jobs, 'teamInvite', email, req, tx, id);
    return { id, email, roleId: role.id, expiresAt: expiresAt.toISOString() };
  });
}

/** Sends the invitation's mail again (a fresh link; the old one stops working when the mail job issues it). */
export async function resendInvitation(db: Db, jobs: JobSender, actor: TeamActor, id: string, req: Pick<Requester, 'lang' | 'origin'>) {
  const row = await findInvitation(db, actor.accountId, id);
  if (!row) throw NotFound();
  if (row.status !== 'pending') throw Conflict('team_invitation_not_pending');
  await db.transaction(async (tx) => {
    // A resend renews the expiry too: an expired invitation is sent afresh.
    await renewInvitation(tx, id, new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000));
    await queueAuthMail(jobs, 'teamInvite', row.email, req, tx, id);
  });
}

export async function revokeInvitation(db: Db, actor: TeamActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await findInvitation(tx, actor.accountId, id, true);
    if (!row) throw NotFound();
    if (row.status !== 'pending') throw Conflict('team_invitation_not_pending');
    await closeInvitation(tx, id, { status: 'revoked' });
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'invitation.revoked', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
      target: { type: 'invitation', id, label: row.email }, before: { email: row.email, role: row.roleId, status: 'pending' }, after: { status: 'revoked' },
    });
  });
}

/** What the invitation page shows before it is accepted; null when the link no longer works. */
export async function lookupInvitation(db: DbOrTx, secret: string) {
  const row = await findInvitationByTokenHash(db, sha256(secret));
  if (!row) return null;
  const [account, user, role] = await Promise.all([
    accountName(db, row.accountId),
    findUserByEmail(db, row.email),
    resolveRole(db, row.accountId, row.roleId).catch(() => null),
  ]);
  return { accountName: account ?? '', email: row.email, roleId: row.roleId, roleName: role?.name ?? row.roleId, hasUser: Boolean(user), expiresAt: row.expiresAt.toISOString() };
}

/**
 * Accepts an invitation: with the invited address's password when it has a user (signing in), or as a new user
 * with a nickname and a new password (signing up: the emailed link proves the address). Joins the account with the
 * invitation's role and opens a session in it, or, like the password sign-in, first asks for the second factor: a
 * code when the user has two-factor sign-in on, a setup when an account of theirs (this one included) requires it;
 * the challenge's session then opens in this account.
 */
export async function acceptInvitation(deps: AuthDeps, body: { token: string; password: string; nickname?: string }, req: Requester) {
  const { db, config } = deps;
  const invalid = () => BadRequest('team_invitation_invalid');
  return db.transaction(async (tx) => {
    const row = await findInvitationByTokenHash(tx, sha256(body.token), true);
    if (!row) throw invalid();
    const role = await resolveRole(tx, row.accountId, row.roleId).catch(() => {
      throw invalid();
    });
    let user = await findUserByEmail(tx, row.email);
    if (user) {
      if (user.status === 'disabled' || !(await verifyPassword(user.passwordHash, body.password))) {
        throw BadRequest('login_failed', { password: 'login_failed' });
      }
    } else {
      const nickname = body.nickname?.trim();
      if (!nickname) throw BadRequest('team_invitation_nickname', { nickname: 'team_invitation_nickname' });
      if (!isValidPassword(body.password)) throw BadRequest('password_invalid', { password: 'password_invalid' });
      const created = await createUser(tx, { email: row.email, password: body.password, nickname, status: 'active' });
      user = await findUserByEmail(tx, created.email);
      if (!user) throw invalid();
    }
    if (!(await lockMember(tx, row.accountId, user.id))) {
      await insertMember(tx, { accountId: row.accountId, userId: user.id, roleId: role.id, rank: rankOf(role.id), permissions: storedCodes(role) });
    }
    await closeInvitation(tx, row.id, { status: 'accepted', acceptedBy: user.id });
    await writeAudit(tx, {
      accountId: row.accountId, action: 'invitation.accepted', actor: { userId: user.id, email: user.email }, ip: req.ip,
      target: { type: 'member', id: user.id, label: user.email }, before: null, after: { role: role.id, permissions: storedCodes(role) },
    });
    const pending = await secondFactorPending(tx, user, row.accountId);
    if (pending) return pending;
    return startSession(tx, config, { ...user, status: 'active' }, req, undefined, row.accountId);
  });
}

// Changing members ------------------------------------------------------------------------------------------------

export async function changeMemberRole(db: Db, actor: TeamActor, userId: string, roleId: string) {
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx, actor.accountId);
    const member = await lockMember(tx, actor.accountId, userId);
    if (!member) throw NotFound();
    const next = await resolveRole(tx, actor.accountId, roleId);
    const refusal = judgeRoleChange({ actor: { ...actor }, member: { userId, rank: member.rank, permissions: member.permissions }, next, owners: owners.length });
    if (refusal) throw refuse(refusal);
    const permissions = storedCodes(next);
    await setMemberRole(tx, actor.accountId, userId, { roleId: next.id, rank: rankOf(next.id), permissions });
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'member.role_changed', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
      target: { type: 'member', id: userId, label: member.email }, before: memberSnapshot(member), after: { role: next.id, permissions },
    });
  });
}

export async function removeMember(db: Db, actor: TeamActor, userId: string) {
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx, actor.accountId);
    const member = await lockMember(tx, actor.accountId, userId);
    if (!member) throw NotFound();
    const refusal = judgeRoleChange({ actor: { ...actor }, member: { userId, rank: member.rank, permissions: member.permissions }, next: null, owners: owners.length });
    if (refusal) throw refuse(refusal);
    await deleteMember(tx, actor.accountId, userId);
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'member.removed', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
      target: { type: 'member', id: userId, label: member.email }, before: memberSnapshot(member), after: null,
    });
  });
}

/** The actor (an owner) makes another member an owner and becomes an admin; the account always keeps an owner. */
export async function transferOwnership(db: Db, actor: TeamActor, toUserId: string) {
  return db.transaction(async (tx) => {
    if (actor.rank !== 'owner') throw refuse('team_owner_only');
    if (toUserId === actor.userId) throw refuse('team_own_role');
    await lockOwners(tx, actor.accountId);
    const to = await lockMember(tx, actor.accountId, toUserId);
    if (!to) throw BadRequest('team_transfer_not_member', { userId: 'team_transfer_not_member' });
    const me = await lockMember(tx, actor.accountId, actor.userId);
    if (!me) throw Forbidden();
    const owner = storedCodes({ id: 'owner', codes: [] });
    const admin = storedCodes({ id: 'admin', codes: [] });
    await setMemberRole(tx, actor.accountId, toUserId, { roleId: 'owner', rank: 'owner', permissions: owner });
    await setMemberRole(tx, actor.accountId, actor.userId, { roleId: 'admin', rank: 'admin', permissions: admin });
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'ownership.transferred', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
      target: { type: 'member', id: toUserId, label: to.email },
      before: { owner: actor.email, [to.email]: memberRoleId(to) },
      after: { owner: to.email, [actor.email]: 'admin' },
    });
  });
}

// Custom roles ----------------------------------------------------------------------------------------------------

function checkRoleInput(actor: TeamActor, input: RoleInput) {
  if (isReservedRoleName(input.name)) throw BadRequest('team_role_name_taken', { name: 'team_role_name_taken' });
  if (!canGrant(actor.permissions, input.codes)) throw refuse('team_code_not_held');
}

export async function createRole(db: Db, actor: TeamActor, input: RoleInput & { codes: string[] }) {
  checkRoleInput(actor, input);
  const id = objectId('role');
  const codes = storedCodes({ id, codes: input.codes });
  try {
    await db.transaction(async (tx) => {
      await insertCustomRole(tx, { id, accountId: actor.accountId, name: input.name.trim(), codes, createdBy: actor.userId });
      await writeAudit(tx, {
        accountId: actor.accountId, action: 'role.created', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
        target: { type: 'role', id, label: input.name.trim() }, after: { name: input.name.trim(), codes },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict('team_role_name_taken', { name: 'team_role_name_taken' });
    throw error;
  }
  return { id, name: input.name.trim(), builtin: false, codes, members: 0, createdAt: new Date().toISOString() };
}

export async function updateRole(db: Db, actor: TeamActor, id: string, input: RoleInput & { codes: string[] }) {
  if (isBuiltinRoleId(id)) throw refuse('team_role_builtin');
  checkRoleInput(actor, input);
  try {
    return await db.transaction(async (tx) => {
      const row = await findCustomRole(tx, actor.accountId, id, true);
      if (!row) throw NotFound();
      // Changing a role changes its members: the actor must hold what it held too (no taking away beyond one's own).
      if (!canGrant(actor.permissions, row.codes)) throw refuse('team_code_not_held');
      const codes = storedCodes({ id, codes: input.codes });
      await updateCustomRole(tx, actor.accountId, id, { name: input.name.trim(), codes });
      await restampRole(tx, actor.accountId, id, codes);
      await writeAudit(tx, {
        accountId: actor.accountId, action: 'role.updated', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
        target: { type: 'role', id, label: input.name.trim() }, before: { name: row.name, codes: row.codes }, after: { name: input.name.trim(), codes },
      });
      const use = await roleUse(tx, actor.accountId, id);
      return { id, name: input.name.trim(), builtin: false, codes, members: use.members, createdAt: row.createdAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw Conflict('team_role_name_taken', { name: 'team_role_name_taken' });
    throw error;
  }
}

export async function deleteRole(db: Db, actor: TeamActor, id: string) {
  if (isBuiltinRoleId(id)) throw refuse('team_role_builtin');
  await db.transaction(async (tx) => {
    const row = await findCustomRole(tx, actor.accountId, id, true);
    if (!row) throw NotFound();
    if (!canGrant(actor.permissions, row.codes)) throw refuse('team_code_not_held');
    const use = await roleUse(tx, actor.accountId, id);
    if (use.members > 0 || use.invitations > 0) throw Conflict('team_role_in_use');
    await deleteCustomRole(tx, actor.accountId, id);
    await writeAudit(tx, {
      accountId: actor.accountId, action: 'role.deleted', actor: { userId: actor.userId, email: actor.email }, ip: actor.ip,
      target: { type: 'role', id, label: row.name }, before: { name: row.name, codes: row.codes }, after: null,
    });
  });
}
