// Captchas: only the hash of the lowercased answer is kept; a row is deleted by the first attempt to verify it.
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { captchas } from '../db/schema';

export async function insertCaptcha(db: DbOrTx, c: { id: string; answerHash: string; expiresAt: Date }) {
  await db.insert(captchas).values(c);
}

/** Removes the captcha and returns it: whoever takes it first owns the only attempt, right or wrong. */
export async function takeCaptcha(db: DbOrTx, id: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
  return row;
}

/** Captchas fetched but never answered would pile up; they are swept whenever a new one is issued. */
export async function deleteExpiredCaptchas(db: DbOrTx, now = new Date()) {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}
