// The authorization decision of issuing (issue 31): a purchase on a card is approved or declined against the card's
// and the cardholder's state, the card's currency, their blocked categories and countries, their spending limits per
// interval (spec section 3) and the issuing balance; a decline names the rule that refused it. The server calls
// `decideAuthorization` under the locks that make the usage it passes exact (server/services/issuing/).
//
// Windows are the account's calendar: a daily limit counts what was approved since 00:00 of today in the account's
// time zone, weekly since Monday 00:00, monthly since the 1st 00:00; all_time counts everything, per_authorization
// only the purchase itself.
import type { Dayjs } from 'dayjs';
import { formatMoney } from '../currency';
import { fromWallClock, wallClock } from '../timezone';
import type { LimitInterval, SpendingControls, SpendingLimit } from './controls';

/** The intervals whose usage adds up (per_authorization looks at the purchase alone). */
export const CUMULATIVE_INTERVALS = ['daily', 'weekly', 'monthly', 'all_time'] as const satisfies readonly LimitInterval[];
export type CumulativeInterval = (typeof CUMULATIVE_INTERVALS)[number];

/** The start of the window of `interval` that holds `at`, in the zone `tz`; null for all_time (no start). */
export function windowStart(interval: CumulativeInterval, at: Date, tz: string): Date | null {
  if (interval === 'all_time') return null;
  const wall: Dayjs = wallClock(at, tz).startOf('day');
  if (interval === 'daily') return fromWallClock(wall, tz);
  if (interval === 'weekly') return fromWallClock(wall.subtract((wall.day() + 6) % 7, 'day'), tz); // Monday
  return fromWallClock(wall.date(1), tz);
}

/** Whether an authorization at `at` counts in the window of `interval` that holds `now`. */
export function inWindow(interval: CumulativeInterval, at: Date, now: Date, tz: string): boolean {
  const start = windowStart(interval, now, tz);
  return at.getTime() <= now.getTime() && (start === null || at.getTime() >= start.getTime());
}

export type DeclineCode =
  | 'card_inactive'
  | 'card_canceled'
  | 'card_expired'
  | 'cardholder_inactive'
  | 'currency_mismatch'
  | 'category_blocked'
  | 'country_blocked'
  | 'spending_limit'
  | 'insufficient_funds'
  | 'webhook_declined'
  | 'decision_fallback';

export const DECLINE_CODES: readonly DeclineCode[] = [
  'card_inactive', 'card_canceled', 'card_expired', 'cardholder_inactive', 'currency_mismatch', 'category_blocked', 'country_blocked', 'spending_limit', 'insufficient_funds', 'webhook_declined', 'decision_fallback',
];

/** Why a purchase was declined: the rule and what it measured (stored with the authorization, read in both languages). */
export interface DeclineReason {
  code: DeclineCode;
  /** Whose control refused it (limits, categories, countries). */
  owner?: 'card' | 'cardholder';
  interval?: LimitInterval;
  /** The limit, what its window had used before this purchase, the balance available: minor units of `currency`. */
  limit?: number;
  used?: number;
  available?: number;
  currency?: string;
  category?: string;
  country?: string;
  /** webhook_declined: the reason the account's decision endpoint gave (its own words, not translated). */
  message?: string;
  /** decision_fallback: why the endpoint's answer was not used. */
  fallback?: 'timeout' | 'error';
}

export interface Purchase {
  amount: number;
  currency: string;
  category: string;
  country: string;
}

export interface DecisionInput {
  purchase: Purchase;
  card: { status: 'active' | 'inactive' | 'canceled'; currency: string; expMonth: number; expYear: number; controls: SpendingControls };
  cardholder: { status: 'active' | 'inactive'; controls: SpendingControls };
  /** What the current window of each cumulative interval has used, in the card's currency, on the card and on the cardholder. */
  usage: { card: Record<CumulativeInterval, number>; cardholder: Record<CumulativeInterval, number> };
  /** The issuing balance available in the purchase's currency (not held by other authorizations). */
  available: number;
  now: Date;
}

export type Decision = { approved: true } | { approved: false; reason: DeclineReason };

/** Whether a limit refuses `amount` after `used` (cumulative) or on its own (per_authorization). */
export function limitRefuses(limit: Pick<SpendingLimit, 'interval' | 'amount'>, used: number, amount: number): boolean {
  return limit.interval === 'per_authorization' ? amount > limit.amount : used + amount > limit.amount;
}

/** The limits of `controls` in `currency`, the tightest first: per authorization, then the shortest window. */
function limitsInOrder(controls: SpendingControls, currency: string): SpendingLimit[] {
  const order: LimitInterval[] = ['per_authorization', 'daily', 'weekly', 'monthly', 'all_time'];
  return controls.spendingLimits.filter((l) => l.currency === currency).sort((a, b) => order.indexOf(a.interval) - order.indexOf(b.interval));
}

function refusingLimit(owner: 'card' | 'cardholder', controls: SpendingControls, usage: Record<CumulativeInterval, number>, p: Purchase): DeclineReason | null {
  for (const l of limitsInOrder(controls, p.currency)) {
    const used = l.interval === 'per_authorization' ? 0 : usage[l.interval];
    if (limitRefuses(l, used, p.amount)) return { code: 'spending_limit', owner, interval: l.interval, limit: l.amount, used, currency: p.currency };
  }
  return null;
}

/** A cumulative limit of a purchase to check again once its usage is locked: whose, its window's start (null: all time), how much. */
export interface LimitToCheck {
  owner: 'card' | 'cardholder';
  interval: CumulativeInterval;
  from: Date | null;
  limit: number;
}

/**
 * The cumulative limits that bear on a purchase in its currency, the card's then the cardholder's, each the tightest
 * first (the order the decision tries them), with the start of the window that holds the purchase (`starts`: the
 * account's zone at the purchase, as windowStart gives them). An approval decided on a lock-free snapshot is checked
 * again on exactly these after the locks, each as limitRefuses does ("used + amount ≤ limit"): the server's
 * one-statement check (docs/decisions.md "the locked part in one statement"). A per-authorization limit is not among
 * them: it looks at the purchase alone, which the snapshot's decision judged already.
 */
export function cumulativeLimits(controls: { card: SpendingControls; cardholder: SpendingControls }, currency: string, starts: Record<'daily' | 'weekly' | 'monthly', Date>): LimitToCheck[] {
  return (['card', 'cardholder'] as const).flatMap((owner) =>
    limitsInOrder(controls[owner], currency).flatMap((l): LimitToCheck[] =>
      l.interval === 'per_authorization' ? [] : [{ owner, interval: l.interval, from: l.interval === 'all_time' ? null : starts[l.interval], limit: l.amount }],
    ),
  );
}

/** The usage a decision reads, from what was read for each limit of `limits` (`used`, in their order); 0 for a window no limit counts. */
export function usageOfLimits(limits: readonly LimitToCheck[], used: readonly number[]): DecisionInput['usage'] {
  const zero = (): Record<CumulativeInterval, number> => ({ daily: 0, weekly: 0, monthly: 0, all_time: 0 });
  const usage = { card: zero(), cardholder: zero() };
  limits.forEach((l, i) => (usage[l.owner][l.interval] = used[i]));
  return usage;
}

/** The decision on a purchase: the first rule that refuses it, in the order the rules are listed in this file. */
export function decideAuthorization(input: DecisionInput): Decision {
  const { purchase: p, card, cardholder, usage } = input;
  const decline = (reason: DeclineReason): Decision => ({ approved: false, reason });
  if (card.status === 'canceled') return decline({ code: 'card_canceled' });
  if (card.status === 'inactive') return decline({ code: 'card_inactive' });
  const endOfExpiry = Date.UTC(card.expYear, card.expMonth, 1);
  if (input.now.getTime() >= endOfExpiry) return decline({ code: 'card_expired' });
  if (cardholder.status !== 'active') return decline({ code: 'cardholder_inactive' });
  if (p.currency !== card.currency) return decline({ code: 'currency_mismatch', currency: card.currency });
  for (const [owner, controls] of [['card', card.controls], ['cardholder', cardholder.controls]] as const) {
    if ((controls.blockedCategories as readonly string[]).includes(p.category)) return decline({ code: 'category_blocked', owner, category: p.category });
    if (controls.blockedCountries.includes(p.country)) return decline({ code: 'country_blocked', owner, country: p.country });
  }
  const limit = refusingLimit('card', card.controls, usage.card, p) ?? refusingLimit('cardholder', cardholder.controls, usage.cardholder, p);
  if (limit) return decline(limit);
  if (p.amount > input.available) return decline({ code: 'insufficient_funds', available: input.available, currency: p.currency });
  return { approved: true };
}

const INTERVAL_TEXT = {
  en: { all_time: 'all-time', per_authorization: 'per-authorization', daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
  zh: { all_time: '累计', per_authorization: '单笔授权', daily: '每日', weekly: '每周', monthly: '每月' },
} as const;

/** The amount without its currency code: 2,950.00 */
const bare = (minor: number, currency: string) => formatMoney(minor, currency, { code: 'none' });

/** A decline as a person reads it: "monthly limit 3,000.00 USD, 2,950.00 used" (or its Chinese). */
export function declineText(r: DeclineReason, lang: 'en' | 'zh', names: { category?: (c: string) => string; country?: (c: string) => string } = {}): string {
  const zh = lang === 'zh';
  const whose = r.owner === 'cardholder' ? (zh ? '持卡人' : 'cardholder ') : zh ? '卡片' : '';
  switch (r.code) {
    case 'card_inactive': return zh ? '卡片已停用' : 'card inactive';
    case 'card_canceled': return zh ? '卡片已注销' : 'card canceled';
    case 'card_expired': return zh ? '卡片已过期' : 'card expired';
    case 'cardholder_inactive': return zh ? '持卡人已停用' : 'cardholder inactive';
    case 'currency_mismatch': return zh ? `币种不符：卡片币种为 ${r.currency}` : `currency not the card's (${r.currency})`;
    case 'category_blocked': {
      const c = names.category?.(r.category ?? '') ?? r.category;
      return zh ? `${whose}禁止的商户类别：${c}` : `${whose}blocked category: ${c}`;
    }
    case 'country_blocked': {
      const c = names.country?.(r.country ?? '') ?? r.country;
      return zh ? `${whose}禁止的国家/地区：${c}` : `${whose}blocked country: ${c}`;
    }
    case 'spending_limit': {
      const cur = r.currency ?? '';
      const interval = INTERVAL_TEXT[lang][r.interval ?? 'all_time'];
      const limit = `${bare(r.limit ?? 0, cur)} ${cur}`;
      if (r.interval === 'per_authorization') return zh ? `${whose}单笔授权限额 ${limit}` : `${whose}per-authorization limit ${limit}`;
      return zh ? `${whose}${interval}限额 ${limit}，已用 ${bare(r.used ?? 0, cur)}` : `${whose}${interval} limit ${limit}, ${bare(r.used ?? 0, cur)} used`;
    }
    case 'insufficient_funds': {
      const cur = r.currency ?? '';
      return zh ? `发卡余额不足：可用 ${bare(r.available ?? 0, cur)} ${cur}` : `issuing balance too low: ${bare(r.available ?? 0, cur)} ${cur} available`;
    }
    case 'webhook_declined':
      return zh ? `您的授权决策端点拒绝${r.message ? `：${r.message}` : ''}` : `declined by your decision endpoint${r.message ? `: ${r.message}` : ''}`;
    case 'decision_fallback':
      return r.fallback === 'timeout'
        ? zh ? '授权决策端点未在时限内答复，按默认设置拒绝' : 'your decision endpoint did not answer in time; the default declines'
        : zh ? '授权决策端点无法访问或答复无效，按默认设置拒绝' : 'your decision endpoint was unreachable or answered badly; the default declines';
  }
}
