// Explore all products (/allProducts, spec section 2): every product with its state for this account, in this mode and
// on this host, and what enables it. One rule, read by the API (GET /products) and shown by the SPA; it applies the
// route table's own gates (domain/routes.ts), so a product is active exactly when its menu entry opens its page.
import { ROUTES, isRouteAllowed, withModePrefix, type RouteContext, type RouteDef } from './routes';

/** The products of the spec's sidebar, in its order, each by the name of its menu entry. */
export const PRODUCTS = [
  'payments', 'customers', 'invoices', 'refunds', 'disputes', 'balance', 'settlement', 'transfer', 'reports',
  'paymentLinks', 'mjkPayouts', 'coupons', 'membership', 'issuing', 'subscriptions', 'gateway', 'buildWebsite', 'seo',
  'smartAccount', 'account',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const PRODUCT_STATES = ['active', 'needs_verification', 'not_enabled', 'not_in_region'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

/**
 * What turns a product on: finishing business verification, the provider turning issuing on (asked through the
 * contact page), switching to test or live mode, or a code from an owner; `region` for a
 * product this market does not offer (nothing enables it here).
 */
export const PRODUCT_ENABLERS = ['verify_business', 'request_issuing', 'test_mode', 'live_mode', 'ask_owner', 'region'] as const;
export type ProductEnabler = (typeof PRODUCT_ENABLERS)[number];

export interface ProductStatus {
  product: Product;
  state: ProductState;
  /** Null when active. */
  enabler: ProductEnabler | null;
  /** Where the product opens (mode-prefixed), or where its enabler is done; null when nothing can be opened. */
  path: string | null;
}

/** Where each enabler is done. */
const ENABLER_PATHS: Partial<Record<ProductEnabler, string>> = { verify_business: '/dashboard', request_issuing: '/contact' };

function stateOf(route: RouteDef, ctx: RouteContext): Omit<ProductStatus, 'product' | 'path'> {
  if (route.regionHidden && ctx.regionVariant) return { state: 'not_in_region', enabler: 'region' };
  if (route.issuing && !ctx.issuingEnabled) return { state: 'not_enabled', enabler: 'request_issuing' };
  if (route.testOnly && !ctx.testMode) return { state: 'not_enabled', enabler: 'test_mode' };
  if (route.prodOnly && ctx.testMode && ctx.isProdHost) return { state: 'not_enabled', enabler: 'live_mode' };
  // The gates above are passed: what isRouteAllowed still says is the user's codes.
  if (!isRouteAllowed(route, ctx)) return { state: 'not_enabled', enabler: 'ask_owner' };
  if (route.kycRequired && !ctx.kycEnabled) return { state: 'needs_verification', enabler: 'verify_business' };
  return { state: 'active', enabler: null };
}

export function productStatuses(ctx: RouteContext, routes: readonly RouteDef[] = ROUTES): ProductStatus[] {
  return PRODUCTS.flatMap((product) => {
    const route = routes.find((r) => r.name === product);
    // A product not built yet is absent (no "coming soon" card).
    if (!route?.built) return [];
    const { state, enabler } = stateOf(route, ctx);
    const path = state === 'active' ? withModePrefix(route.path, ctx.testMode, routes) : (enabler && ENABLER_PATHS[enabler]) ?? null;
    return [{ product, state, enabler, path }];
  });
}
