// Moves between the available balance and the smart account (issue 29), both the merchant's, either way, done at
// once: one transaction writes the move's row, its entry on the payments ledger (type smart_account, negative to the
// smart account, positive from it), its entry on the smart account's ledger (to_balance or from_balance) and its
// event. The side the money leaves is checked under its lock (never more than available, never more than the smart
// account holds); both locks are taken, always the balance's first, so two moves in opposite directions cannot wait
// for each other.
import { objectId } from '../../../domain/random-id';
import type { SmartMoveInput, SmartMoveRecord } from '../../../domain/smart-account/records';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import { insertEvents } from '../../repositories/events';
import { insertLedgerEntries, lockBalance } from '../../repositories/ledger';
import type { Scope } from '../../repositories/scope';
import { insertSmartEntries, insertSmartMove, smartBalances, type SmartMoveRow } from '../../repositories/smart-account';
import { assertAvailableCovers } from '../ledger';

export interface SmartMoveContext {
  tx: DbOrTx;
  scope: Scope;
  now: Date;
  userId: string | null;
}

export function smartMoveRecordOf(r: SmartMoveRow): SmartMoveRecord {
  return { id: r.id, direction: r.direction, status: 'succeeded', amount: toSafeNumber(r.amount), currency: r.currency.trim(), description: r.description, createdAt: r.createdAt };
}

/**
 * Moves `amount` of `currency` from the available balance to the smart account, or back. Refused naming the amount:
 * more than the available balance (409 balance_insufficient_available) or than the smart account holds (409
 * smart_move_insufficient); nothing is written then.
 */
export async function moveFunds(ctx: SmartMoveContext, input: SmartMoveInput): Promise<SmartMoveRow> {
  const { tx, scope, now } = ctx;
  const id = objectId('sam');
  const amount = BigInt(input.amount);
  const toSmart = input.direction === 'to_smart_account';
  if (toSmart) {
    await assertAvailableCovers(tx, scope, input.currency, amount, now);
    await lockBalance(tx, scope, input.currency, 'smart_account');
  } else {
    await lockBalance(tx, scope, input.currency);
    await lockBalance(tx, scope, input.currency, 'smart_account');
    const [held] = await smartBalances(tx, scope, input.currency);
    if ((held?.balance ?? 0n) < amount) throw new AppError(409, 'smart_move_insufficient', { amount: 'smart_move_insufficient' });
  }
  const row = await insertSmartMove(tx, scope, {
    id,
    direction: input.direction,
    amount,
    currency: input.currency,
    description: input.description || null,
    createdBy: ctx.userId,
    createdAt: now,
  });
  const common = { currency: input.currency, sourceId: id, createdAt: now };
  await insertLedgerEntries(tx, scope, [{ ...common, type: 'smart_account', amount: toSmart ? -amount : amount, availableOn: now }]);
  await insertSmartEntries(tx, scope, [{ ...common, type: toSmart ? 'from_balance' : 'to_balance', amount: toSmart ? amount : -amount }]);
  await insertEvents(tx, scope, [
    {
      type: 'smart_account_move.succeeded',
      objectType: 'smart_account_move',
      objectId: id,
      data: JSON.parse(JSON.stringify(smartMoveRecordOf(row))) as Record<string, unknown>,
      createdAt: now,
    },
  ]);
  return row;
}
