import { describe, expect, it } from 'vitest';
import { PRODUCTS, productStatuses, type ProductStatus } from './products';
import { ROUTES, buildMenu, stripModePrefix, type RouteContext, type RouteDef } from './routes';

const BUILT: RouteDef[] = ROUTES.map((r) => ({ ...r, built: true }));
const ctx = (over: Partial<RouteContext> = {}): RouteContext => ({
  permissions: ['*'], testMode: false, isProdHost: true, regionVariant: false, kycEnabled: true, issuingEnabled: true, ...over,
});
const of = (list: ProductStatus[], product: string) => list.find((p) => p.product === product);

describe('productStatuses', () => {
  it('lists every product of the sidebar once, in order', () => {
    expect(productStatuses(ctx()).map((p) => p.product)).toEqual([...PRODUCTS]);
  });

  it('asks for verification for a KYC-gated product until the account is approved', () => {
    const list = productStatuses(ctx({ kycEnabled: false }), BUILT);
    expect(of(list, 'payments')).toEqual({ product: 'payments', state: 'needs_verification', enabler: 'verify_business', path: '/dashboard' });
    expect(of(list, 'refunds')?.state).toBe('active');
    expect(of(productStatuses(ctx(), BUILT), 'payments')).toMatchObject({ state: 'active', enabler: null, path: '/dashPayment' });
  });

  it('says what enables a product that is not enabled', () => {
    expect(of(productStatuses(ctx({ issuingEnabled: false }), BUILT), 'issuing')).toMatchObject({ state: 'not_enabled', enabler: 'request_issuing', path: '/contact' });
    expect(of(productStatuses(ctx(), BUILT), 'membership')).toMatchObject({ state: 'not_enabled', enabler: 'test_mode' });
    expect(of(productStatuses(ctx({ testMode: true }), BUILT), 'membership')).toMatchObject({ state: 'active', path: '/test/Membership' });
    expect(of(productStatuses(ctx({ testMode: true, isProdHost: true }), BUILT), 'seo')).toMatchObject({ state: 'not_enabled', enabler: 'live_mode' });
    expect(of(productStatuses(ctx({ testMode: true, isProdHost: false }), BUILT), 'seo')?.state).toBe('active');
    expect(of(productStatuses(ctx({ permissions: ['refund'] }), BUILT), 'invoices')).toMatchObject({ state: 'not_enabled', enabler: 'ask_owner', path: null });
  });

  it('says not in your region for the regional variant, before anything else', () => {
    const list = productStatuses(ctx({ regionVariant: true, kycEnabled: false }), BUILT);
    for (const p of ['gateway', 'allProducts', 'smartAccount', 'account']) if (of(list, p)) expect(of(list, p)?.state).toBe('not_in_region');
    expect(of(list, 'smartAccount')).toMatchObject({ enabler: 'region', path: null });
  });

  it('leaves an unbuilt product out (no coming-soon card), and leads the website services to their pages', () => {
    const routes = ROUTES.map((r) => (r.name === 'coupons' ? { ...r, built: false } : r));
    expect(of(productStatuses(ctx(), routes), 'coupons')).toBeUndefined();
    expect(of(productStatuses(ctx()), 'buildWebsite')).toMatchObject({ state: 'active', path: '/buildWebsite' });
    expect(of(productStatuses(ctx()), 'seo')).toMatchObject({ state: 'active', path: '/seo' });
  });

  it('is active exactly when the menu shows the product unlocked', () => {
    for (const over of [{}, { kycEnabled: false }, { testMode: true }, { regionVariant: true }, { permissions: ['refund', 'Account'] }, { issuingEnabled: false }]) {
      const c = ctx(over);
      const menu = buildMenu(c).flatMap((g) => g.items).filter((i) => !i.locked).map((i) => i.name);
      const active = productStatuses(c).filter((p) => p.state === 'active').map((p) => p.product);
      expect(active).toEqual(PRODUCTS.filter((p) => menu.includes(p)));
      for (const p of productStatuses(c).filter((s) => s.state === 'active')) expect(stripModePrefix(p.path ?? '').path).not.toBe('');
    }
  });
});
