// System parameters (spec section 3): platform-wide records of paramCode, paramValue and extValue.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { systemParams } from '../db/schema';

export async function listSystemParams(db: DbOrTx, codes?: string[]) {
  const q = db
    .select({ paramCode: systemParams.paramCode, paramValue: systemParams.paramValue, extValue: systemParams.extValue })
    .from(systemParams);
  return codes?.length ? q.where(inArray(systemParams.paramCode, codes)).orderBy(systemParams.paramCode) : q.orderBy(systemParams.paramCode);
}

export async function upsertSystemParam(db: DbOrTx, p: { paramCode: string; paramValue: string | null; extValue: unknown }) {
  await db
    .insert(systemParams)
    .values({ ...p, updatedAt: new Date() })
    .onConflictDoUpdate({ target: systemParams.paramCode, set: { paramValue: p.paramValue, extValue: p.extValue, updatedAt: new Date() } });
}
