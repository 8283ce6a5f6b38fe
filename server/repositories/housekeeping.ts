// Rows that outlive their use: idempotency keys past their retention and captchas past their expiry.
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { captchas, idempotencyKeys } from '../db/schema';

export async function deleteIdempotencyKeysBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return rows.length;
}

export async function deleteCaptchasExpiredBy(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id });
  return rows.length;
}
