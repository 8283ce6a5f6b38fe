// What a card or a cardholder has spent against its limits now (domain/issuing/spending.ts): the windows in the
// account's time zone, their usage summed as the authorization path sums it (purchaseUsage: approved held plus
// captured). Read-only, no lock: a purchase deciding meanwhile may change it, which is what the refresh tip says.
import { CUMULATIVE_INTERVALS } from '../../../domain/issuing/limits';
import { limitSpending, type SpendingRecord, type WindowUsage } from '../../../domain/issuing/spending';
import type { DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { accountTimezone } from '../../repositories/accounts';
import { findCardholder } from '../../repositories/cardholders';
import { findCard } from '../../repositories/cards';
import { purchaseUsage, type WindowStarts } from '../../repositories/issuing';
import { windowStarts } from './authorizations';
import type { Scope } from '../../repositories/scope';

async function startsOf(db: DbOrTx, scope: Scope, now: Date): Promise<{ timezone: string; starts: WindowStarts }> {
  const timezone = (await accountTimezone(db, scope.accountId)) ?? 'UTC';
  return { timezone, starts: windowStarts(timezone, now) };
}

const zero = (): WindowUsage => Object.fromEntries(CUMULATIVE_INTERVALS.map((i) => [i, 0])) as WindowUsage;
const needsAllTime = (limits: { interval: string }[]) => limits.some((l) => l.interval === 'all_time');

/** A card's limits (all in its currency) with the usage of its current windows. */
export async function cardSpending(db: DbOrTx, scope: Scope, cardId: string, now: Date): Promise<SpendingRecord> {
  const found = await findCard(db, scope, cardId);
  if (!found) throw NotFound();
  const controls = found.row.spendingControls;
  const { timezone, starts } = await startsOf(db, scope, now);
  const usage = controls.spendingLimits.length ? (await purchaseUsage(db, scope, { cardId }, starts, needsAllTime(controls.spendingLimits))).card : zero();
  return { timezone, limits: limitSpending(controls, () => usage, starts) };
}

/** A cardholder's limits with the usage of their current windows over all their cards, per currency. */
export async function cardholderSpending(db: DbOrTx, scope: Scope, cardholderId: string, now: Date): Promise<SpendingRecord> {
  const found = await findCardholder(db, scope, cardholderId);
  if (!found) throw NotFound();
  const controls = found.row.spendingControls;
  const { timezone, starts } = await startsOf(db, scope, now);
  const byCurrency = new Map<string, WindowUsage>();
  for (const currency of new Set(controls.spendingLimits.map((l) => l.currency))) {
    const limits = controls.spendingLimits.filter((l) => l.currency === currency);
    byCurrency.set(currency, (await purchaseUsage(db, scope, { holder: { id: cardholderId, currency } }, starts, needsAllTime(limits))).holder);
  }
  return { timezone, limits: limitSpending(controls, (c) => byCurrency.get(c) ?? zero(), starts) };
}
