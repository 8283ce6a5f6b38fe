// Payments of the legacy flow (spec section 4; domain/legacy-flow.ts): the merchant API object says so and carries
// the legacy status, the list filters by it (in its own mode only), a full refund turns it Refunded, and the CSV
// writes it as the list's chip does, in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { setLegacyStage } from '../../server/repositories/payments';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { makePayment, signedInMerchant, topUp } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

let m: Awaited<ReturnType<typeof signedInMerchant>>;
const ids: Record<'plain' | 'paid' | 'guaranteed' | 'delivered', string> = { plain: '', paid: '', guaranteed: '', delivered: '' };

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = (await makePayment(m.test, { amount: 2_000 })).id;
  for (const stage of ['paid', 'guaranteed', 'delivered'] as const) await setLegacyStage(db, m.test.scope, [ids[stage]], stage);
  await topUp(db, m.test.scope, 'USD', 100_000);
}, 60_000);

type Row = { id: string; status: string; flow: string; legacyStage: string | null; legacyStatus: string | null };
const listed = async (filter: Record<string, unknown>, client = m.test) => {
  const res = await client.get('/payments', { filter, sort: ['createdAt', 'ASC'] });
  expect(res.statusCode).toBe(200);
  return (res.json() as Row[]).map((p) => p.id);
};

describe('payments of the legacy flow', () => {
  it('carry their flow and legacy status on the API object; the dashboard flow has none', async () => {
    const guaranteed = (await m.test.get(`/payments/${ids.guaranteed}`)).json() as Row;
    expect(guaranteed).toMatchObject({ status: 'succeeded', flow: 'legacy', legacyStage: 'guaranteed', legacyStatus: 'guaranteed' });
    const plain = (await m.test.get(`/payments/${ids.plain}`)).json() as Row;
    expect(plain).toMatchObject({ flow: 'dashboard', legacyStage: null, legacyStatus: null });
  });

  it('are filtered by legacy status, in their own mode only', async () => {
    expect(await listed({ legacyStatus: 'guaranteed' })).toEqual([ids.guaranteed]);
    expect(await listed({ legacyStatus: ['paid', 'delivered'] })).toEqual([ids.paid, ids.delivered]);
    expect(await listed({ legacyStatus: 'any' })).toEqual([ids.paid, ids.guaranteed, ids.delivered]);
    expect(await listed({ legacyStatus: 'any' }, m.live)).toEqual([]);
    const bad = await m.test.get('/payments', { filter: { legacyStatus: 'shipped' } });
    expect(bad.statusCode).toBe(400);
  });

  it('turn Refunded once fully refunded, and the filter follows', async () => {
    const refund = await m.test.post('/refunds', { paymentId: ids.delivered, reason: 'requested_by_customer' }, { 'Idempotency-Key': `legacy-${ids.delivered}` });
    expect(refund.statusCode).toBe(201);
    const after = (await m.test.get(`/payments/${ids.delivered}`)).json() as Row;
    expect(after).toMatchObject({ status: 'refunded', legacyStage: 'delivered', legacyStatus: 'refunded' });
    expect(await listed({ legacyStatus: 'refunded' })).toEqual([ids.delivered]);
    expect(await listed({ legacyStatus: 'delivered' })).toEqual([]);
  });

  it('are exported with the legacy status, in both languages', async () => {
    const filter = { id: [ids.plain, ids.paid, ids.guaranteed, ids.delivered] };
    const status = (rows: string[][]) => Object.fromEntries(rows.slice(1).map((r) => [r[0], r[2]]));
    const en = status(parseCsv((await m.test.get('/payments/export', { filter })).body));
    expect(en).toEqual({ [ids.plain]: 'Succeeded', [ids.paid]: 'Paid', [ids.guaranteed]: 'Guaranteed', [ids.delivered]: 'Refunded' });
    const zh = status(parseCsv((await m.test.get('/payments/export', { filter, lang: 'zh' })).body));
    expect(zh).toEqual({ [ids.plain]: '成功', [ids.paid]: '已支付', [ids.guaranteed]: '已担保', [ids.delivered]: '已退款' });
  });
});
