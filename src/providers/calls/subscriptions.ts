// The coupon, plan and subscription calls beyond simple-rest: deactivate a coupon, its simulator, create a plan, the
// plans for a picker, and the subscription's actions (each with its Idempotency-Key) including the test clock.
import type { MemberTierInput } from '../../../domain/subscriptions/membership';
import type { PlanInput } from '../../../domain/subscriptions/records';
import type { Coupon, CouponSimulation, MemberTier, Plan, SubscriptionDetail } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

const at = (id: string, action: string) => `/subscriptions/${encodeURIComponent(id)}/${action}`;

export type SubscriptionActionCall = 'cancel' | 'pause' | 'resume' | 'change-plan' | 'clock';

export const subscriptionCalls = (http: HttpClient) => ({
  deactivateCoupon: (id: string) => http.requestData<Coupon>({ url: `/coupons/${encodeURIComponent(id)}/deactivate`, method: 'POST', data: {} }),
  simulateCoupon: (id: string, planId: string, periods = 12) =>
    http.requestBody<CouponSimulation>({ url: `/coupons/${encodeURIComponent(id)}/simulate`, data: { planId, periods }, envelope: false }),
  createPlan: (input: PlanInput, key: string) => http.requestBody<Plan>({ url: '/plans', method: 'POST', data: input, headers: { 'Idempotency-Key': key }, envelope: false }),
  /** Membership (test mode only): the tiers, and a tier created or changed (each with its Idempotency-Key). */
  memberTiers: () =>
    http.requestBody<MemberTier[]>({ url: '/member-tiers', data: { sort: JSON.stringify(['createdAt', 'ASC']), range: JSON.stringify([0, 99]) }, envelope: false }),
  saveMemberTier: (id: string | null, input: MemberTierInput, key: string) =>
    http.requestBody<MemberTier>({ url: id ? `/member-tiers/${encodeURIComponent(id)}` : '/member-tiers', method: id ? 'PUT' : 'POST', data: input, headers: { 'Idempotency-Key': key }, envelope: false }),
  plansForPicker: () =>
    http.requestBody<Plan[]>({ url: '/plans', data: { sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, 99]) }, envelope: false }),
  subscriptionAction: (id: string, action: SubscriptionActionCall, body: object, key: string) =>
    http.requestBody<SubscriptionDetail>({ url: at(id, action), method: 'POST', data: body, headers: { 'Idempotency-Key': key }, envelope: false }),
});
