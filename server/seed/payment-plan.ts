// The plan of a seeded payments world, decided before any row is written: when each payment happened, its
// currency, amount, outcome, fees and refunds, and the weekly disbursements that pay the settled funds out.
// Kept in typed arrays so a million payments fit in well under 200 MB.
import { randomBytes } from 'node:crypto';
import { minorUnitExponent } from '../../domain/currency';
import { PAYMENT_STATUSES, statusAfterRefunds, type PaymentStatus } from '../../domain/payment-status';
import { computeFees, minimumAmount } from '../../domain/pricing';
import { availableOn } from '../../domain/settlement-schedule';
import { DEFAULT_TIMEZONE } from '../../domain/timezone';
import { ALPHABET } from '../../domain/random-id';
import { PROFILES, SEED_CURRENCIES } from './payment-data';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** A Monday: disbursement weeks run Monday to Monday (UTC). */
const WEEK_EPOCH = Date.UTC(2000, 0, 3);

/** Deterministic uniform numbers in [0, 1) (mulberry32): the same seed gives the same world. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    between: (lo: number, hi: number) => lo + next() * (hi - lo),
  };
}
export type Random = ReturnType<typeof random>;

/** Unique object ids from the system's CSPRNG, drawn in bulk (ids must not repeat across seed runs). */
export function idFactory() {
  let pool = Buffer.alloc(0);
  let at = 0;
  const limit = 256 - (256 % ALPHABET.length);
  return (prefix: string) => {
    let out = `${prefix}_`;
    while (out.length < prefix.length + 17) {
      if (at >= pool.length) {
        pool = randomBytes(1 << 16);
        at = 0;
      }
      const b = pool[at++];
      if (b < limit) out += ALPHABET[b % ALPHABET.length];
    }
    return out;
  };
}

const STATUS = Object.fromEntries(PAYMENT_STATUSES.map((s, i) => [s, i])) as Record<PaymentStatus, number>;
export const REFUND_PENDING = 0;
export const REFUND_DONE = 1;
export const REFUND_FAILED = 2;

export interface PaymentPlan {
  n: number;
  /** The account's time zone: settlement days are its local days. */
  timezone: string;
  time: Float64Array;
  currency: Uint8Array;
  amount: Float64Array;
  status: Uint8Array;
  manual: Uint8Array;
  /** The card's currency differs: an FX fee applies. */
  cross: Uint8Array;
  /** Index of the customer, or -1 for a guest. */
  customer: Int32Array;
  /** NaN when not captured. */
  capturedAt: Float64Array;
  serviceFee: Float64Array;
  fxFee: Float64Array;
  refunded: Float64Array;
  refunds: { payment: number[]; amount: number[]; time: number[]; status: number[] };
}

function drawAmount(r: Random, currency: (typeof SEED_CURRENCIES)[number]): number {
  const p = PROFILES[currency];
  const major = Math.exp(r.between(Math.log(p.minMajor), Math.log(p.maxMajor)));
  return Math.max(minimumAmount(currency), Math.round(major * 10 ** minorUnitExponent(currency)));
}

function drawCurrency(r: Random): number {
  let u = r.next();
  for (let i = 0; i < SEED_CURRENCIES.length; i++) {
    u -= PROFILES[SEED_CURRENCIES[i]].weight;
    if (u < 0) return i;
  }
  return 0;
}

/** Up to two refunds of a captured payment; returns the refunded and pending sums. */
function planRefunds(plan: PaymentPlan, r: Random, i: number, now: number) {
  const q = r.next();
  if (q >= 0.13) return;
  const amount = plan.amount[i];
  // Within 20 days of the capture, and before now (recent payments: somewhere between capture and now).
  const captured = plan.capturedAt[i];
  const latest = Math.min(captured + 20 * DAY, now - 60_000);
  if (latest - captured < 120_000) return;
  const first = r.between(captured + 60_000, latest);
  const part = (lo: number, hi: number) => Math.max(1, Math.round(amount * r.between(lo, hi)));
  const add = (value: number, time: number, status: number) => {
    plan.refunds.payment.push(i);
    plan.refunds.amount.push(value);
    plan.refunds.time.push(time);
    plan.refunds.status.push(status);
  };
  const recent = (time: number) => now - time < DAY && r.next() < 0.3;
  if (q < 0.06) add(amount, first, recent(first) ? REFUND_PENDING : REFUND_DONE);
  else if (q < 0.11) add(part(0.1, 0.6), first, recent(first) ? REFUND_PENDING : REFUND_DONE);
  else if (q < 0.12) {
    const a = part(0.3, 0.6);
    add(a, first, REFUND_DONE);
    const second = r.between(first, Math.min(first + 5 * DAY, now - 30_000));
    add(amount - a, second, recent(second) ? REFUND_PENDING : REFUND_DONE);
  } else add(part(0.1, 0.5), first, REFUND_FAILED);
}

export function planPayments(count: number, customers: number, opts: { now: number; months: number; seed: number; timezone?: string }): PaymentPlan {
  const r = random(opts.seed);
  const { now } = opts;
  const span = opts.months * 30.44 * DAY;
  const plan: PaymentPlan = {
    n: count,
    timezone: opts.timezone ?? DEFAULT_TIMEZONE,
    time: new Float64Array(count),
    currency: new Uint8Array(count),
    amount: new Float64Array(count),
    status: new Uint8Array(count),
    manual: new Uint8Array(count),
    cross: new Uint8Array(count),
    customer: new Int32Array(count),
    capturedAt: new Float64Array(count).fill(NaN),
    serviceFee: new Float64Array(count),
    fxFee: new Float64Array(count),
    refunded: new Float64Array(count),
    refunds: { payment: [], amount: [], time: [], status: [] },
  };
  // More payments lately than a year ago: a growing business.
  for (let i = 0; i < count; i++) plan.time[i] = now - 60_000 - span * (1 - Math.sqrt(r.next()));
  plan.time.sort();
  for (let i = 0; i < count; i++) {
    const t = plan.time[i];
    const age = now - t;
    const c = drawCurrency(r);
    const currency = SEED_CURRENCIES[c];
    plan.currency[i] = c;
    plan.amount[i] = drawAmount(r, currency);
    plan.customer[i] = r.next() < 0.9 ? r.int(customers) : -1;
    plan.manual[i] = r.next() < 0.1 ? 1 : 0;
    plan.cross[i] = r.next() < 0.1 ? 1 : 0;
    const u = r.next();
    let status: PaymentStatus;
    if (age < 3_600_000 && u < 0.03) status = 'processing';
    else if (u < 0.08) status = 'failed';
    else if (u < 0.095) status = 'incomplete';
    else if (u < 0.11) status = 'canceled';
    else if (plan.manual[i] && age < 7 * DAY && r.next() < 0.5) status = 'uncaptured';
    else status = 'succeeded';
    if (status === 'succeeded') {
      const delay = plan.manual[i] ? r.between(600_000, 2 * DAY) : r.between(2000, 20_000);
      plan.capturedAt[i] = Math.min(t + delay, now - 1000);
      const cardCurrency = plan.cross[i] ? SEED_CURRENCIES[(c + 1) % SEED_CURRENCIES.length] : currency;
      const fees = computeFees(plan.amount[i], currency, { cardCurrency });
      plan.serviceFee[i] = fees.serviceFee;
      plan.fxFee[i] = fees.fxFee;
      const before = plan.refunds.payment.length;
      planRefunds(plan, r, i, now);
      let refunded = 0;
      let pending = 0;
      for (let k = before; k < plan.refunds.payment.length; k++) {
        if (plan.refunds.status[k] === REFUND_DONE) refunded += plan.refunds.amount[k];
        if (plan.refunds.status[k] === REFUND_PENDING) pending += plan.refunds.amount[k];
      }
      plan.refunded[i] = refunded;
      status = statusAfterRefunds({ amount: plan.amount[i], refunded, pending });
    }
    plan.status[i] = STATUS[status];
  }
  return plan;
}

export function availableOnOf(plan: PaymentPlan, i: number): number {
  return availableOn(new Date(plan.capturedAt[i]), SEED_CURRENCIES[plan.currency[i]], plan.timezone).getTime();
}

export interface PlannedDisbursement {
  currency: string;
  amount: number;
  count: number;
  createdAt: number;
  deliveredAt: number | null;
}

/**
 * Weekly disbursements per currency: each Monday 02:00 UTC pays out the week's settled net (charges less fees
 * that became available, less refunds), carrying a negative week into the next. Returns, for each payment, the
 * index of the disbursement that paid it out (-1 if none yet).
 */
export function planDisbursements(plan: PaymentPlan, r: Random, now: number) {
  const weeks = new Map<string, { net: number; count: number }>();
  const bucket = (c: number, ms: number) => {
    const key = `${c}:${Math.floor((ms - WEEK_EPOCH) / WEEK)}`;
    let b = weeks.get(key);
    if (!b) weeks.set(key, (b = { net: 0, count: 0 }));
    return b;
  };
  for (let i = 0; i < plan.n; i++) {
    if (Number.isNaN(plan.capturedAt[i])) continue;
    const b = bucket(plan.currency[i], availableOnOf(plan, i));
    b.net += plan.amount[i] - plan.serviceFee[i] - plan.fxFee[i];
    b.count++;
  }
  const { refunds } = plan;
  for (let k = 0; k < refunds.payment.length; k++) {
    if (refunds.status[k] !== REFUND_FAILED) bucket(plan.currency[refunds.payment[k]], refunds.time[k]).net -= refunds.amount[k];
  }
  const list: PlannedDisbursement[] = [];
  const weekToDisbursement = new Map<string, number>();
  const first = plan.n > 0 ? Math.floor((plan.time[0] - WEEK_EPOCH) / WEEK) : 0;
  const last = Math.floor((now - WEEK_EPOCH) / WEEK);
  SEED_CURRENCIES.forEach((currency, c) => {
    let carry = 0;
    let count = 0;
    let waiting: string[] = [];
    for (let w = first; w <= last; w++) {
      const payoutAt = WEEK_EPOCH + (w + 1) * WEEK + 2 * 3_600_000;
      if (payoutAt > now) break;
      const b = weeks.get(`${c}:${w}`);
      carry += b?.net ?? 0;
      count += b?.count ?? 0;
      waiting.push(`${c}:${w}`);
      if (carry <= 0) continue;
      const delivered = payoutAt + r.between(1, 3) * DAY;
      for (const key of waiting) weekToDisbursement.set(key, list.length);
      list.push({ currency, amount: carry, count, createdAt: payoutAt, deliveredAt: delivered <= now ? delivered : null });
      carry = 0;
      count = 0;
      waiting = [];
    }
  });
  const ofPayment = new Int32Array(plan.n).fill(-1);
  for (let i = 0; i < plan.n; i++) {
    if (Number.isNaN(plan.capturedAt[i])) continue;
    const key = `${plan.currency[i]}:${Math.floor((availableOnOf(plan, i) - WEEK_EPOCH) / WEEK)}`;
    ofPayment[i] = weekToDisbursement.get(key) ?? -1;
  }
  return { list, ofPayment };
}
