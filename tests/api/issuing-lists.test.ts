// The issuing lists as every list of the dashboard (issue 31, "Like every area"): sorted by their sortable columns
// both ways, filtered by the shared filters (status or type, currency, the card, the cardholder, dates), and the
// area's every event type documented in the OpenAPI document's x-webhooks.
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE } from '../../domain/webhooks/event-types';
import { signedInMerchant, topUp } from '../factories/payments';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp();
const db = database.db;

const billing = { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' };

describe('the issuing lists', () => {
  it('sort by each sortable column both ways and filter by card, cardholder, status, type and currency', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const holders: string[] = [];
    for (const [name, email] of [['Mary Jackson', 'mary@example.com'], ['Ada Lovelace', 'ada@example.com'], ['Grace Hopper', 'grace@example.com']]) {
      const h = await m.test.post('/cardholders', { name, email, phone: '+1 415 555 0100', billing });
      expect(h.statusCode, h.body).toBe(201);
      holders.push(h.json().id);
    }
    const names = async (sort: [string, string]) => ((await m.test.get('/cardholders', { sort })).json() as { name: string }[]).map((c) => c.name);
    expect(await names(['name', 'ASC'])).toEqual(['Ada Lovelace', 'Grace Hopper', 'Mary Jackson']);
    expect(await names(['name', 'DESC'])).toEqual(['Mary Jackson', 'Grace Hopper', 'Ada Lovelace']);
    expect(await names(['email', 'ASC'])).toEqual(['Ada Lovelace', 'Grace Hopper', 'Mary Jackson']);

    const cards: string[] = [];
    for (const holder of holders.slice(0, 2)) {
      const c = await m.test.post('/cards', { cardholderId: holder, type: 'virtual', brand: 'VISA', currency: 'USD' });
      expect(c.statusCode, c.body).toBe(201);
      rememberSecret('revealed card number', c.json().reveal.number);
      cards.push(c.json().id);
    }
    await m.test.put(`/cards/${cards[1]}`, { status: 'inactive' });
    const statuses = async (sort: [string, string]) => ((await m.test.get('/cards', { sort })).json() as { status: string }[]).map((c) => c.status);
    expect(await statuses(['status', 'ASC'])).toEqual(['active', 'inactive']);
    expect(await statuses(['status', 'DESC'])).toEqual(['inactive', 'active']);
    expect(((await m.test.get('/cards', { filter: { cardholderId: holders[1] } })).json() as { id: string }[]).map((c) => c.id)).toEqual([cards[1]]);

    await topUp(db, m.test.scope, 'USD', 10_000);
    expect((await m.test.post('/issuing-balance/fund', { amount: 10_000, currency: 'USD' })).statusCode).toBe(201);
    const buy = async (cardId: string, amount: number) => (await m.test.post('/issuing-authorizations', { cardId, merchantName: `Shop ${amount}`, merchantCategory: 'software', merchantCountry: 'US', amount, currency: 'USD' })).json() as { id: string; approved: boolean };
    const a1 = await buy(cards[0], 3_000);
    await buy(cards[0], 1_000);
    await buy(cards[0], 2_000);
    expect((await buy(cards[1], 500)).approved).toBe(false);
    const amounts = async (url: string, sort: [string, string], filter: object = {}) => ((await m.test.get(url, { sort, filter })).json() as { amount: number }[]).map((a) => a.amount);
    expect(await amounts('/issuing-authorizations', ['amount', 'ASC'])).toEqual([500, 1_000, 2_000, 3_000]);
    expect(await amounts('/issuing-authorizations', ['amount', 'DESC'])).toEqual([3_000, 2_000, 1_000, 500]);
    expect(await amounts('/issuing-authorizations', ['amount', 'ASC'], { cardholderId: holders[0] })).toEqual([1_000, 2_000, 3_000]);
    expect(await amounts('/issuing-authorizations', ['amount', 'ASC'], { status: 'declined' })).toEqual([500]);
    expect(await amounts('/issuing-authorizations', ['amount', 'ASC'], { currency: 'EUR' })).toEqual([]);
    const byStatus = ((await m.test.get('/issuing-authorizations', { sort: ['status', 'ASC'] })).json() as { status: string }[]).map((a) => a.status);
    expect(byStatus).toEqual([...byStatus].sort());

    const cap = await m.test.post(`/issuing-authorizations/${a1.id}/capture`, {});
    expect(cap.statusCode, cap.body).toBe(201);
    expect((await m.test.post(`/issuing-transactions/${cap.json().id}/refund`, { amount: 700 })).statusCode).toBe(201);
    expect(await amounts('/issuing-transactions', ['amount', 'ASC'])).toEqual([700, 3_000]);
    expect(await amounts('/issuing-transactions', ['amount', 'DESC'])).toEqual([3_000, 700]);
    expect(((await m.test.get('/issuing-transactions', { sort: ['type', 'DESC'] })).json() as { type: string }[]).map((t) => t.type)).toEqual(['refund', 'capture']);
    expect(await amounts('/issuing-transactions', ['amount', 'ASC'], { type: 'refund' })).toEqual([700]);
  });

  it("documents every issuing event type in the OpenAPI document's x-webhooks", async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { 'x-webhooks': Record<string, unknown> };
    const issuing = Object.entries(EVENT_CATALOGUE).filter(([object]) => object.startsWith('issuing_')).flatMap(([, types]) => [...types]);
    expect(issuing).toEqual(expect.arrayContaining(['issuing_authorization.request', 'issuing_transaction.created', 'issuing_balance.funded']));
    for (const type of issuing) expect(doc['x-webhooks'][type], type).toBeDefined();
  });
});
