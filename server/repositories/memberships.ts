// Who belongs to an account, with which role, as people (nickname and email).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { memberships, users } from '../db/schema';

/** The account's members in the order they joined (then by email). */
export function listMembers(db: DbOrTx, accountId: string) {
  return db
    .select({ nickname: users.nickname, email: users.email, role: memberships.role, joined: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}
