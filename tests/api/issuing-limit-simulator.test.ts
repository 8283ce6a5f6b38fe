// The limit simulator (issue 31, item 6): POST /cards/:id/limits/simulate and /cardholders/:id/limits/simulate replay
// the last 90 days' approved authorizations against controls not yet saved, with the authorization rule, and name the
// ones they would have declined; read-only; validated like saving the limits (translated, the field named).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declineText, type DeclineReason } from '../../domain/issuing/limits';
import { issuingAuthorizations } from '../../server/db/schema';
import { authorizePurchase } from '../../server/services/issuing/authorizations';
import { fundedCard } from '../factories/issuing';
import { signedInMerchant } from '../factories/payments';
import { setupTestApp } from '../helpers/app';

const { app, database } = await setupTestApp();
const db = database.db;
const DAY = 86_400_000;
const HOUR = 3_600_000;

type Simulation = { days: number; considered: number; declined: number; declines: { id: string; cardId: string; amount: number; currency: string; merchantName: string; createdAt: string; reason: DeclineReason }[] };

async function world() {
  const m = await signedInMerchant(app, db, { issuingEnabled: true });
  const { cardId, holderId } = await fundedCard(m.test, db, { name: 'Ada Lovelace', email: 'ada@example.com', fund: 100_000 });
  const buy = (merchantName: string, amount: number, at: Date, currency = 'USD') =>
    db.transaction((tx) => authorizePurchase(tx, m.test.scope, { cardId, merchantName, merchantCategory: 'software', merchantCountry: 'US', amount, currency }, at));
  // An account in UTC: the purchases two days ago are on one day whatever the hour of the run.
  const twoDaysAgo = new Date(Math.floor((Date.now() - 2 * DAY) / DAY) * DAY + 10 * HOUR);
  const old = await buy('Before the period', 2_000, new Date(Date.now() - 100 * DAY));
  const first = await buy('Figma', 3_000, twoDaysAgo);
  const second = await buy('Notion', 2_000, new Date(twoDaysAgo.getTime() + HOUR));
  const declined = await buy('Elsewhere', 9_000, new Date(twoDaysAgo.getTime() + 2 * HOUR), 'EUR');
  const yesterday = await buy('Linear', 500, new Date(Date.now() - DAY));
  expect([old, first, second, yesterday].every((a) => a.approved) && !declined.approved).toBe(true);
  return { m, cardId, holderId, first, second };
}

const controls = (...limits: [string, number, string?][]) => ({ spendingControls: { spendingLimits: limits.map(([interval, amount, currency]) => ({ interval, amount, currency: currency ?? 'USD' })) } });

describe('the limit simulator', () => {
  it("names the approved authorizations of the last 90 days that a card's new limits would have declined, with the rule, and saves nothing", async () => {
    const { m, cardId, second } = await world();
    const before = await db.select({ n: count() }).from(issuingAuthorizations).where(eq(issuingAuthorizations.cardId, cardId));

    const res = await m.test.post(`/cards/${cardId}/limits/simulate`, controls(['daily', 4_000]));
    expect(res.statusCode, res.body).toBe(200);
    const sim = res.json() as Simulation;
    // Three approved in the period (not the one 100 days ago, not the declined one); the daily 40.00 refuses Notion after Figma's 30.00.
    expect({ days: sim.days, considered: sim.considered, declined: sim.declined }).toEqual({ days: 90, considered: 3, declined: 1 });
    expect(sim.declines).toEqual([{ id: second.id, cardId, amount: 2_000, currency: 'USD', merchantName: 'Notion', createdAt: second.createdAt.toISOString(), reason: { code: 'spending_limit', owner: 'card', interval: 'daily', limit: 4_000, used: 3_000, currency: 'USD' } }]);
    expect(declineText(sim.declines[0].reason, 'en')).toBe('daily limit 40.00 USD, 30.00 used');

    // Loose limits decline nothing; the card keeps its controls and no authorization was added.
    const none = (await m.test.post(`/cards/${cardId}/limits/simulate`, controls(['daily', 5_000], ['all_time', 7_500]))).json() as Simulation;
    expect({ considered: none.considered, declined: none.declined, declines: none.declines }).toEqual({ considered: 3, declined: 0, declines: [] });
    // All time counts the purchase before the period: 20.00 + 30.00 + 20.00 + 5.00 passes 70.00 at the last one.
    const allTime = (await m.test.post(`/cards/${cardId}/limits/simulate`, controls(['all_time', 7_000]))).json() as Simulation;
    expect(allTime.declines.map((d) => [d.merchantName, d.reason.used])).toEqual([['Linear', 7_000]]);
    expect((await m.test.get(`/cards/${cardId}`)).json().spendingControls.spendingLimits).toEqual([]);
    expect(await db.select({ n: count() }).from(issuingAuthorizations).where(eq(issuingAuthorizations.cardId, cardId))).toEqual(before);
  });

  it("replays a cardholder's new limits over all their cards", async () => {
    const { m, holderId, first } = await world();
    const res = await m.test.post(`/cardholders/${holderId}/limits/simulate`, controls(['per_authorization', 2_500]));
    expect(res.statusCode, res.body).toBe(200);
    const sim = res.json() as Simulation;
    expect(sim.declines.map((d) => [d.id, d.reason.owner, d.reason.interval])).toEqual([[first.id, 'cardholder', 'per_authorization']]);
  });

  it('refuses controls that saving would refuse, with the field named in the language asked, and an unknown card', async () => {
    const { m, cardId, holderId } = await world();
    const wrongCurrency = await m.test.post(`/cards/${cardId}/limits/simulate`, controls(['daily', 4_000, 'EUR']), { 'accept-language': 'zh-CN' });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(Object.values(wrongCurrency.json().errors)).toEqual(['消费限额：卡片的限额须使用卡片的币种。']);
    const zero = await m.test.post(`/cardholders/${holderId}/limits/simulate`, controls(['daily', 0]));
    expect(zero.statusCode).toBe(400);
    expect(Object.values(zero.json().errors)).toEqual(['Spending limit: enter an amount greater than zero.']);
    expect((await m.test.post('/cards/ic_nope/limits/simulate', controls(['daily', 1]))).statusCode).toBe(404);
    expect((await m.test.post('/cardholders/ich_nope/limits/simulate', controls(['daily', 1]))).statusCode).toBe(404);
  });
});
