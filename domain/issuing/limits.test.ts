import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClock } from '../timezone';
import { instant, unitKey, windowed, zero, zone } from './limit-arbitraries';
import { NO_CONTROLS, type LimitInterval, type SpendingControls } from './controls';
import { CUMULATIVE_INTERVALS, DECLINE_CODES, cumulativeLimits, decideAuthorization, declineText, inWindow, limitRefuses, usageOfLimits, windowStart, type DecisionInput, type DeclineReason } from './limits';

describe('limit windows in the account\'s time zone', () => {
  it('start at 00:00 of the day, the Monday or the 1st that holds the instant, and no later boundary lies between', () => {
    fc.assert(
      fc.property(windowed, instant, zone, (interval, at, tz) => {
        const start = windowStart(interval, at, tz)!;
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        const wall = wallClock(start, tz);
        expect(wall.format('HH:mm:ss')).toBe('00:00:00');
        if (interval === 'weekly') expect(wall.day()).toBe(1);
        if (interval === 'monthly') expect(wall.date()).toBe(1);
        // The window's start and the instant are in the same calendar unit; one millisecond earlier is the unit before.
        expect(unitKey(interval, start, tz)).toBe(unitKey(interval, at, tz));
        expect(unitKey(interval, new Date(start.getTime() - 1), tz)).not.toBe(unitKey(interval, at, tz));
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('counts an authorization at the window\'s first millisecond and not one millisecond before it', () => {
    fc.assert(
      fc.property(windowed, instant, zone, (interval, now, tz) => {
        const start = windowStart(interval, now, tz)!;
        expect(inWindow(interval, start, now, tz)).toBe(true);
        expect(inWindow(interval, new Date(start.getTime() - 1), now, tz)).toBe(false);
        expect(inWindow(interval, now, now, tz)).toBe(true);
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('has no start for all-time: everything before now counts', () => {
    expect(windowStart('all_time', new Date(), 'UTC')).toBeNull();
    expect(inWindow('all_time', new Date(0), new Date(), 'Asia/Shanghai')).toBe(true);
  });

  it('reads the day of the account, not of UTC: 23:30 UTC is already tomorrow in Shanghai', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(windowStart('daily', at, 'Asia/Shanghai')?.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(windowStart('daily', at, 'UTC')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(windowStart('monthly', at, 'Asia/Shanghai')?.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(windowStart('weekly', new Date('2026-11-26T12:00:00Z'), 'UTC')?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('limit arithmetic', () => {
  it('refuses a cumulative limit exactly when what was used plus the purchase passes it; per authorization only the purchase', () => {
    fc.assert(
      fc.property(fc.constantFrom<LimitInterval>('daily', 'weekly', 'monthly', 'all_time'), fc.nat(1e9), fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (interval, limit, used, amount) => {
        expect(limitRefuses({ interval, amount: limit }, used, amount)).toBe(used + amount > limit);
        expect(limitRefuses({ interval: 'per_authorization', amount: limit }, used, amount)).toBe(amount > limit);
      }),
    );
    expect(limitRefuses({ interval: 'daily', amount: 100 }, 60, 40)).toBe(false); // exactly at the limit
    expect(limitRefuses({ interval: 'daily', amount: 100 }, 60, 41)).toBe(true);
  });

  it('never lets the approved purchases of one window pass any limit or the balance, whatever their order', () => {
    const limitArb = fc.record({ interval: fc.constantFrom<LimitInterval>(...(['per_authorization', ...CUMULATIVE_INTERVALS] as LimitInterval[])), amount: fc.integer({ min: 1, max: 50_000 }) });
    fc.assert(
      fc.property(fc.array(limitArb, { maxLength: 4 }), fc.array(limitArb, { maxLength: 3 }), fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 30 }), fc.nat(200_000), (cardLimits, holderLimits, amounts, balance) => {
        const dedupe = (ls: { interval: LimitInterval; amount: number }[]) => [...new Map(ls.map((l) => [l.interval, { ...l, currency: 'USD' as const }])).values()];
        const card: SpendingControls = { ...NO_CONTROLS, spendingLimits: dedupe(cardLimits) };
        const holder: SpendingControls = { ...NO_CONTROLS, spendingLimits: dedupe(holderLimits) };
        const usage = { card: zero(), cardholder: zero() };
        let available = balance;
        for (const amount of amounts) {
          const d = decideAuthorization(input({ amount, card, holder, usage, available }));
          if (!d.approved) continue;
          for (const i of CUMULATIVE_INTERVALS) {
            usage.card[i] += amount;
            usage.cardholder[i] += amount;
          }
          available -= amount;
          for (const l of [...card.spendingLimits, ...holder.spendingLimits]) {
            if (l.interval === 'per_authorization') expect(amount).toBeLessThanOrEqual(l.amount);
            else expect(usage.card[l.interval]).toBeLessThanOrEqual(l.amount);
          }
          expect(available).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the limits an approval is checked on again after the locks (the server\'s one-statement check)', () => {
  const limitArb = fc.record({ interval: fc.constantFrom<LimitInterval>(...(['per_authorization', ...CUMULATIVE_INTERVALS] as LimitInterval[])), amount: fc.integer({ min: 1, max: 50_000 }), currency: fc.constantFrom('USD', 'EUR') });
  const usageArb = fc.record({ daily: fc.nat(60_000), weekly: fc.nat(60_000), monthly: fc.nat(60_000), all_time: fc.nat(60_000) });
  const dedupe = (ls: { interval: LimitInterval; amount: number; currency: string }[]) => [...new Map(ls.map((l) => [`${l.interval}:${l.currency}`, l])).values()] as SpendingControls['spendingLimits'];

  it('are the cumulative limits in the purchase\'s currency with their windows\' starts; "used + amount ≤ limit" on each agrees with the rule, and a refusal is named alike', () => {
    fc.assert(
      fc.property(fc.array(limitArb, { maxLength: 5 }), fc.array(limitArb, { maxLength: 5 }), usageArb, usageArb, fc.integer({ min: 1, max: 30_000 }), instant, zone, (cardLimits, holderLimits, cardUsage, holderUsage, amount, now, tz) => {
        const card: SpendingControls = { ...NO_CONTROLS, spendingLimits: dedupe(cardLimits) };
        const holder: SpendingControls = { ...NO_CONTROLS, spendingLimits: dedupe(holderLimits) };
        const starts = { daily: windowStart('daily', now, tz)!, weekly: windowStart('weekly', now, tz)!, monthly: windowStart('monthly', now, tz)! };
        const checked = cumulativeLimits({ card, cardholder: holder }, 'USD', starts);
        const expected = [...card.spendingLimits.map((l) => ['card', l] as const), ...holder.spendingLimits.map((l) => ['cardholder', l] as const)].filter(([, l]) => l.currency === 'USD' && l.interval !== 'per_authorization');
        expect(checked).toHaveLength(expected.length);
        for (const c of checked) {
          expect(c.from).toEqual(c.interval === 'all_time' ? null : windowStart(c.interval, now, tz));
          expect(expected.some(([owner, l]) => owner === c.owner && l.interval === c.interval && l.amount === c.limit)).toBe(true);
        }
        // What the check reads for each limit, and its verdict.
        const used = checked.map((c) => (c.owner === 'card' ? cardUsage : holderUsage)[c.interval]);
        const fits = checked.every((c, i) => used[i] + amount <= c.limit);
        // The rule on the whole usage (its per-authorization limits passed: the snapshot judged them, and they do not change).
        const perAuthOk = [...card.spendingLimits, ...holder.spendingLimits].every((l) => l.currency !== 'USD' || l.interval !== 'per_authorization' || amount <= l.amount);
        if (!perAuthOk) return;
        const whole = decideAuthorization(input({ amount, card, holder, usage: { card: cardUsage, cardholder: holderUsage } }));
        expect(whole.approved).toBe(fits);
        // The rule on the figures the check answers names the same decline.
        expect(decideAuthorization(input({ amount, card, holder, usage: usageOfLimits(checked, used) }))).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

function input(o: { amount: number; card?: SpendingControls; holder?: SpendingControls; usage?: DecisionInput['usage']; available?: number } & Partial<DecisionInput['purchase']>): DecisionInput {
  return {
    purchase: { amount: o.amount, currency: o.currency ?? 'USD', category: o.category ?? 'software', country: o.country ?? 'US' },
    card: { status: 'active', currency: 'USD', expMonth: 12, expYear: 2099, controls: o.card ?? NO_CONTROLS },
    cardholder: { status: 'active', controls: o.holder ?? NO_CONTROLS },
    usage: o.usage ?? { card: zero(), cardholder: zero() },
    available: o.available ?? 1_000_000,
    now: new Date('2026-11-26T12:00:00Z'),
  };
}

describe('every decline reason, in both languages', () => {
  const base = input({ amount: 5_000 });
  const cases: [string, DecisionInput, string, string][] = [
    ['card canceled', { ...base, card: { ...base.card, status: 'canceled' } }, 'card canceled', '卡片已注销'],
    ['card inactive', { ...base, card: { ...base.card, status: 'inactive' } }, 'card inactive', '卡片已停用'],
    ['card expired', { ...base, card: { ...base.card, expMonth: 10, expYear: 2026 } }, 'card expired', '卡片已过期'],
    ['cardholder inactive', { ...base, cardholder: { ...base.cardholder, status: 'inactive' } }, 'cardholder inactive', '持卡人已停用'],
    ['currency', input({ amount: 5_000, currency: 'EUR' }), "currency not the card's (USD)", '币种不符：卡片币种为 USD'],
    ['category', input({ amount: 5_000, category: 'gambling', card: { ...NO_CONTROLS, blockedCategories: ['gambling'] } }), 'blocked category: gambling', '卡片禁止的商户类别：gambling'],
    ['country', input({ amount: 5_000, country: 'KP', holder: { ...NO_CONTROLS, blockedCountries: ['KP'] } }), 'cardholder blocked country: KP', '持卡人禁止的国家/地区：KP'],
    [
      'monthly limit',
      input({ amount: 10_000, card: { ...NO_CONTROLS, spendingLimits: [{ interval: 'monthly', amount: 300_000, currency: 'USD' }] }, usage: { card: { ...zero(), monthly: 295_000 }, cardholder: zero() } }),
      'monthly limit 3,000.00 USD, 2,950.00 used',
      '卡片每月限额 3,000.00 USD，已用 2,950.00',
    ],
    ['per authorization', input({ amount: 10_001, card: { ...NO_CONTROLS, spendingLimits: [{ interval: 'per_authorization', amount: 10_000, currency: 'USD' }] } }), 'per-authorization limit 100.00 USD', '卡片单笔授权限额 100.00 USD'],
    ['cardholder daily', input({ amount: 1, holder: { ...NO_CONTROLS, spendingLimits: [{ interval: 'daily', amount: 100, currency: 'USD' }] }, usage: { card: zero(), cardholder: { ...zero(), daily: 100 } } }), 'cardholder daily limit 1.00 USD, 1.00 used', '持卡人每日限额 1.00 USD，已用 1.00'],
    ['balance', input({ amount: 5_000, available: 4_999 }), 'issuing balance too low: 49.99 USD available', '发卡余额不足：可用 49.99 USD'],
  ];
  for (const [name, given, en, zh] of cases) {
    it(name, () => {
      const d = decideAuthorization(given);
      expect(d.approved).toBe(false);
      if (d.approved) return;
      expect(declineText(d.reason, 'en')).toBe(en);
      expect(declineText(d.reason, 'zh')).toBe(zh);
    });
  }

  // The real-time decision's declines (domain/issuing/decision.ts) are written by the server, not by the rule above.
  const decisionCases: [string, DeclineReason, string, string][] = [
    ['endpoint declined, with its words', { code: 'webhook_declined', message: 'Travel only' }, 'declined by your decision endpoint: Travel only', '您的授权决策端点拒绝：Travel only'],
    ['endpoint declined, without words', { code: 'webhook_declined' }, 'declined by your decision endpoint', '您的授权决策端点拒绝'],
    ['fallback after a timeout', { code: 'decision_fallback', fallback: 'timeout' }, 'your decision endpoint did not answer in time; the default declines', '授权决策端点未在时限内答复，按默认设置拒绝'],
    ['fallback after an error', { code: 'decision_fallback', fallback: 'error' }, 'your decision endpoint was unreachable or answered badly; the default declines', '授权决策端点无法访问或答复无效，按默认设置拒绝'],
    ['card blocked country', { code: 'country_blocked', owner: 'card', country: 'KP' }, 'blocked country: KP', '卡片禁止的国家/地区：KP'],
    ['cardholder blocked category', { code: 'category_blocked', owner: 'cardholder', category: 'jewelry' }, 'cardholder blocked category: jewelry', '持卡人禁止的商户类别：jewelry'],
  ];
  for (const [name, reason, en, zh] of decisionCases) {
    it(name, () => {
      expect(declineText(reason, 'en')).toBe(en);
      expect(declineText(reason, 'zh')).toBe(zh);
    });
  }

  it('has a case above for every decline code', () => {
    const rule = cases.map(([, given]) => decideAuthorization(given)).flatMap((d) => (d.approved ? [] : [d.reason.code]));
    expect(new Set([...rule, ...decisionCases.map(([, r]) => r.code)])).toEqual(new Set(DECLINE_CODES));
  });

  it('approves a purchase that passes every rule, and one exactly at its limit', () => {
    expect(decideAuthorization(base)).toEqual({ approved: true });
    const atLimit = input({ amount: 5_000, card: { ...NO_CONTROLS, spendingLimits: [{ interval: 'daily', amount: 10_000, currency: 'USD' }] }, usage: { card: { ...zero(), daily: 5_000 }, cardholder: zero() } });
    expect(decideAuthorization(atLimit)).toEqual({ approved: true });
  });
});
