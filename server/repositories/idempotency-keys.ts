// Idempotency-Key rows (server/services/idempotency.ts decides when): claimed before the work, answered after it,
// in the work's own transaction; scoped like every business row. (The issuing purchase writes its row in its own
// statement: server/repositories/issuing.ts insertAuthorizationWithEvent.)
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Scope } from './scope';

const keyOf = (scope: Scope, key: string) =>
  and(eq(idempotencyKeys.accountId, scope.accountId), eq(idempotencyKeys.livemode, scope.livemode), eq(idempotencyKeys.key, key));

/** Claims the key for this request; false when a row for it exists already (a concurrent duplicate waits here). */
export async function claimIdempotencyKey(tx: DbOrTx, scope: Scope, key: string, requestHash: string): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ accountId: scope.accountId, livemode: scope.livemode, key, requestHash, statusCode: 0, responseBody: '' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findIdempotencyKey(tx: DbOrTx, scope: Scope, key: string) {
  const [row] = await tx.select().from(idempotencyKeys).where(keyOf(scope, key));
  return row;
}

export async function recordIdempotentAnswer(tx: DbOrTx, scope: Scope, key: string, statusCode: number, responseBody: string) {
  await tx.update(idempotencyKeys).set({ statusCode, responseBody }).where(keyOf(scope, key));
}
