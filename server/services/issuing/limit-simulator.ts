// The limit simulator (issue 31, item 6): replays the last 90 days of a card's (or a cardholder's) approved
// authorizations against spending controls not yet saved, with the authorization path's rule
// (domain/issuing/limit-simulator.ts). Read-only: it locks nothing and writes nothing.
import type { SpendingControls } from '../../../domain/issuing/controls';
import { replayAuthorizations, replayFrom, SIMULATION_DAYS, SIMULATION_LIST_MAX, simulationSince, type LimitSimulationRecord, type PastAuthorization } from '../../../domain/issuing/limit-simulator';
import type { MerchantCategory } from '../../../domain/issuing/controls';
import type { DbOrTx } from '../../db/client';
import { FieldErrors, NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { accountTimezone } from '../../repositories/accounts';
import { findCardholder } from '../../repositories/cardholders';
import { findCard } from '../../repositories/cards';
import { approvedAuthorizationsSince, approvedUsageBefore, cardholderCards } from '../../repositories/issuing';
import type { Scope } from '../../repositories/scope';

async function simulate(db: DbOrTx, scope: Scope, cardholderId: string, controls: { cardId: string; card: SpendingControls } | { cardholder: SpendingControls }, now: Date): Promise<LimitSimulationRecord> {
  const tz = (await accountTimezone(db, scope.accountId)) ?? 'UTC';
  const since = simulationSince(now);
  const from = replayFrom(since, tz);
  const [holder, cardRows, rows, before] = await Promise.all([
    findCardholder(db, scope, cardholderId),
    cardholderCards(db, scope, cardholderId),
    approvedAuthorizationsSince(db, scope, cardholderId, from),
    approvedUsageBefore(db, scope, cardholderId, from),
  ]);
  if (!holder) throw NotFound();
  const edited = 'cardId' in controls ? controls.cardId : undefined;
  const cards = Object.fromEntries(cardRows.map((c) => [c.id, { currency: c.currency, controls: c.id === edited && 'card' in controls ? controls.card : c.spendingControls }]));
  const history: PastAuthorization[] = rows.map((r) => ({ ...r, amount: toSafeNumber(r.amount), category: r.category as MerchantCategory }));
  const usageBefore = { card: {} as Record<string, number>, cardholder: {} as Record<string, number> };
  for (const b of before) {
    usageBefore.card[b.cardId] = (usageBefore.card[b.cardId] ?? 0) + b.used;
    usageBefore.cardholder[b.currency] = (usageBefore.cardholder[b.currency] ?? 0) + b.used;
  }
  const result = replayAuthorizations({
    history,
    cards,
    cardholder: 'cardholder' in controls ? controls.cardholder : holder.row.spendingControls,
    before: usageBefore,
    since,
    cardId: edited,
    tz,
  });
  return {
    days: SIMULATION_DAYS,
    considered: result.considered,
    declined: result.declined.length,
    declines: result.declined.slice(0, SIMULATION_LIST_MAX).map(({ auth, reason }) => ({
      id: auth.id, cardId: auth.cardId, amount: auth.amount, currency: auth.currency, merchantName: auth.merchantName, createdAt: auth.createdAt, reason,
    })),
  };
}

/** A card's new controls (in its currency, as saving them demands) against its last 90 days. */
export async function simulateCardLimits(db: DbOrTx, scope: Scope, cardId: string, controls: SpendingControls, now: Date): Promise<LimitSimulationRecord> {
  const found = await findCard(db, scope, cardId);
  if (!found) throw NotFound();
  const wrong = controls.spendingLimits.findIndex((l) => l.currency !== found.row.currency);
  if (wrong >= 0) throw FieldErrors({ [`spendingControls.spendingLimits.${wrong}.currency`]: 'issuing_limit_currency_mismatch' });
  return simulate(db, scope, found.row.cardholderId, { cardId, card: controls }, now);
}

/** A cardholder's new controls against the last 90 days of all their cards. */
export async function simulateCardholderLimits(db: DbOrTx, scope: Scope, cardholderId: string, controls: SpendingControls, now: Date): Promise<LimitSimulationRecord> {
  return simulate(db, scope, cardholderId, { cardholder: controls }, now);
}
