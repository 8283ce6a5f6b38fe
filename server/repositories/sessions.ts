// Sessions: one row per sign-in holding the hashes of its live and test tokens.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { accounts, memberships, sessions, users } from '../db/schema';
import { newSecret, sha256 } from '../lib/tokens';

export interface NewSession {
  userId: string;
  accountId: string;
  ttlHours: number;
  ip?: string;
  userAgent?: string;
  /** The session whose direct-login link opened this one. */
  parentSessionId?: string;
}

export async function createSession(db: DbOrTx, s: NewSession) {
  const liveToken = newSecret();
  const testToken = newSecret();
  const expiresAt = new Date(Date.now() + s.ttlHours * 3600_000);
  const id = objectId('ses');
  await db.insert(sessions).values({
    id,
    userId: s.userId,
    accountId: s.accountId,
    liveTokenHash: sha256(liveToken),
    testTokenHash: sha256(testToken),
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 500),
    expiresAt,
    parentSessionId: s.parentSessionId,
  });
  return { id, liveToken, testToken, expiresAt };
}

/** An unrevoked, unexpired session of an active user whose token of that mode is `token`. */
function activeSessionOf(token: string, livemode: boolean) {
  const hash = sha256(token);
  return and(
    livemode ? eq(sessions.liveTokenHash, hash) : eq(sessions.testTokenHash, hash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
    eq(users.status, 'active'),
  );
}

/** Finds the live session a token belongs to, in the given mode only: a live token never opens the test base. */
export async function findActiveSession(db: DbOrTx, token: string, livemode: boolean) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeSessionOf(token, livemode))
    .limit(1);
  return row;
}

/**
 * findActiveSession and findMembership in one round trip, as every API request needs both: the token's session in
 * that mode with its user, and the user's membership of `accountId` (of the session's own account when null), with
 * that account's issuing flag (the issuing routes' gate reads it here instead of in a round trip of its own).
 * Built once per database handle and mode as a prepared query (named on PostgreSQL, so each connection parses it
 * once): this runs before every API call, and building the select each time was about a tenth of a purchase's
 * server CPU (bench:issuing).
 */
export async function findSessionMembership(db: DbOrTx, token: string, livemode: boolean, accountId: string | null) {
  return findSessionMembershipByHash(db, sha256(token), livemode, accountId);
}

/** findSessionMembership of a token's hash (sha256). */
export async function findSessionMembershipByHash(db: DbOrTx, hash: string, livemode: boolean, accountId: string | null) {
  const [row] = await sessionMembershipQuery(db, livemode).execute({ hash, now: new Date().toISOString(), accountId });
  return row;
}

/** What findSessionMembership found for a token: a request's auth context is made from it (server/plugins/auth.ts). */
export type SessionMembership = NonNullable<Awaited<ReturnType<typeof findSessionMembership>>>;

/**
 * A session and membership a process found earlier for a token (server/plugins/auth.ts keeps them a short while), to
 * be confirmed by the first statement of the call that uses them (the issuing purchase's snapshot,
 * repositories/issuing.ts purchaseSnapshot): still unrevoked and unexpired at `now`, its user active with the same
 * nickname (the permissions' allow list reads it), the membership of `accountId` with the same role and permissions,
 * the account's issuing flag the same. `confirmed` is set by the statement that checked it.
 */
export interface SessionCheck {
  hash: string;
  livemode: boolean;
  accountId: string;
  nickname: string;
  role: string;
  permissions: unknown;
  issuingEnabled: boolean;
  confirmed: boolean;
}

/** The session a SessionCheck names is no longer as it was found (or is gone): the call's access is decided again from the database. */
export class SessionChanged extends Error {
  constructor() {
    super('session changed');
  }
}

/**
 * The SQL of a boolean: whether `check` still holds (see SessionCheck), for a hot statement's select list (placeholders
 * from `p`, server/db/hot-query.ts statement); `now` as the lookup compares it.
 */
export function sessionStillValidSql(p: (v: unknown) => string, check: SessionCheck, now: Date): string {
  return `exists (select 1 from sessions s join users u on u.id = s.user_id
      join memberships m on m.user_id = s.user_id and m.account_id = ${p(check.accountId)} join accounts a on a.id = m.account_id
    where s.${check.livemode ? 'live_token_hash' : 'test_token_hash'} = ${p(check.hash)} and s.revoked_at is null and s.expires_at > ${p(now)}::timestamptz
      and u.status = 'active' and u.nickname = ${p(check.nickname)} and m.role = ${p(check.role)} and m.permissions = ${p(JSON.stringify(check.permissions))}::jsonb
      and a.issuing_enabled = ${p(check.issuingEnabled)}::boolean)`;
}

function buildSessionMembershipQuery(db: DbOrTx, livemode: boolean) {
  // Only what a request's auth context reads: never the password's hash or the TOTP secret on every call.
  return db
    .select({
      session: { id: sessions.id, accountId: sessions.accountId, lastSeenAt: sessions.lastSeenAt },
      user: { id: users.id, email: users.email, nickname: users.nickname, timezone: users.timezone, language: users.language },
      membership: { role: memberships.role, permissions: memberships.permissions },
      issuingEnabled: accounts.issuingEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.accountId, sql`coalesce(${sql.placeholder('accountId')}::text, ${sessions.accountId})`)))
    .leftJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(
      eq(livemode ? sessions.liveTokenHash : sessions.testTokenHash, sql.placeholder('hash')),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      eq(users.status, 'active'),
    ))
    .limit(1)
    .prepare(livemode ? 'session_membership_live' : 'session_membership_test');
}

const sessionMembershipQueries = new WeakMap<DbOrTx, Record<'live' | 'test', ReturnType<typeof buildSessionMembershipQuery> | undefined>>();

function sessionMembershipQuery(db: DbOrTx, livemode: boolean) {
  let byMode = sessionMembershipQueries.get(db);
  if (!byMode) sessionMembershipQueries.set(db, (byMode = { live: undefined, test: undefined }));
  const mode = livemode ? 'live' : 'test';
  return (byMode[mode] ??= buildSessionMembershipQuery(db, livemode));
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends a session and every session opened from it by a direct-login link, and from those in turn: a session a
 * link opened is a copy of its parent's power and ends with it.
 */
export async function revokeSessionTree(db: DbOrTx, sessionId: string) {
  await db.execute(sql`
    with recursive tree(id) as (
      select ${sessionId}::text
      union
      select s.id from sessions s join tree t on s.parent_session_id = t.id
    )
    update sessions set revoked_at = now() where id in (select id from tree) and revoked_at is null`);
}

export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

export async function findMembership(db: DbOrTx, userId: string, accountId: string) {
  const [row] = await db
    .select({ membership: memberships, account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
    .limit(1);
  return row;
}

export async function listMemberships(db: DbOrTx, userId: string) {
  return db
    .select({ membership: memberships, account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt);
}
