// GET /products (Explore all products): each product's state for the account, mode and host (domain/products.ts).
import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/repositories/sessions';
import { buildMerchant } from '../factories';
import { setupTestApp } from '../helpers/app';

const { app, database } = await setupTestApp();
const db = database.db;

async function products(opts: Parameters<typeof buildMerchant>[1], base = '/api', host = 'localhost') {
  const m = await buildMerchant(db, opts);
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  const res = await app.inject({ url: `${base}/products`, headers: { authorization: `Bearer ${base === '/api' ? s.liveToken : s.testToken}`, host } });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().data as { product: string; state: string; enabler: string | null; path: string | null }[]).map((p) => [p.product, p]));
}

describe('GET /products', () => {
  it('asks an unverified account to verify before the KYC-gated products, and keeps the others active', async () => {
    const list = await products({ kycStatus: 'inactive' });
    expect(list.get('payments')).toEqual({ product: 'payments', state: 'needs_verification', enabler: 'verify_business', path: '/dashboard' });
    expect(list.get('refunds')).toMatchObject({ state: 'active', path: '/refund' });
    expect(list.get('issuing')).toMatchObject({ state: 'not_enabled', enabler: 'request_issuing' });
    expect((await products({ issuingEnabled: true })).get('issuing')).toMatchObject({ state: 'active' });
  });

  it("follows the member's codes, the mode and the host", async () => {
    const restricted = await products({ permissions: ['refund'] });
    expect(restricted.get('invoices')).toMatchObject({ state: 'not_enabled', enabler: 'ask_owner', path: null });
    expect(restricted.get('refunds')?.state).toBe('active');
    expect((await products({}, '/test/api')).get('refunds')).toMatchObject({ state: 'active', path: '/test/refund' });
    const region = await products({}, '/api', 'dashboard.paydash.ru');
    expect(region.get('smartAccount')).toMatchObject({ state: 'not_in_region', enabler: 'region' });
    expect(region.get('payments')?.state).toBe('active');
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/products' })).statusCode).toBe(401);
  });
});
