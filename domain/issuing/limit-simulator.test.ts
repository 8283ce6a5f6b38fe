import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_CONTROLS, type LimitInterval, type SpendingControls } from './controls';
import { instant, windowed, zero, zone } from './limit-arbitraries';
import { replayAuthorizations, replayFrom, simulationSince, type PastAuthorization } from './limit-simulator';
import { CUMULATIVE_INTERVALS, decideAuthorization, inWindow, windowStart, type DeclineReason } from './limits';

const HOUR = 3_600_000;
let seq = 0;
const auth = (o: Partial<PastAuthorization> & { amount: number; createdAt: Date }): PastAuthorization => ({
  id: `iauth_${String(seq++).padStart(6, '0')}`, cardId: 'ic_a', currency: 'USD', category: 'software', country: 'US', merchantName: 'Shop', ...o,
});
const limits = (...ls: [LimitInterval, number][]): SpendingControls => ({ ...NO_CONTROLS, spendingLimits: ls.map(([interval, amount]) => ({ interval, amount, currency: 'USD' as const })) });
const oneCard = (controls: SpendingControls) => ({ ic_a: { currency: 'USD', controls } });

describe('the limit simulator replays with the authorization rule', () => {
  it('at a window edge in the account\'s zone: a purchase one millisecond before the window counts in the window before, one at its first millisecond in the new one', () => {
    fc.assert(
      fc.property(windowed, instant, zone, fc.integer({ min: 1, max: 100_000 }), (interval, now, tz, limit) => {
        const start = windowStart(interval, now, tz)!;
        const history = [auth({ amount: limit, createdAt: new Date(start.getTime() - 1) }), auth({ amount: limit, createdAt: start }), auth({ amount: 1, createdAt: now })];
        const { considered, declined } = replayAuthorizations({ history, cards: oneCard(limits([interval, limit])), cardholder: NO_CONTROLS, since: new Date(0), tz });
        expect(considered).toBe(3);
        // The first two fill their own windows exactly (approved); the third is in the second's window: declined, naming it.
        expect(declined.map((d) => d.auth.id)).toEqual([history[2].id]);
        expect(declined[0].reason).toEqual({ code: 'spending_limit', owner: 'card', interval, limit, used: limit, currency: 'USD' });
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('decides every purchase as the authorization path would have, with the usage of the replay\'s own approvals (against a naive replay)', () => {
    const limitArb = fc.record({ interval: fc.constantFrom<LimitInterval>('per_authorization', ...CUMULATIVE_INTERVALS), amount: fc.integer({ min: 1, max: 30_000 }) });
    const purchase = fc.record({ card: fc.constantFrom('ic_a', 'ic_b'), amount: fc.integer({ min: 1, max: 12_000 }), offset: fc.integer({ min: 0, max: 40 * 24 * HOUR }) });
    fc.assert(
      fc.property(fc.array(limitArb, { maxLength: 3 }), fc.array(limitArb, { maxLength: 3 }), fc.array(purchase, { maxLength: 20 }), instant, zone, (cardLs, holderLs, ps, origin, tz) => {
        const dedupe = (ls: { interval: LimitInterval; amount: number }[]) => limits(...[...new Map(ls.map((l) => [l.interval, l.amount])).entries()]);
        const cards = { ic_a: { currency: 'USD', controls: dedupe(cardLs) }, ic_b: { currency: 'USD', controls: NO_CONTROLS } };
        const holder = dedupe(holderLs);
        const history = ps.map((p) => auth({ cardId: p.card, amount: p.amount, createdAt: new Date(origin.getTime() + p.offset) }));
        const got = replayAuthorizations({ history, cards, cardholder: holder, since: new Date(0), tz });

        // The reference: each purchase in time order, its usage summed from the approvals so far with inWindow.
        const ordered = [...history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
        const approved: PastAuthorization[] = [];
        const want: { id: string; reason: DeclineReason }[] = [];
        for (const a of ordered) {
          const used = (of: PastAuthorization[]) => Object.fromEntries(CUMULATIVE_INTERVALS.map((i) => [i, of.filter((x) => inWindow(i, x.createdAt, a.createdAt, tz)).reduce((s, x) => s + x.amount, 0)])) as ReturnType<typeof zero>;
          const d = decideAuthorization({
            purchase: { amount: a.amount, currency: 'USD', category: a.category, country: a.country },
            card: { status: 'active', currency: 'USD', expMonth: 12, expYear: 9999, controls: cards[a.cardId as 'ic_a'].controls },
            cardholder: { status: 'active', controls: holder },
            usage: { card: used(approved.filter((x) => x.cardId === a.cardId)), cardholder: used(approved) },
            available: Number.MAX_SAFE_INTEGER,
            now: a.createdAt,
          });
          if (d.approved) approved.push(a);
          else want.push({ id: a.id, reason: d.reason });
        }
        expect(got.considered).toBe(history.length);
        expect(got.declined.map((d) => ({ id: d.auth.id, reason: d.reason }))).toEqual(want.reverse());
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('reports only the edited card\'s purchases of the period, while the others fill the cardholder\'s windows', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const since = simulationSince(now);
    const tz = 'Asia/Shanghai';
    const early = auth({ cardId: 'ic_a', amount: 4_000, createdAt: new Date(since.getTime() - HOUR) }); // before the 90 days, same month
    const other = auth({ cardId: 'ic_b', amount: 3_000, createdAt: new Date(now.getTime() - 3 * HOUR) });
    const mine = auth({ cardId: 'ic_a', amount: 2_500, createdAt: new Date(now.getTime() - 2 * HOUR) });
    const later = auth({ cardId: 'ic_a', amount: 100, createdAt: new Date(since.getTime() + HOUR) });
    expect(replayFrom(since, tz).getTime()).toBeLessThanOrEqual(early.createdAt.getTime());
    const cards = { ic_a: { currency: 'USD', controls: limits(['monthly', 4_050]) }, ic_b: { currency: 'USD', controls: NO_CONTROLS } };
    const holder = limits(['daily', 5_000]);
    const result = replayAuthorizations({ history: [mine, other, early, later], cards, cardholder: holder, since, cardId: 'ic_a', tz });
    expect(result.considered).toBe(2); // `later` and `mine`: not `early` (before the period) nor `other` (another card)
    // `later` is in `early`'s month (4,000 used): the card's monthly limit of 4,050 declines it; `mine` passes the card's
    // limit in its own month but meets the cardholder's daily limit after `other`.
    expect(result.declined.map((d) => [d.auth.id, d.reason.interval, d.reason.owner, d.reason.used])).toEqual([
      [mine.id, 'daily', 'cardholder', 3_000],
      [later.id, 'monthly', 'card', 4_000],
    ]);
  });

  it('counts what was approved before the history in all-time limits, per card and per currency for the cardholder', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const history = [auth({ amount: 600, createdAt: at })];
    const run = (before: { card: Record<string, number>; cardholder: Record<string, number> }) =>
      replayAuthorizations({ history, cards: oneCard(limits(['all_time', 1_000])), cardholder: NO_CONTROLS, before, since: new Date(0), tz: 'UTC' }).declined.length;
    expect(run({ card: { ic_a: 400 }, cardholder: {} })).toBe(0);
    expect(run({ card: { ic_a: 401 }, cardholder: {} })).toBe(1);
    expect(run({ card: { ic_b: 5_000 }, cardholder: { EUR: 5_000 } })).toBe(0);
  });

  it('names a blocked category or country of the new controls as the rule', () => {
    const history = [auth({ amount: 10, category: 'gambling', createdAt: new Date('2026-11-20T10:00:00Z') })];
    const [d] = replayAuthorizations({ history, cards: oneCard({ ...NO_CONTROLS, blockedCategories: ['gambling'] }), cardholder: NO_CONTROLS, since: new Date(0), tz: 'UTC' }).declined;
    expect(d.reason).toEqual({ code: 'category_blocked', owner: 'card', category: 'gambling' });
  });
});
