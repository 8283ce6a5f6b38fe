// The limit simulator (issue 31, item 6): before a card's or a cardholder's spending controls are saved, the last
// SIMULATION_DAYS days of approved authorizations are replayed against them, one at a time in the order they were
// made, through the same rule the authorization path uses (decideAuthorization, its windows read in the account's
// zone), and the ones the new controls would have declined are named with the rule that declines them.
//
// What the replay assumes, so that it measures the controls and nothing else: the card and the cardholder active,
// the card not expired, the issuing balance enough; only authorizations that were approved are replayed (a purchase
// declined then is not news); an approval of the replay counts its whole amount in the windows after it (what it held
// when later purchases were decided), one the replay declines counts nothing. Authorizations made before the 90 days
// but inside a window that reaches into them are replayed too (not reported): the first days' windows are full.
import { z } from 'zod';
import { NO_CONTROLS, spendingControlsSchema, type SpendingControls } from './controls';
import { declineReasonRecord } from './authorizations';
import { CUMULATIVE_INTERVALS, decideAuthorization, windowStart, type CumulativeInterval, type DeclineReason } from './limits';
import type { MerchantCategory } from './controls';

export const SIMULATION_DAYS = 90;
/** The declines an answer lists (the count covers all of them). */
export const SIMULATION_LIST_MAX = 50;

const DAY = 86_400_000;

/** POST /cards/:id/limits/simulate and /cardholders/:id/limits/simulate: the controls as the form would save them. */
export const limitSimulationSchema = z.object({ spendingControls: spendingControlsSchema });

export const simulatedDeclineRecord = z.object({
  id: z.string(),
  cardId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  merchantName: z.string(),
  createdAt: z.date(),
  reason: declineReasonRecord,
});
export type SimulatedDecline = z.infer<typeof simulatedDeclineRecord>;

export const limitSimulationRecord = z.object({
  days: z.number().int(),
  /** The approved authorizations of the period the replay looked at (of the card, or of the cardholder). */
  considered: z.number().int(),
  /** How many of them the new controls would have declined. */
  declined: z.number().int(),
  /** The first SIMULATION_LIST_MAX of those, newest first. */
  declines: z.array(simulatedDeclineRecord),
});
export type LimitSimulationRecord = z.infer<typeof limitSimulationRecord>;

export interface PastAuthorization {
  id: string;
  cardId: string;
  amount: number;
  currency: string;
  category: MerchantCategory;
  country: string;
  merchantName: string;
  createdAt: Date;
}

export interface ReplayInput {
  /** The cardholder's approved authorizations from `replayFrom(since, tz)` on, in any order. */
  history: PastAuthorization[];
  /** Each card of the cardholder: its currency and the controls to replay with (the new ones for the card edited). */
  cards: Record<string, { currency: string; controls: SpendingControls }>;
  /** The cardholder's controls to replay with (the new ones when the cardholder is edited). */
  cardholder: SpendingControls;
  /** What was approved before the history, for all_time limits: per card, and per currency for the cardholder. */
  before?: { card: Record<string, number>; cardholder: Record<string, number> };
  /** Report the authorizations from this instant on (the others only fill the windows). */
  since: Date;
  /** Report those of this card only (a card's edit); every card's when absent (a cardholder's edit). */
  cardId?: string;
  tz: string;
}

/** The start of the 90 days before `now`. */
export const simulationSince = (now: Date): Date => new Date(now.getTime() - SIMULATION_DAYS * DAY);

/** Where the replay must start so that the windows of the first reported authorization are whole. */
export function replayFrom(since: Date, tz: string): Date {
  const weekly = windowStart('weekly', since, tz)!;
  const monthly = windowStart('monthly', since, tz)!;
  return weekly < monthly ? weekly : monthly;
}

/** The approvals of one card (or one cardholder in one currency), with a running sum per window. */
class Usage {
  private readonly amounts: { at: number; amount: number }[] = [];
  private readonly first: Record<Exclude<CumulativeInterval, 'all_time'>, number> = { daily: 0, weekly: 0, monthly: 0 };
  private readonly sums: Record<Exclude<CumulativeInterval, 'all_time'>, number> = { daily: 0, weekly: 0, monthly: 0 };
  private allTime: number;

  constructor(before: number) {
    this.allTime = before;
  }

  /** What each window holding `at` has used (the approvals are added in time order, so every window only moves on). */
  at(at: Date, tz: string): Record<CumulativeInterval, number> {
    for (const interval of ['daily', 'weekly', 'monthly'] as const) {
      const start = windowStart(interval, at, tz)!.getTime();
      while (this.first[interval] < this.amounts.length && this.amounts[this.first[interval]].at < start) {
        this.sums[interval] -= this.amounts[this.first[interval]].amount;
        this.first[interval] += 1;
      }
    }
    return { ...this.sums, all_time: this.allTime };
  }

  add(at: Date, amount: number) {
    this.amounts.push({ at: at.getTime(), amount });
    for (const interval of ['daily', 'weekly', 'monthly'] as const) this.sums[interval] += amount;
    this.allTime += amount;
  }
}

const zero = (): Record<CumulativeInterval, number> => Object.fromEntries(CUMULATIVE_INTERVALS.map((i) => [i, 0])) as Record<CumulativeInterval, number>;

/** The replay: which of the reported authorizations the controls would have declined, and why; newest first. */
export function replayAuthorizations(input: ReplayInput): { considered: number; declined: { auth: PastAuthorization; reason: DeclineReason }[] } {
  const ordered = [...input.history].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const cardUsage = new Map<string, Usage>();
  const holderUsage = new Map<string, Usage>();
  const usageOf = (map: Map<string, Usage>, key: string, before: number) => {
    let u = map.get(key);
    if (!u) map.set(key, (u = new Usage(before)));
    return u;
  };
  let considered = 0;
  const declined: { auth: PastAuthorization; reason: DeclineReason }[] = [];
  for (const auth of ordered) {
    const card = input.cards[auth.cardId] ?? { currency: auth.currency, controls: NO_CONTROLS };
    const onCard = usageOf(cardUsage, auth.cardId, input.before?.card[auth.cardId] ?? 0);
    const onHolder = usageOf(holderUsage, auth.currency, input.before?.cardholder[auth.currency] ?? 0);
    const sameCurrency = auth.currency === card.currency;
    const decision = decideAuthorization({
      purchase: { amount: auth.amount, currency: auth.currency, category: auth.category, country: auth.country },
      card: { status: 'active', currency: card.currency, expMonth: 12, expYear: 9999, controls: card.controls },
      cardholder: { status: 'active', controls: input.cardholder },
      usage: { card: sameCurrency ? onCard.at(auth.createdAt, input.tz) : zero(), cardholder: sameCurrency ? onHolder.at(auth.createdAt, input.tz) : zero() },
      available: Number.MAX_SAFE_INTEGER,
      now: auth.createdAt,
    });
    if (decision.approved) {
      onCard.add(auth.createdAt, auth.amount);
      onHolder.add(auth.createdAt, auth.amount);
    }
    const reported = auth.createdAt.getTime() >= input.since.getTime() && (input.cardId === undefined || auth.cardId === input.cardId);
    if (!reported) continue;
    considered += 1;
    if (!decision.approved) declined.push({ auth, reason: decision.reason });
  }
  return { considered, declined: declined.reverse() };
}
