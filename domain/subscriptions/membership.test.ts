import { describe, expect, it } from 'vitest';
import { benefitsOfText, memberTierFormSchema, memberTierInputSchema, MEMBER_STATUS_OF, subscriptionStatusesOf } from './membership';

describe('the member tier rule (the form and POST /member-tiers)', () => {
  it('reads benefits one a line and judges them as the route does', () => {
    expect(benefitsOfText('  Free shipping \n\nEarly access\n')).toEqual(['Free shipping', 'Early access']);
    const ok = memberTierFormSchema.safeParse({ name: ' Gold ', benefits: 'Free shipping\nEarly access', planIds: ['plan_a'] });
    expect(ok.success && ok.data).toEqual({ name: 'Gold', benefits: ['Free shipping', 'Early access'], planIds: ['plan_a'] });
  });

  it('names the field of each refusal, with the same keys in the form and the route', () => {
    const issues = (s: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) =>
      Object.fromEntries((s.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues(memberTierFormSchema, { name: '', benefits: '\n', planIds: [] })).toEqual({ name: 'field_required', benefits: 'member_tier_benefits_required' });
    expect(issues(memberTierInputSchema, { name: '', benefits: [], planIds: [] })).toEqual({ name: 'field_required', benefits: 'member_tier_benefits_required' });
    expect(issues(memberTierFormSchema, { name: 'G', benefits: 'A\na', planIds: ['p', 'p'] })).toEqual({ benefits: 'member_tier_benefit_repeated', planIds: 'member_tier_plan_repeated' });
    expect(issues(memberTierFormSchema, { name: 'G', benefits: Array.from({ length: 11 }, (_, i) => `B${i}`).join('\n'), planIds: [] })).toEqual({ benefits: 'member_tier_benefits_too_many' });
  });

  it('maps every subscription status to one member status', () => {
    expect(subscriptionStatusesOf('active').sort()).toEqual(['active', 'past_due', 'trialing']);
    expect(subscriptionStatusesOf('ended').sort()).toEqual(['canceled', 'unpaid']);
    expect(MEMBER_STATUS_OF.paused).toBe('paused');
  });
});
