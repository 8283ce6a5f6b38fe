// Membership (issue 30, item 4), test mode only: tiers created and changed (name, benefits, the plans tied to it,
// each plan giving one tier at most), and the members they make, read from the subscriptions to those plans.
// Live mode answers 404 (membership_test_only): the feature exists in the test environment only, as its page does.
import type { MemberDetailRecord, MemberRecord, MemberTierInput, MemberTierRecord } from '../../../domain/subscriptions/membership';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { AppError, FieldErrors, NotFound } from '../../lib/errors';
import {
  findMember, findMemberTier, insertMemberTier, lockPlans, memberStatusOf, setTierPlans, tierFigures, updateMemberTier, type MemberRow, type MemberTierRow,
} from '../../repositories/membership';
import { insertEvents } from '../../repositories/events';
import type { Scope } from '../../repositories/scope';

/** Membership lives in test mode only. */
export function refuseLiveMembership(scope: Scope) {
  if (scope.livemode) throw new AppError(404, 'membership_test_only');
}

export async function tierRecordsOf(db: DbOrTx, scope: Scope, rows: MemberTierRow[]): Promise<MemberTierRecord[]> {
  const figures = await tierFigures(db, scope, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    benefits: r.benefits,
    plans: figures.plans.filter((p) => p.tierId === r.id).map((p) => ({ id: p.id, productName: p.productName })),
    members: figures.members.find((m) => m.tierId === r.id)?.n ?? 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function findMemberTierRecord(db: DbOrTx, scope: Scope, id: string): Promise<MemberTierRecord> {
  refuseLiveMembership(scope);
  const row = await findMemberTier(db, scope, id);
  if (!row) throw NotFound();
  return (await tierRecordsOf(db, scope, [row]))[0];
}

/** The plans named must be the scope's, and none may give another tier already (a plan gives one tier at most). */
async function tiePlans(tx: DbOrTx, scope: Scope, tierId: string, planIds: string[]) {
  const found = await lockPlans(tx, scope, planIds);
  const errors: Record<string, string> = {};
  planIds.forEach((id, i) => {
    const plan = found.find((p) => p.id === id);
    if (!plan) errors[`planIds.${i}`] = 'plan_not_found';
    else if (plan.memberTierId && plan.memberTierId !== tierId) errors[`planIds.${i}`] = 'member_tier_plan_taken';
  });
  if (Object.keys(errors).length > 0) throw FieldErrors(errors);
  await setTierPlans(tx, scope, tierId, planIds);
}

async function recordTierEvent(db: DbOrTx, scope: Scope, type: 'member_tier.created' | 'member_tier.updated', record: MemberTierRecord, at: Date) {
  await insertEvents(db, scope, [{ type, objectType: 'member_tier', objectId: record.id, data: JSON.parse(JSON.stringify(record)) as Record<string, unknown>, createdAt: at }]);
}

/** In the caller's transaction (the route's idempotent call). */
export async function createMemberTier(tx: DbOrTx, scope: Scope, input: MemberTierInput, now: Date): Promise<MemberTierRecord> {
  refuseLiveMembership(scope);
  const row = await insertMemberTier(tx, scope, { id: objectId('tier'), name: input.name, benefits: input.benefits, createdAt: now, updatedAt: now });
  await tiePlans(tx, scope, row.id, input.planIds);
  const record = (await tierRecordsOf(tx, scope, [row]))[0];
  await recordTierEvent(tx, scope, 'member_tier.created', record, now);
  return record;
}

export async function updateTier(tx: DbOrTx, scope: Scope, id: string, input: MemberTierInput, now: Date): Promise<MemberTierRecord> {
  refuseLiveMembership(scope);
  if (!(await findMemberTier(tx, scope, id, { lock: true }))) throw NotFound();
  const row = await updateMemberTier(tx, scope, id, { name: input.name, benefits: input.benefits, updatedAt: now });
  await tiePlans(tx, scope, id, input.planIds);
  const record = (await tierRecordsOf(tx, scope, [row]))[0];
  await recordTierEvent(tx, scope, 'member_tier.updated', record, now);
  return record;
}

export function memberRecordOf(r: MemberRow): MemberRecord {
  return {
    id: r.id,
    status: memberStatusOf(r),
    tierId: r.tierId,
    tierName: r.tierName,
    customerId: r.customerId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    planId: r.planId,
    productName: r.productName,
    subscriptionStatus: r.subscriptionStatus,
    since: r.since,
    endedAt: memberStatusOf(r) === 'ended' ? r.endedAt : null,
  };
}

export async function memberDetail(db: DbOrTx, scope: Scope, id: string): Promise<MemberDetailRecord> {
  refuseLiveMembership(scope);
  const row = await findMember(db, scope, id);
  if (!row) throw NotFound();
  return { ...memberRecordOf(row), benefits: row.benefits };
}
