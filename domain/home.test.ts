import { describe, expect, it } from 'vitest';
import { canDoHomeStep, greetingOf, homeAccountState, homeNextSteps, homeSections, homeShortcuts, nextHomeStep } from './home';

const facts = { kycStatus: 'inactive', secretKeys: 0, paymentLinks: 0, teamMembers: 1 };
const everywhere = () => true;

describe('homeAccountState', () => {
  it('reads the verification state', () => {
    expect(homeAccountState('approved')).toBe('verified');
    expect(homeAccountState('needs_review')).toBe('review');
    expect(homeAccountState('needs_update')).toBe('fix');
    expect(homeAccountState('inactive')).toBe('verify');
  });
});

describe('homeNextSteps', () => {
  it('puts verification first and marks each step done from the account\'s data', () => {
    const steps = homeNextSteps(facts, everywhere);
    expect(steps.map((s) => [s.step, s.done])).toEqual([['verify', false], ['apiKey', false], ['paymentLink', false], ['team', false]]);
    expect(nextHomeStep(steps)).toBe('verify');
    const later = homeNextSteps({ kycStatus: 'approved', secretKeys: 1, paymentLinks: 0, teamMembers: 2 }, everywhere);
    expect(later.filter((s) => s.done).map((s) => s.step)).toEqual(['verify', 'apiKey', 'team']);
    expect(nextHomeStep(later)).toBe('paymentLink');
  });

  it('waits while the verification is in review, and is done when everything is', () => {
    const steps = homeNextSteps({ kycStatus: 'needs_review', secretKeys: 2, paymentLinks: 3, teamMembers: 4 }, everywhere);
    expect(steps[0]).toEqual({ step: 'verify', done: false, waiting: true });
    expect(nextHomeStep(steps)).toBeNull();
  });

  it('leaves out a step the member may not open, unless it is done', () => {
    const onlyLinks = (step: string) => step === 'paymentLink';
    expect(homeNextSteps(facts, onlyLinks).map((s) => s.step)).toEqual(['paymentLink']);
    expect(homeNextSteps({ ...facts, secretKeys: 1 }, onlyLinks).map((s) => s.step)).toEqual(['apiKey', 'paymentLink']);
  });
});

describe('canDoHomeStep', () => {
  it('asks for the step\'s page and its action: verification is the owners\' and admins\'', () => {
    const member = { permissions: ['eduoverview', 'paymentLink_Detail'], role: 'member' as const };
    expect(canDoHomeStep('verify', member, everywhere)).toBe(false);
    expect(canDoHomeStep('verify', { permissions: ['eduoverview'], role: 'admin' }, everywhere)).toBe(true);
    expect(canDoHomeStep('paymentLink', member, everywhere)).toBe(true);
    expect(canDoHomeStep('paymentLink', member, () => false)).toBe(false);
    expect(canDoHomeStep('apiKey', member, everywhere)).toBe(false);
    expect(canDoHomeStep('team', { permissions: ['settings'], role: 'member' }, everywhere)).toBe(true);
  });
});

describe('homeSections', () => {
  it('gives each figure only to a member whose codes read it on its own page', () => {
    expect(homeSections({ permissions: ['eduoverview'], role: 'member' })).toEqual({ today: false, balance: false, disputes: false, recent: false, steps: true });
    expect(homeSections({ permissions: ['eduoverview', 'Overview', 'Disputeslist', 'dashPayment'], role: 'member' }))
      .toEqual({ today: true, balance: true, disputes: true, recent: true, steps: true });
    expect(homeSections({ permissions: ['eduoverview', 'BalanceList'], role: 'member' }).balance).toBe(true);
  });
});

describe('homeShortcuts and greetingOf', () => {
  it('offers only the pages the member may open, in order, at most max', () => {
    expect(homeShortcuts((n) => n === 'refunds' || n === 'payments' || n === 'settings')).toEqual(['payments', 'refunds', 'settings']);
    expect(homeShortcuts(everywhere, 3)).toEqual(['payments', 'refunds', 'disputes']);
    expect(homeShortcuts(() => false)).toEqual([]);
  });

  it('greets by the hour', () => {
    expect([4, 5, 11, 12, 17, 18, 23].map(greetingOf)).toEqual(['evening', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening']);
  });
});
