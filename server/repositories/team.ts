// The team of one account: members with their roles, custom roles, invitations. Account-wide (no mode).
import { and, asc, count, desc, eq, gt, isNotNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, auditLog, memberships, sessions, teamInvitations, teamRoles, users } from '../db/schema';

export type TeamRoleRow = typeof teamRoles.$inferSelect;
export type InvitationRow = typeof teamInvitations.$inferSelect;

/** The account's members in the order they joined, with their user's nickname and email. */
export function listTeamMembers(db: DbOrTx, accountId: string) {
  return db
    .select({
      userId: memberships.userId,
      nickname: users.nickname,
      email: users.email,
      rank: memberships.role,
      roleId: memberships.roleId,
      permissions: memberships.permissions,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}
export type TeamMemberRow = Awaited<ReturnType<typeof listTeamMembers>>[number];

/** One member, locked for the change that reads it (FOR UPDATE on the membership). */
export async function lockMember(db: DbOrTx, accountId: string, userId: string): Promise<TeamMemberRow | undefined> {
  const [row] = await db
    .select({
      userId: memberships.userId,
      nickname: users.nickname,
      email: users.email,
      rank: memberships.role,
      roleId: memberships.roleId,
      permissions: memberships.permissions,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)))
    .for('update', { of: memberships })
    .limit(1);
  return row;
}

/** The account's owners, locked: the last-owner rule reads this count under the lock, so two demotions cannot both pass. */
export async function lockOwners(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.userId))
    .for('update');
  return rows.map((r) => r.userId);
}

export async function setMemberRole(db: DbOrTx, accountId: string, userId: string, v: { roleId: string; rank: 'owner' | 'admin' | 'member'; permissions: string[] }) {
  await db
    .update(memberships)
    .set({ roleId: v.roleId, role: v.rank, permissions: v.permissions })
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

export async function deleteMember(db: DbOrTx, accountId: string, userId: string) {
  await db.delete(memberships).where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
}

export async function insertMember(db: DbOrTx, v: { accountId: string; userId: string; roleId: string; rank: 'owner' | 'admin' | 'member'; permissions: string[] }) {
  await db.insert(memberships).values({ accountId: v.accountId, userId: v.userId, roleId: v.roleId, role: v.rank, permissions: v.permissions });
}

// Custom roles --------------------------------------------------------------------------------------------------

export function listCustomRoles(db: DbOrTx, accountId: string) {
  return db.select().from(teamRoles).where(eq(teamRoles.accountId, accountId)).orderBy(asc(teamRoles.createdAt), asc(teamRoles.id));
}

export async function findCustomRole(db: DbOrTx, accountId: string, id: string, lock = false): Promise<TeamRoleRow | undefined> {
  const q = db.select().from(teamRoles).where(and(eq(teamRoles.accountId, accountId), eq(teamRoles.id, id))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertCustomRole(db: DbOrTx, row: typeof teamRoles.$inferInsert) {
  await db.insert(teamRoles).values(row);
}

export async function updateCustomRole(db: DbOrTx, accountId: string, id: string, v: { name: string; codes: string[] }) {
  await db.update(teamRoles).set({ ...v, updatedAt: new Date() }).where(and(eq(teamRoles.accountId, accountId), eq(teamRoles.id, id)));
}

export async function deleteCustomRole(db: DbOrTx, accountId: string, id: string) {
  await db.delete(teamRoles).where(and(eq(teamRoles.accountId, accountId), eq(teamRoles.id, id)));
}

/** Members and pending invitations holding a role. */
export async function roleUse(db: DbOrTx, accountId: string, roleId: string) {
  const [[m], [i]] = await Promise.all([
    db.select({ n: count() }).from(memberships).where(and(eq(memberships.accountId, accountId), eq(memberships.roleId, roleId))),
    db.select({ n: count() }).from(teamInvitations).where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.roleId, roleId), eq(teamInvitations.status, 'pending'))),
  ]);
  return { members: m.n, invitations: i.n };
}

/** The members count of each role of the account (built-in ids and custom ids). */
export async function roleMemberCounts(db: DbOrTx, accountId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ roleId: memberships.roleId, n: count() })
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .groupBy(memberships.roleId);
  return new Map(rows.filter((r) => r.roleId).map((r) => [r.roleId as string, r.n]));
}

/** A custom role's codes changed: every membership holding it gets them. */
export async function restampRole(db: DbOrTx, accountId: string, roleId: string, permissions: string[]) {
  await db.update(memberships).set({ permissions }).where(and(eq(memberships.accountId, accountId), eq(memberships.roleId, roleId)));
}

// Invitations ---------------------------------------------------------------------------------------------------

export function listInvitations(db: DbOrTx, accountId: string) {
  return db
    .select({ invitation: teamInvitations, inviter: { nickname: users.nickname, email: users.email } })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.status, 'pending')))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

export async function findInvitation(db: DbOrTx, accountId: string, id: string, lock = false): Promise<InvitationRow | undefined> {
  const q = db.select().from(teamInvitations).where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.id, id))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findPendingInvitationByEmail(db: DbOrTx, accountId: string, email: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.email, email), eq(teamInvitations.status, 'pending')))
    .limit(1);
  return row;
}

/** A pending, unexpired invitation by its link's secret hash, locked when asked. */
export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string, lock = false): Promise<InvitationRow | undefined> {
  const q = db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, tokenHash), eq(teamInvitations.status, 'pending'), gt(teamInvitations.expiresAt, new Date())))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertInvitation(db: DbOrTx, row: typeof teamInvitations.$inferInsert) {
  await db.insert(teamInvitations).values(row);
}

export async function setInvitationToken(db: DbOrTx, id: string, tokenHash: string) {
  await db.update(teamInvitations).set({ tokenHash }).where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')));
}

export async function closeInvitation(db: DbOrTx, id: string, v: { status: 'accepted' | 'revoked'; acceptedBy?: string }) {
  await db
    .update(teamInvitations)
    .set({ status: v.status, acceptedBy: v.acceptedBy ?? null, acceptedAt: v.status === 'accepted' ? new Date() : null, tokenHash: null })
    .where(eq(teamInvitations.id, id));
}

/** Expired pending invitations are left pending but unusable; the list shows them as expired. */
export const invitationExpired = (row: { expiresAt: Date }, now = new Date()) => row.expiresAt.getTime() <= now.getTime();
export const lowerEmail = (email: string) => sql`lower(${email})`;

export async function renewInvitation(db: DbOrTx, id: string, expiresAt: Date) {
  await db.update(teamInvitations).set({ expiresAt }).where(and(eq(teamInvitations.id, id), eq(teamInvitations.status, 'pending')));
}

/** What an invitation's mail says: the invitation, its account's name, the inviter's nickname, a custom role's name. */
export async function invitationForMail(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, account: accounts.name, inviter: users.nickname, customRoleName: teamRoles.name })
    .from(teamInvitations)
    .innerJoin(accounts, eq(accounts.id, teamInvitations.accountId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .leftJoin(teamRoles, and(eq(teamRoles.id, teamInvitations.roleId), eq(teamRoles.accountId, teamInvitations.accountId)))
    .where(eq(teamInvitations.id, id))
    .limit(1);
  return row;
}

// The members list (/teams) ----------------------------------------------------------------------------------------

/** Each member's last sign-in to this account (the newest session it opened here). */
export async function lastSignIns(db: DbOrTx, accountId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .groupBy(sessions.userId);
  return new Map(rows.filter((r) => r.at).map((r) => [r.userId, r.at as Date]));
}

/** The newest audit rows a member made or that were about them (or about an invitation), newest first. */
export function recentAuditOf(db: DbOrTx, accountId: string, id: string, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), or(eq(auditLog.actorId, id), and(isNotNull(auditLog.targetId), eq(auditLog.targetId, id)))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
