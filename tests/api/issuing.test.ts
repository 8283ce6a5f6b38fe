// Issuing (issue 31): the gate (every issuing route refused while the account's issuing flag is off, for the owner
// too; a restricted member of an account with it on gets the local code), cardholders (create with each field's
// refusal named in both languages, list with tabs, search and export, edit, another account's a 404).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, events } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { rememberSecret } from '../helpers/secrets';
import { signedInMerchant } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

const cardholderBody = (over: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 415 555 0100',
  billing: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'us' },
  ...over,
});

async function cardholder(m: Merchant, over: Record<string, unknown> = {}) {
  const res = await m.test.post('/cardholders', cardholderBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; phone: string; billing: { country: string } };
}

describe('the issuing gate', () => {
  it('refuses every issuing route while the account has issuing off, the owner included', async () => {
    const m = await signedInMerchant(app, db);
    for (const [method, url] of [['GET', '/cardholders'], ['POST', '/cardholders'], ['GET', '/cardholders/ich_x']] as const) {
      const res = method === 'GET' ? await m.test.get(url) : await m.test.post(url, cardholderBody());
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Issuing is not enabled for this account.');
    }
  });

  it('gives a member of an account with issuing on the local code, whatever their other codes', async () => {
    const m = await signedInMerchant(app, db, { permissions: ['dashPayment'], role: 'member', issuingEnabled: true });
    expect((await m.test.get('/cardholders')).statusCode).toBe(200);
  });
});

describe('cardholders', () => {
  it('adds a cardholder with normalised phone and country, lists, searches, counts and exports it', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const c = await cardholder(m);
    expect(c).toMatchObject({ status: 'active', phone: '+14155550100', billing: { country: 'US' } });
    await cardholder(m, { name: 'Alan Turing', email: 'alan@example.com', status: 'inactive' });
    const counts = await m.test.get('/cardholders/counts');
    expect(counts.json().data).toEqual({ all: 2, active: 1, inactive: 1 });
    const found = await m.test.get('/cardholders?filter=' + encodeURIComponent(JSON.stringify({ q: 'grace' })));
    expect(found.json().map((r: { id: string }) => r.id)).toEqual([c.id]);
    const csv = await m.test.get('/cardholders/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Grace Hopper');
    expect(csv.body).toContain('Alan Turing');
    expect((await m.live.get('/cardholders')).json()).toEqual([]);
  });

  it('names each refused field, in English and Chinese', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const body = cardholderBody({ name: ' ', email: 'nope', phone: '123', billing: { line1: '', city: '', postalCode: '!!', country: 'ZZ' } });
    const en = await m.test.post('/cardholders', body);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      name: 'Name: enter the cardholder’s name (at most 100 characters).',
      email: 'Email: enter a valid email address.',
      phone: expect.stringContaining('Phone:'),
      'billing.line1': 'Address line 1: enter the street address.',
      'billing.city': 'City: enter the city.',
      'billing.postalCode': 'Postal code: enter a valid postal code.',
      'billing.country': 'Country: choose the country of the billing address.',
    });
    const zh = await m.test.post('/cardholders', body, { 'accept-language': 'zh-CN' });
    expect(zh.json().errors.email).toBe('邮箱：请输入有效的邮箱地址。');
    const limits = await m.test.post('/cardholders', cardholderBody({ spendingControls: { spendingLimits: [{ interval: 'hourly', amount: 0, currency: 'USD' }] } }));
    expect(limits.statusCode).toBe(400);
    expect(Object.values(limits.json().errors)).toEqual(expect.arrayContaining(['Spending limit: choose an interval.', 'Spending limit: enter an amount greater than zero.']));
  });

  it('edits a cardholder and keeps another account out', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const c = await cardholder(m);
    const edited = await m.test.put(`/cardholders/${c.id}`, cardholderBody({ status: 'inactive', spendingControls: { spendingLimits: [{ interval: 'monthly', amount: 300_000, currency: 'USD' }], blockedCategories: ['gambling'], blockedCountries: ['kp'] } }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'inactive', spendingControls: { spendingLimits: [{ interval: 'monthly', amount: 300_000 }], blockedCategories: ['gambling'], blockedCountries: ['KP'] } });
    expect((await m.test.get(`/cardholders/${c.id}`)).json()).toMatchObject({ status: 'inactive' });
    const other = await signedInMerchant(app, db, { issuingEnabled: true });
    expect((await other.test.get(`/cardholders/${c.id}`)).statusCode).toBe(404);
    expect((await other.test.put(`/cardholders/${c.id}`, cardholderBody())).statusCode).toBe(404);
  });
});

async function card(m: Merchant, cardholderId: string, over: Record<string, unknown> = {}) {
  const res = await m.test.post('/cards', { cardholderId, type: 'virtual', brand: 'VISA', currency: 'USD', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; last4: string; status: string; reveal: { number: string; cvc: string } | null; expYear: number };
}

describe('cards', () => {
  it('issues a virtual card whose number and CVC are answered once in test mode and never stored nor listed', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const h = await cardholder(m);
    const c = await card(m, h.id, { spendingControls: { spendingLimits: [{ interval: 'daily', amount: 10_000, currency: 'USD' }] } });
    expect(c.reveal?.number).toMatch(/^4000\d{12}$/);
    expect(c.reveal?.number.slice(-4)).toBe(c.last4);
    expect(c.reveal?.cvc).toMatch(/^\d{3}$/);
    expect(c.expYear).toBe(new Date().getUTCFullYear() + 3);
    const number = c.reveal!.number;
    // Nowhere after: not the detail, not the list, not the export, not any row of the database.
    for (const body of [(await m.test.get(`/cards/${c.id}`)).body, (await m.test.get('/cards')).body, (await m.test.get('/cards/export')).body]) {
      expect(body).toContain(c.last4);
      expect(body).not.toContain(number);
      expect(body).not.toContain('reveal');
    }
    const rows = await db.select().from(cards).where(eq(cards.id, c.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(number.slice(0, 12));
    const physical = await card(m, h.id, { type: 'physical', brand: 'Mastercard' });
    expect(physical.reveal).toBeNull();
    expect(physical.last4).toMatch(/^\d{4}$/);
    const ofHolder = await m.test.get('/cards?filter=' + encodeURIComponent(JSON.stringify({ cardholderId: h.id })));
    expect(ofHolder.json()).toHaveLength(2);
    expect((await m.test.get(`/cardholders/${h.id}`)).json().cardCount).toBe(2);
  });

  it('refuses a card for an inactive or unknown cardholder, limits in another currency, and reactivating a canceled card', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const inactive = await cardholder(m, { status: 'inactive' });
    const refused = await m.test.post('/cards', { cardholderId: inactive.id, type: 'virtual', brand: 'VISA', currency: 'USD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.cardholderId).toBe('Cardholder: this cardholder is inactive; activate them before issuing a card.');
    expect((await m.test.post('/cards', { cardholderId: 'ich_nope', type: 'virtual', brand: 'VISA', currency: 'USD' })).json().errors.cardholderId).toMatch(/^Cardholder:/);
    const h = await cardholder(m);
    const wrongBrand = await m.test.post('/cards', { cardholderId: h.id, type: 'virtual', brand: 'AMEX', currency: 'USD' }, { 'accept-language': 'zh-CN' });
    expect(wrongBrand.json().errors).toEqual({ brand: '卡组织：请选择 VISA 或 Mastercard。' });
    const wrongCurrency = await m.test.post('/cards', { cardholderId: h.id, type: 'virtual', brand: 'VISA', currency: 'USD', spendingControls: { spendingLimits: [{ interval: 'daily', amount: 100, currency: 'EUR' }] } }, { 'accept-language': 'zh-CN' });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(Object.values(wrongCurrency.json().errors)).toEqual(['消费限额：卡片的限额须使用卡片的币种。']);
    const c = await card(m, h.id);
    const limits = { spendingLimits: [{ interval: 'monthly', amount: 300_000, currency: 'USD' }], blockedCategories: ['gambling'], blockedCountries: ['KP'] };
    const edited = await m.test.put(`/cards/${c.id}`, { status: 'inactive', spendingControls: limits });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'inactive', spendingControls: limits });
    expect((await m.test.put(`/cards/${c.id}`, { spendingControls: { spendingLimits: [{ interval: 'daily', amount: 1, currency: 'EUR' }] } })).statusCode).toBe(400);
    expect((await m.test.put(`/cards/${c.id}`, { status: 'canceled' })).json()).toMatchObject({ status: 'canceled', canceledAt: expect.any(String) });
    const again = await m.test.put(`/cards/${c.id}`, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This card is canceled: a canceled card cannot be used again.');
    expect((await m.test.get('/cards/counts')).json().data).toEqual({ all: 1, active: 0, inactive: 0, canceled: 1 });
  });

  it('answers a live-mode virtual card without its number', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const res = await m.live.post('/cardholders', cardholderBody());
    const issued = await m.live.post('/cards', { cardholderId: res.json().id, type: 'virtual', brand: 'VISA', currency: 'USD' });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().reveal).toBeNull();
  });
});

describe('issuing events', () => {
  it('writes cardholder and card events (the card\'s with its last 4, never the revealed number) and documents them in x-webhooks', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const h = await cardholder(m);
    await m.test.put(`/cardholders/${h.id}`, cardholderBody({ status: 'inactive' }));
    const h2 = await cardholder(m, { email: 'second@example.com' });
    const c = await card(m, h2.id);
    await m.test.put(`/cards/${c.id}`, { status: 'inactive' });
    const written = await db.select().from(events).where(eq(events.accountId, m.account.id)).orderBy(events.seq);
    expect(written.map((e) => e.type)).toEqual(['issuing_cardholder.created', 'issuing_cardholder.updated', 'issuing_cardholder.created', 'issuing_card.created', 'issuing_card.updated']);
    const cardEvents = JSON.stringify(written.filter((e) => e.objectType === 'issuing_card'));
    expect(cardEvents).toContain(c.last4);
    expect(cardEvents).not.toContain(c.reveal!.number);
    const doc = (await app.inject('/api/openapi.json')).json();
    for (const type of ['issuing_cardholder.created', 'issuing_cardholder.updated', 'issuing_card.created', 'issuing_card.updated']) expect(doc['x-webhooks'][type], type).toBeDefined();
  });
});

describe('issuing with secret keys', () => {
  const withKey = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${key}`, 'idempotency-key': `k-${Math.random()}` }, payload, remoteAddress: '10.77.0.1' });

  it('answers a standard key, a restricted key within its cards scope only, and no key while issuing is off', async () => {
    const m = await signedInMerchant(app, db, { issuingEnabled: true });
    const h = await cardholder(m);
    const made = await m.test.post('/api-keys', { name: 'Cards reader', scopes: { cards: 'read' } });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const reader = made.json().data.value as string;
    rememberSecret('created api key', reader);
    expect((await withKey('GET', '/test/api/cards', reader)).statusCode).toBe(200);
    const issue = await withKey('POST', '/test/api/cards', reader, { cardholderId: h.id, type: 'virtual', brand: 'VISA', currency: 'USD' });
    expect(issue.statusCode).toBe(403);
    expect(issue.json().message).toBe('This restricted key has no write access to cards.');
    expect((await withKey('GET', '/test/api/cardholders', reader)).json().message).toBe('This restricted key has no read access to cardholders.');
    const writer = await m.test.post('/api-keys', { name: 'Cards writer', scopes: { cards: 'write', cardholders: 'read' } });
    const writerKey = writer.json().data.value as string;
    rememberSecret('created api key', writerKey);
    expect((await withKey('POST', '/test/api/cards', writerKey, { cardholderId: h.id, type: 'physical', brand: 'VISA', currency: 'USD' })).statusCode).toBe(201);
    const off = await signedInMerchant(app, db);
    const offKey = await off.test.post('/api-keys', { name: 'Any' });
    const offValue = offKey.json().data.value as string;
    rememberSecret('created api key', offValue);
    const refused = await withKey('GET', '/test/api/cards', offValue);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Issuing is not enabled for this account.');
  });
});
