// Spending against limits (issue 31, item 2: a cardholder's detail with their spending; spec section 8's refresh tip
// sends the user to the card's page for the up-to-date remaining limit): GET /cards/:id/spending and
// /cardholders/:id/spending give each limit what its current window used and what is left, counted as the
// authorization rule counts (approved, held plus captured; a decline and a released hold count nothing).
import { describe, expect, it } from 'vitest';
import { authorizePurchase } from '../../server/services/issuing/authorizations';
import { signedInMerchant, topUp } from '../factories/payments';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp();
const db = database.db;

const limit = (interval: string, amount: number, currency = 'USD') => ({ interval, amount, currency });
const purchase = (cardId: string, amount: number) => ({ cardId, merchantName: 'Blue Bottle Coffee', merchantCategory: 'restaurants', merchantCountry: 'US', amount, currency: 'USD' });

describe('spending against limits', () => {
  it("gives a card's and a cardholder's limits what the current window used and what is left", async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const h = await m.test.post('/cardholders', {
      name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' },
      spendingControls: { spendingLimits: [limit('monthly', 100_000), limit('weekly', 50_000, 'EUR')] },
    });
    expect(h.statusCode, h.body).toBe(201);
    const card = await m.test.post('/cards', {
      cardholderId: h.json().id, type: 'virtual', brand: 'VISA', currency: 'USD',
      spendingControls: { spendingLimits: [limit('daily', 5_000), limit('all_time', 20_000), limit('per_authorization', 4_500)] },
    });
    expect(card.statusCode, card.body).toBe(201);
    rememberSecret('revealed card number', card.json().reveal.number);
    const other = await m.test.post('/cards', { cardholderId: h.json().id, type: 'physical', brand: 'Mastercard', currency: 'USD' });
    const cardId = card.json().id as string;
    await topUp(db, m.test.scope, 'USD', 50_000);
    expect((await m.test.post('/issuing-balance/fund', { amount: 50_000, currency: 'USD' })).statusCode).toBe(201);

    // Two days ago (before today's window, in all time), then today: 30.00 approved, 25.00 declined by the daily limit.
    await db.transaction((tx) => authorizePurchase(tx, m.test.scope, purchase(cardId, 2_000) as never, new Date(Date.now() - 2 * 86_400_000)));
    const bought = (await m.test.post('/issuing-authorizations', purchase(cardId, 3_000))).json();
    expect(bought.approved).toBe(true);
    expect((await m.test.post('/issuing-authorizations', purchase(cardId, 2_500))).json().approved).toBe(false);
    expect((await m.test.post('/issuing-authorizations', purchase(other.json().id, 1_000))).json().approved).toBe(true);
    // A capture of less than the hold releases the rest: 25.00 counts from then on.
    expect((await m.test.post(`/issuing-authorizations/${bought.id}/capture`, { amount: 2_500 })).statusCode).toBe(201);

    const spent = await m.test.get(`/cards/${cardId}/spending`);
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json().timezone).toEqual(expect.any(String));
    expect(spent.json().limits.map((l: { interval: string; used: number | null; remaining: number }) => [l.interval, l.used, l.remaining])).toEqual([
      ['daily', 2_500, 2_500],
      ['all_time', 4_500, 15_500],
      ['per_authorization', null, 4_500],
    ]);
    expect(new Date(spent.json().limits[0].windowStart).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
    expect(spent.json().limits[1].windowStart).toBeNull();

    // The cardholder's monthly limit counts all their cards in USD (the purchase two days ago only when it fell in this month); the EUR limit nothing.
    const holder = (await m.test.get(`/cardholders/${h.json().id}/spending`)).json().limits as { interval: string; currency: string; used: number; remaining: number }[];
    const twoDaysAgoThisMonth = new Date(Date.now() - 2 * 86_400_000).getUTCMonth() === new Date().getUTCMonth();
    const monthly = holder.find((l) => l.currency === 'USD')!;
    expect(monthly.interval).toBe('monthly');
    if (twoDaysAgoThisMonth) expect(monthly).toMatchObject({ used: 5_500, remaining: 94_500 });
    else expect([3_500, 5_500]).toContain(monthly.used);
    expect(holder.find((l) => l.currency === 'EUR')).toMatchObject({ interval: 'weekly', used: 0, remaining: 50_000 });

    expect((await m.test.get('/cards/ic_nope/spending')).statusCode).toBe(404);
    expect((await m.test.get('/cardholders/ich_nope/spending')).statusCode).toBe(404);
    const off = await signedInMerchant(app, db);
    expect((await off.test.get(`/cards/${cardId}/spending`)).statusCode).toBe(403);
  });
});
