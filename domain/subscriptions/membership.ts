// Membership (issue 30, item 4), test mode only: member tiers with their benefits, each tied to plans (a plan gives
// at most one tier), and the members they make: a subscription to a tier's plan is a membership of that tier, from
// the subscription's start. The tier form and POST/PUT /member-tiers judge a tier with the same schema.
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './billing';
import { instantSchema } from '../payment-filters';

const timestamp = z.date();
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

export const MAX_TIER_BENEFITS = 10;
export const MAX_TIER_PLANS = 20;

/** A tier as the merchant types it: name, one to ten benefits (one line each), the plans whose subscribers it makes members. */
export const memberTierInputSchema = z.strictObject({
  name: z.string({ error: 'field_required' }).trim().min(1, 'field_required').max(60, 'field_too_long'),
  benefits: z
    .array(z.string({ error: 'field_required' }).trim().min(1, 'field_required').max(120, 'field_too_long'), { error: 'member_tier_benefits_required' })
    .min(1, 'member_tier_benefits_required')
    .max(MAX_TIER_BENEFITS, 'member_tier_benefits_too_many')
    .refine((b) => new Set(b.map((x) => x.toLowerCase())).size === b.length, 'member_tier_benefit_repeated'),
  planIds: z
    .array(z.string().trim().min(1).max(64), { error: 'please_select' })
    .max(MAX_TIER_PLANS, 'member_tier_plans_too_many')
    .refine((p) => new Set(p).size === p.length, 'member_tier_plan_repeated'),
});
export type MemberTierInput = z.infer<typeof memberTierInputSchema>;

/** The benefits as the form's text area holds them: one a line, blank lines dropped. */
export const benefitsOfText = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');

/** The tier form: benefits typed one a line, then judged by the route's own schema (its errors under the same fields). */
export const memberTierFormSchema = z
  .object({ name: z.string().default(''), benefits: z.string().default('').transform(benefitsOfText), planIds: z.array(z.string()).default([]) })
  .pipe(memberTierInputSchema);

export const memberTierRecord = z.object({
  id: z.string(),
  name: z.string(),
  benefits: z.array(z.string()),
  plans: z.array(z.object({ id: z.string(), productName: z.string() })),
  /** Members now (active or paused). */
  members: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type MemberTierRecord = z.infer<typeof memberTierRecord>;

/** A member is active while the subscription bills (trialing, active, past due), paused with it, ended once it ends. */
export const MEMBER_STATUSES = ['active', 'paused', 'ended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_OF: Record<SubscriptionStatus, MemberStatus> = {
  trialing: 'active', active: 'active', past_due: 'active', paused: 'paused', canceled: 'ended', unpaid: 'ended',
};
export const subscriptionStatusesOf = (status: MemberStatus): SubscriptionStatus[] => SUBSCRIPTION_STATUSES.filter((s) => MEMBER_STATUS_OF[s] === status);

export const memberRecord = z.object({
  /** The membership's id is its subscription's. */
  id: z.string(),
  status: z.enum(MEMBER_STATUSES),
  tierId: z.string(),
  tierName: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  planId: z.string(),
  productName: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** Member since: the subscription's start. */
  since: timestamp,
  /** Until: when the subscription ended (canceled), else null. */
  endedAt: timestamp.nullable(),
});
export type MemberRecord = z.infer<typeof memberRecord>;
export const memberDetailRecord = memberRecord.extend({ benefits: z.array(z.string()) });
export type MemberDetailRecord = z.infer<typeof memberDetailRecord>;

export const memberCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(MEMBER_STATUSES.map((s) => [s, z.number().int()])) as Record<MemberStatus, z.ZodNumber>),
});

export const memberFilterSchema = z.strictObject({
  /** A member (subscription) id, or part of the customer's name or e-mail. */
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(MEMBER_STATUSES)).optional(),
  tierId: z.string().trim().min(1).max(64).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

export const memberTierFilterSchema = z.strictObject({ q: z.string().trim().min(1).max(100).optional() });
export type MemberTierFilter = z.infer<typeof memberTierFilterSchema>;
