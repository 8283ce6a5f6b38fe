// Demo top-ups: a year of them on the demo merchant, in both modes, made by the real services at past instants so
// the ledger, the events and the balance agree: bank transfers credited by the (test) bank a day later, card
// top-ups, one that expired unanswered, one still waiting for its transfer (every state of the list), and a
// transfer quoting no top-up, held for review. They are in USD, CNY and JPY only: EUR stays overdrawn by its
// disputes, the state the balance page explains.
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { simulatedNetwork } from '../processor';
import type { Scope } from '../repositories/scope';
import { createTopup, expireTopupsIn, receiveTransfer } from '../services/balance/topups';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

/** Currency and amount (minor units) of each month's top-up, cycling. */
const PLAN: { currency: 'USD' | 'CNY' | 'JPY'; amount: number }[] = [
  { currency: 'USD', amount: 250_000 }, { currency: 'CNY', amount: 1_200_000 }, { currency: 'USD', amount: 80_000 },
  { currency: 'JPY', amount: 300_000 }, { currency: 'USD', amount: 150_000 }, { currency: 'CNY', amount: 500_000 },
];

export async function seedTopups(tx: DbOrTx, scope: Scope, now = new Date()) {
  const at = (daysAgo: number, hour = 10) => new Date(now.getTime() - daysAgo * DAY + hour * HOUR - 12 * HOUR);
  // About two a month over the year: bank transfers credited a day later, every third one by card.
  for (let i = 0; i < 24; i++) {
    const { currency, amount } = PLAN[i % PLAN.length]!;
    const created = at(360 - i * 15);
    if (i % 3 === 2) {
      await createTopup({ tx, scope, now: created, network: simulatedNetwork }, { method: 'card', amount, currency, card: CARD });
      continue;
    }
    const t = await createTopup({ tx, scope, now: created, network: simulatedNetwork }, { method: 'bank_transfer', amount, currency, description: 'Working capital' });
    await receiveTransfer({ tx, scope, now: new Date(created.getTime() + 26 * HOUR) }, { reference: t.reference!, amount, currency });
  }
  // One never paid: it expired after its seven days.
  await createTopup({ tx, scope, now: at(40), network: simulatedNetwork }, { method: 'bank_transfer', amount: 500_000, currency: 'USD' });
  await expireTopupsIn(tx, at(32));
  // A transfer whose sender typed an invoice number instead of the reference: held for review.
  await receiveTransfer({ tx, scope, now: at(12) }, { reference: `INV-${objectId('x').slice(2, 8).toUpperCase()}`, amount: 42_000, currency: 'USD' });
  // One waiting for its transfer now.
  await createTopup({ tx, scope, now: at(1), network: simulatedNetwork }, { method: 'bank_transfer', amount: 200_000, currency: 'USD', description: 'Cover next week' });
}

export async function seedDemoTopups(tx: DbOrTx, acme: string) {
  await seedTopups(tx, { accountId: acme, livemode: false });
  await seedTopups(tx, { accountId: acme, livemode: true });
}
