// GET {base}/home (Home, issue 32): the figures come from the other pages' own calls, each only for a member whose
// codes read it there; the answer is the request's account and mode only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeRecord } from '../../domain/home';
import { setupTestApp } from '../helpers/app';
import { disputedPayment, disputeMerchant } from '../factories/disputes';
import { makePayment, signedInMerchant, teammate } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof disputeMerchant>>;
let paid: string[];
const READER = ['eduoverview', 'Overview', 'Disputeslist', 'dashPayment'];

beforeAll(async () => {
  m = await disputeMerchant(app, db);
  const first = await makePayment(m.test, { amount: 12_345 });
  const { payment } = await disputedPayment(m.test, { amount: 5_000 });
  paid = [payment.id, first.id];
}, 60_000);

const home = async (client: { get: (p: string) => Promise<{ statusCode: number; json: () => unknown }> }) => {
  const res = await client.get('/home');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: HomeRecord }).data;
};

describe('GET {base}/home', () => {
  it("gives a reader today's figures, the balance, open disputes and the latest payments of this mode", async () => {
    const reader = await teammate(app, db, m.account.id, { permissions: READER });
    const data = await home(reader.test);
    expect(data).toMatchObject({ accountName: m.account.name, livemode: false, openDisputes: 1, facts: { teamMembers: 2, paymentLinks: 0 } });
    expect(data.recent?.map((p) => p.id)).toEqual(paid);
    const usd = data.today?.currencies.find((c) => c.currency === 'USD');
    expect(usd).toMatchObject({ successfulCount: 2, successfulAmount: 17_345 });
    expect(data.balance?.map((b) => b.currency)).toContain('USD');
  });

  it("counts today in the reader's chosen zone once they picked one, as the overview does", async () => {
    const reader = await teammate(app, db, m.account.id, { permissions: [...READER, 'settings'] });
    expect((await home(reader.test)).today?.tz).not.toBe('America/New_York');
    expect((await reader.test.put('/settings/profile', { nickname: 'Rea', language: 'en', timezone: 'America/New_York' })).statusCode).toBe(200);
    const today = (await home(reader.test)).today;
    expect(today?.tz).toBe('America/New_York');
    expect(today?.range.start).toBe((await reader.test.get('/stats/overview', { period: 'today' })).json().data.range.start);
  });

  it('keeps the modes apart', async () => {
    const data = await home(m.live);
    expect(data).toMatchObject({ livemode: true, openDisputes: 0, recent: [] });
    expect(data.today?.currencies).toEqual([]);
  });

  it('answers null for every figure the member may not read elsewhere, and the steps\' counts to all', async () => {
    const plain = await teammate(app, db, m.account.id, { permissions: ['eduoverview'] });
    const data = await home(plain.test);
    expect(data).toMatchObject({ today: null, balance: null, openDisputes: null, recent: null });
    expect(data.facts.teamMembers).toBeGreaterThanOrEqual(2);
  });

  it('refuses a member without eduoverview, and shows another account nothing of this one', async () => {
    const other = await teammate(app, db, m.account.id, { permissions: ['Overview', 'dashPayment'] });
    expect((await other.test.get('/home')).statusCode).toBe(403);
    const stranger = await signedInMerchant(app, db);
    const data = await home(stranger.test);
    expect(data).toMatchObject({ accountName: stranger.account.name, openDisputes: 0, recent: [], facts: { teamMembers: 1 } });
  });
});
