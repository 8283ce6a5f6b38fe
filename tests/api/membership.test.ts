// Membership (issue 30, item 4), test mode only: tiers with benefits tied to plans (the form's schema judges the
// body, a plan gives one tier at most), members made by subscribing to a tier's plan (list with tier and since-date,
// tabs, export, detail with the tier's benefits), live mode refused, another merchant's records a 404, restricted
// keys per the membership scope.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { payBody, payer } from '../factories/billing';
import { CARDS, signedInMerchant } from '../factories/payments';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp();
const db = database.db;
type Merchant = Awaited<ReturnType<typeof signedInMerchant>>;

async function plan(m: Merchant, productName = 'Gold monthly') {
  const res = await m.test.post('/plans', { productName, amount: 2000, currency: 'USD', interval: 'month', intervalCount: 1, trialDays: 0 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; checkoutToken: string; amount: number; currency: string };
}

async function tier(m: Merchant, body: Record<string, unknown>) {
  const res = await m.test.post('/member-tiers', { name: 'Gold', benefits: ['Free shipping', 'Early access'], planIds: [], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; plans: { id: string }[]; members: number };
}

async function subscribe(p: { checkoutToken: string; amount: number; currency: string }, name: string) {
  const res = await payer(app).pay(p.checkoutToken, payBody(p, CARDS.success, { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.test` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().subscriptionId as string;
}

describe('member tiers and members', () => {
  it('makes a subscriber of a tier plan a member with its tier and since-date; tabs, export and detail follow', async () => {
    const m = await signedInMerchant(app, db);
    const gold = await plan(m);
    const other = await plan(m, 'Plain monthly');
    const t = await tier(m, { planIds: [gold.id] });
    expect(t).toMatchObject({ name: 'Gold', plans: [{ id: gold.id, productName: 'Gold monthly' }], members: 0 });
    const ada = await subscribe(gold, 'Ada Member');
    await subscribe(other, 'Not A Member');
    const list = await m.test.get('/members');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: ada, tierId: t.id, tierName: 'Gold', customerName: 'Ada Member', status: 'active', productName: 'Gold monthly' })]);
    const sub = (await m.test.get(`/subscriptions/${ada}`)).json();
    expect(list.json()[0].since).toBe(sub.createdAt);
    expect((await m.test.get(`/member-tiers/${t.id}`)).json().members).toBe(1);

    await m.test.post(`/subscriptions/${ada}/pause`, {});
    expect((await m.test.get('/members/counts')).json().data).toEqual({ all: 1, active: 0, paused: 1, ended: 0 });
    expect((await m.test.get('/members', { filter: JSON.stringify({ status: 'paused' }) })).json()).toHaveLength(1);
    expect((await m.test.get('/members', { filter: JSON.stringify({ tierId: 'tier_none' }) })).json()).toHaveLength(0);
    const csv = await m.test.get('/members/export');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Member ID');
    expect(csv.body).toContain(`${ada},`);
    expect(csv.body).toContain('Paused');

    const detail = await m.test.get(`/members/${ada}`);
    expect(detail.json()).toMatchObject({ id: ada, tierName: 'Gold', benefits: ['Free shipping', 'Early access'], subscriptionStatus: 'paused' });
    // Changing the tier's plans changes who is a member: the plan leaves the tier, its subscriber leaves the list.
    const changed = await m.test.put(`/member-tiers/${t.id}`, { name: 'Gold+', benefits: ['Free shipping'], planIds: [other.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await m.test.get('/members')).json().map((r: { customerName: string }) => r.customerName)).toEqual(['Not A Member']);
    expect((await m.test.get(`/members/${ada}`)).statusCode).toBe(404);
  });

  it('refuses a tier without benefits or with a plan of another tier, naming the field, in both languages', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    await tier(m, { planIds: [p.id] });
    const empty = await m.test.post('/member-tiers', { name: 'Silver', benefits: [], planIds: [] }, { 'accept-language': 'zh-CN' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.benefits).toBe('请至少填写一项会员权益。');
    const taken = await m.test.post('/member-tiers', { name: 'Silver', benefits: ['Priority support'], planIds: [p.id] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors['planIds.0']).toBe('A plan gives one tier only: this one already gives another tier.');
    const unknown = await m.test.post('/member-tiers', { name: 'Silver', benefits: ['Priority support'], planIds: ['plan_none'] });
    expect(unknown.json().errors['planIds.0']).toBe('Choose an existing plan.');
    expect((await m.test.get('/member-tiers')).json()).toHaveLength(1);
  });

  it('exists in test mode only, and another merchant reads none of it', async () => {
    const m = await signedInMerchant(app, db);
    const p = await plan(m);
    const t = await tier(m, { planIds: [p.id] });
    const id = await subscribe(p, 'Grace Member');
    for (const path of ['/members', '/members/counts', '/member-tiers', `/member-tiers/${t.id}`, `/members/${id}`]) {
      const live = await m.live.get(path);
      expect(live.statusCode, path).toBe(404);
      expect(live.json().message).toBe('Membership is available in test mode only.');
    }
    expect((await m.live.post('/member-tiers', { name: 'Live', benefits: ['X'], planIds: [] })).statusCode).toBe(404);
    const other = await signedInMerchant(app, db);
    expect((await other.test.get(`/member-tiers/${t.id}`)).statusCode).toBe(404);
    expect((await other.test.get(`/members/${id}`)).statusCode).toBe(404);
    expect((await other.test.get('/members')).json()).toEqual([]);
    expect((await other.test.put(`/member-tiers/${t.id}`, { name: 'Mine', benefits: ['X'], planIds: [] })).statusCode).toBe(404);
    // Another merchant's plan cannot be tied to one's tier.
    const theirs = await other.test.post('/member-tiers', { name: 'Theirs', benefits: ['X'], planIds: [p.id] });
    expect(theirs.json().errors['planIds.0']).toBe('Choose an existing plan.');
  });

  it('answers restricted keys per the membership scope', async () => {
    const m = await signedInMerchant(app, db);
    const withKey = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, payload, remoteAddress: '10.79.0.2' });
    const keyOf = async (scopes: object) => {
      const res = await m.test.post('/api-keys', { name: 'Members sync', scopes });
      expect(res.statusCode, res.body).toBe(201);
      const value = (res.json().data as { value: string }).value;
      rememberSecret('membership test key', value);
      return value;
    };
    const none = await keyOf({ subscriptions: 'read' });
    const refused = await withKey('GET', '/test/api/members', none);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This restricted key has no read access to membership.');
    const reader = await keyOf({ membership: 'read' });
    expect((await withKey('GET', '/test/api/members', reader)).statusCode).toBe(200);
    expect((await withKey('GET', '/test/api/member-tiers', reader)).statusCode).toBe(200);
    expect((await withKey('POST', '/test/api/member-tiers', reader, { name: 'K', benefits: ['X'], planIds: [] })).json().message).toBe('This restricted key has no write access to membership.');
    const writer = await keyOf({ membership: 'write' });
    expect((await withKey('POST', '/test/api/member-tiers', writer, { name: 'K', benefits: ['X'], planIds: [] })).statusCode).toBe(201);
  });
});
