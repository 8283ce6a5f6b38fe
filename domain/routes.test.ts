import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES, filterRoutesByPermission } from './permissions';
import {
  MENU_SECTIONS, ROUTES, backCrumbs, buildMenu, expandRoutes, findBuiltRoute, findRoute, isRouteAllowed, landingPage, matchRoutePath, pageTitle, resolvePath,
  permissionRouteTree, resourcePath, resourceViews, routeTitleKey, routerRoutes, stripModePrefix, variantAllows, visibleRouteTree,
  withModePrefix, type ExpandedRoute, type RouteContext, type RouteDef,
} from './routes';
import { canPerform } from './action-permissions';

/** The whole table with every page built, as it will be once the SPA catches up. */
const BUILT: RouteDef[] = ROUTES.map((r) => ({ ...r, built: true }));
const ctx = (over: Partial<RouteContext> = {}): RouteContext => ({
  permissions: [], testMode: false, isProdHost: true, regionVariant: false, kycEnabled: true, issuingEnabled: true, ...over,
});
const menuNames = (c: RouteContext, routes: readonly RouteDef[] = BUILT) => buildMenu(c, routes).flatMap((g) => g.items.map((i) => i.name));
const byName = (name: string) => ROUTES.find((r) => r.name === name) as RouteDef;

const SPEC_PATHS = [
  '/login', '/register', '/activate', '/verify', '/resetmail', '/resetpwd', '/verifymail', '/verifypwd', '/directLogin',
  '/contact', '/dataview', '/404', '/500', '/error-four', '/business-type', '/personal-details',
  '/business-registered-address', '/business-details', '/business-representative', '/public-details', '/business-owners',
  '/bank-details', '/review', '/AutomaticReview', '/upload-materials', '/dashboard', '/ob-teams', '/contact-success',
  '/newPaymentLink', '/', '/overview', '/payment', '/dashPayment', '/dashPaymentDetail', '/Customers', '/disbursements',
  '/invoice', '/invoiceDetail', '/invoiceCreate', '/invoiceEditor', '/refund', '/refundCreate', '/dashRefundCreate',
  '/refundDetail', '/dashRefundDetail', '/disputes', '/disputeDetail', '/submitEvidence', '/evidenceDetail',
  '/disputes/details', '/disputes/submitevidence', '/developer', '/developer/add-webhook-endpoints',
  '/webhook/webhook-endpoint-detail', '/reports', '/Membership', '/smartAccount', '/balance', '/balance/topup',
  '/settlement', '/transfer', '/mjkPayouts', '/mjkNewPayout', '/payouts', '/newPayout', '/newBeneficiary', '/payoutDetail',
  '/payDetail', '/beneficiaryDetail', '/beneficiaryEdit', '/paymentLink', '/paymentLinkDetail', '/issuing',
  '/issuing/:tabActiveName', '/issuing/cards/:cardId', '/issuing/cardholders/:cardId', '/issuing/authorizations/:cardId',
  '/issuing/transactions/:cardId', '/teams', '/settingspayments', '/settings', '/settings-business', '/subscriptions',
  '/subscriptionsDetail', '/coupons', '/newCoupon', '/couponDetail', '/gateway', '/allProducts', '/account',
  '/account/transferOut', '/account/transferOutDetail', '/account/receivefunds', '/account/receivefundsDetail',
  '/buildWebsite', '/seo',
  // Not in spec section 2: the public hosted checkout of invoices and payment links (issue 7).
  '/pay/:token',
];

// The pages that exist today; a new page flips its route and is added here, so nothing is mounted by accident.
/** Not in the spec: the operators' view of the job queue (issue 13). */
const OPERATOR_PATHS = ['/ops/jobs'];
/** Not in the spec: an API key's page (issue 27). */
const NON_SPEC_PATHS = ['/developer/api-key-detail'];
/** Not in the spec: the balance's entries, its top-up history and their records, a transfer's page (issue 28). */
/** Not in the spec: the beneficiaries' list (issue 29). */
const PAYOUT_PATHS = ['/beneficiaries'];
const BALANCE_PATHS = ['/balance/entries', '/balance/entryDetail', '/balance/topups', '/balance/topupDetail', '/transferDetail'];

/** Not in the spec: the team's roles and audit log, a member's and a role's page, and the invitation's link (issue 32). */
const TEAM_PATHS = ['/teams/roles', '/teams/audit-log', '/teams/audit-log-detail', '/teams/member-detail', '/teams/role-detail', '/invite'];

/** Not in the spec: adding and changing a cardholder (issue 31). */
/** Not in the spec: a website service brief and a request's page (issue 32). */
const SERVICE_PATHS = ['/serviceRequestCreate', '/serviceRequestDetail'];

const ISSUING_PATHS = ['/issuing/cardholders/new', '/issuing/cardholders/:cardId/edit', '/issuing/cards/new', '/issuing/cards/:cardId/edit'];

const BUILT_TODAY = [
  ...OPERATOR_PATHS, ...TEAM_PATHS, '/teams',
  '/login', '/register', '/activate', '/verify', '/verifymail', '/verifypwd', '/resetmail', '/resetpwd',
  '/', '/directLogin', '/contact', '/dataview', '/404', '/500', '/error-four', '/settings', '/settingspayments', '/settings-business',
  '/business-type', '/personal-details', '/business-registered-address', '/business-details',
  '/business-representative', '/public-details', '/business-owners', '/bank-details', '/review',
  '/AutomaticReview', '/upload-materials', '/dashboard', '/ob-teams', '/contact-success',
  '/overview', '/payment', '/dashPayment', '/dashPaymentDetail', '/disbursements', '/Customers', '/refund',
  '/refundCreate', '/dashRefundCreate', '/refundDetail', '/dashRefundDetail',
  '/paymentLink', '/paymentLinkDetail', '/newPaymentLink', '/pay/:token',
  '/invoice', '/invoiceDetail', '/invoiceCreate', '/invoiceEditor',
  '/disputes', '/disputeDetail', '/submitEvidence', '/evidenceDetail', '/disputes/details', '/disputes/submitevidence',
  '/developer', '/developer/add-webhook-endpoints', '/webhook/webhook-endpoint-detail', ...NON_SPEC_PATHS,
  '/balance', '/balance/topup', '/transfer', ...BALANCE_PATHS,
  '/settlement', '/reports',
  '/mjkPayouts', '/mjkNewPayout', '/payouts', '/newPayout', '/payoutDetail', '/payDetail', '/newBeneficiary', '/beneficiaryDetail',
  '/beneficiaryEdit', ...PAYOUT_PATHS,
  '/coupons', '/newCoupon', '/couponDetail', '/subscriptions', '/subscriptionsDetail', '/Membership',
  '/allProducts', '/gateway', '/smartAccount', '/account', '/account/transferOut', '/account/transferOutDetail', '/account/receivefunds', '/account/receivefundsDetail',
  '/issuing', '/issuing/:tabActiveName', '/issuing/cardholders/:cardId', '/issuing/cards/:cardId', ...ISSUING_PATHS,
  '/issuing/authorizations/:cardId', '/issuing/transactions/:cardId',
  '/buildWebsite', '/seo', ...SERVICE_PATHS,
];

describe('route table', () => {
  it('holds every route of spec section 2 exactly once, plus the operators\' pages', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS, ...OPERATOR_PATHS, ...NON_SPEC_PATHS, ...BALANCE_PATHS, ...PAYOUT_PATHS, ...ISSUING_PATHS, ...TEAM_PATHS, ...SERVICE_PATHS].sort());
  });

  it('shows the operators\' job page to owners and admins only, whatever their codes', () => {
    const ctx = { permissions: ['*'], testMode: false, isProdHost: false, regionVariant: false, kycEnabled: true, issuingEnabled: false };
    const ops = ROUTES.find((r) => r.path === '/ops/jobs')!;
    expect(isRouteAllowed(ops, { ...ctx, role: 'owner' })).toBe(true);
    expect(isRouteAllowed(ops, { ...ctx, role: 'admin' })).toBe(true);
    expect(isRouteAllowed(ops, { ...ctx, role: 'member' })).toBe(false);
    expect(isRouteAllowed(ops, ctx)).toBe(false);
    const menu = (role: 'owner' | 'member') => buildMenu({ ...ctx, role }).flatMap((g) => g.items.map((i) => i.name));
    expect(menu('owner')).toContain('opsJobs');
    expect(menu('member')).not.toContain('opsJobs');
  });

  it('has unique names, live and test variants together', () => {
    const names = expandRoutes().map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('marks as built exactly the pages that exist', () => {
    expect(ROUTES.filter((r) => r.built).map((r) => r.path).sort()).toEqual([...BUILT_TODAY].sort());
  });

  it('uses only known permission codes (plus the local issuing code)', () => {
    const known = new Set<string>([...PERMISSION_CODES, 'issuing']);
    for (const r of ROUTES) for (const code of [r.permission ?? []].flat()) expect(known, r.name).toContain(code);
  });

  it('carries the codes of spec section 6 on the main routes', () => {
    const codes = Object.fromEntries(ROUTES.map((r) => [r.path, r.permission]));
    expect(codes).toMatchObject({
      '/': 'eduoverview', '/overview': 'Overview', '/payment': 'dashPayment', '/dashPayment': 'dashPayment',
      '/dashPaymentDetail': 'Payment_detail', '/disbursements': 'Disbursements', '/Customers': 'Customers',
      '/invoice': 'invoice', '/invoiceDetail': 'InvoiceDetail', '/invoiceCreate': 'InvoiceCreate',
      '/invoiceEditor': 'InvoiceEditor', '/refund': 'refund', '/dashRefundDetail': 'refund', '/disputes': 'Disputeslist',
      '/disputeDetail': 'disputeDetail', '/submitEvidence': 'submitEvidence', '/evidenceDetail': 'evidenceDetail',
      '/developer': 'DevelopTest', '/balance': 'BalanceList', '/settlement': 'settlement', '/transfer': 'transfer',
      '/reports': 'Revelops', '/payouts': 'Payoutslist', '/newPayout': 'Payoutscreate_ovo',
      '/paymentLink': 'paymentLink_Detail', '/coupons': 'Coupons', '/newCoupon': 'NewCoupons',
      '/couponDetail': 'CouponsDetail', '/subscriptions': 'Subscriptions', '/account': 'Account', '/settings': 'settings',
      '/settings-business': 'settingsBusiness', '/settingspayments': 'settingspayments', '/issuing': 'issuing',
    });
  });

  it('points every hidden child at a visible menu entry of the same section', () => {
    for (const r of ROUTES.filter((x) => x.kind === 'shell' && x.hidden)) {
      const parent = byName(r.menuParent ?? '');
      expect(parent, r.name).toBeDefined();
      expect(parent.hidden, r.name).toBeFalsy();
      expect(parent.section, r.name).toBe(r.section);
    }
  });

  it('gives every menu entry a section and an icon', () => {
    for (const r of ROUTES.filter((x) => x.kind === 'shell' && !x.hidden)) {
      expect(r.section, r.name).toBeDefined();
      expect(r.icon, r.name).toMatch(/^[A-Z]\w+$/);
    }
  });

  it('flags every /issuing path as issuing and only those', () => {
    for (const r of ROUTES) expect(Boolean(r.issuing), r.path).toBe(r.path.startsWith('/issuing'));
  });

  it('flags the spec gates', () => {
    expect(byName('issuing').redirect).toBe('/issuing/overview');
    expect(byName('membership').testOnly).toEqual({ redirect: '/overview' });
    expect(ROUTES.filter((r) => r.regionHidden && !r.hidden).map((r) => r.name).sort())
      .toEqual(['account', 'allProducts', 'gateway', 'smartAccount']);
    for (const name of ['transactions', 'payments', 'mjkPayouts', 'paymentLinks', 'invoices', 'issuing', 'smartAccount', 'account', 'balanceTopup']) {
      expect(byName(name).kycRequired, name).toBe(true);
    }
    expect(byName('onboard').path).toBe('/dashboard');
    for (const r of ROUTES.filter((x) => x.kind === 'onboarding' && x.name !== 'onboard')) {
      expect([r.hideEnvSwitch, r.hideSettings], r.name).toEqual([true, true]);
    }
    expect(byName('payouts').hidden).toBe(true);
    expect(byName('newPaymentLink').kind).toBe('fullscreen');
  });

  it('gives test variants to the money lists and their details', () => {
    for (const name of ['transactions', 'payments', 'paymentDetail', 'customers', 'refunds', 'refundDetail', 'invoices',
      'disputes', 'developer', 'paymentLinks', 'coupons', 'subscriptions', 'balance', 'mjkPayouts']) {
      expect(byName(name).hasTestVariant, name).toBe(true);
    }
    // The overview and the data view show the figures of the mode (issue 33, 4).
    expect(byName('overview').hasTestVariant).toBe(true);
    expect(byName('dataview').hasTestVariant).toBe(true);
  });
});

describe('MENU_SECTIONS', () => {
  it('follows the spec order with settings last', () => {
    expect(MENU_SECTIONS.slice(0, 4)).toEqual(['overview', 'home', 'payments', 'customers']);
    expect(MENU_SECTIONS.at(-1)).toBe('settings');
    expect(MENU_SECTIONS.indexOf('membership')).toBeLessThan(MENU_SECTIONS.indexOf('issuing'));
    expect(new Set(MENU_SECTIONS).size).toBe(25);
  });
});

describe('expandRoutes', () => {
  const expanded = expandRoutes();

  it('adds one test variant per flagged route, named test-<name> under /test', () => {
    const flagged = ROUTES.filter((r) => r.hasTestVariant);
    expect(expanded).toHaveLength(ROUTES.length + flagged.length);
    for (const r of flagged) {
      const t = expanded.find((x) => x.name === `test-${r.name}`);
      expect(t).toMatchObject({ path: r.path === '/' ? '/test' : `/test${r.path}`, isTestPath: true, parentMenu: r.name });
      expect(t?.permission).toEqual(r.permission);
    }
    expect(expanded.filter((r) => !r.isTestPath)).toHaveLength(ROUTES.length);
    expect(findRoute('test-overview')?.path).toBe('/test/overview');
  });

  it('keeps a redirect inside test mode and maps the root to /test', () => {
    expect(findRoute('test-issuing')?.redirect).toBe('/test/issuing/overview');
    const routes: RouteDef[] = [{ name: 'home', path: '/', kind: 'shell', built: true, hasTestVariant: true }];
    expect(expandRoutes(routes)[1]).toMatchObject({ name: 'test-home', path: '/test' });
  });

  it('titles a test variant like its live route', () => {
    expect(routeTitleKey(expanded.find((r) => r.name === 'test-payments')!)).toBe('routes.payments');
    expect(routeTitleKey(expanded.find((r) => r.name === 'payments')!)).toBe('routes.payments');
  });
});

describe('buildMenu', () => {
  it('lists sections in MENU_SECTIONS order for a full admin in test mode off production', () => {
    const groups = buildMenu(ctx({ testMode: true, isProdHost: false }), BUILT);
    // Home opens to members given eduoverview in their own list, never by a full admin's wildcard.
    expect(groups.map((g) => g.section)).toEqual(MENU_SECTIONS.filter((s) => s !== 'home'));
    expect(groups.find((g) => g.section === 'payments')?.items.map((i) => i.name)).toEqual(['transactions', 'payments', 'disbursements']);
  });

  it('gives the disbursements their menu entry, with their code Disbursements', () => {
    const item = (permissions: string[]) => buildMenu(ctx({ permissions, testMode: true }), BUILT).flatMap((g) => g.items).find((i) => i.name === 'disbursements');
    expect(item(['dashPayment', 'Disbursements'])).toMatchObject({ path: '/test/disbursements', icon: 'Outbox' });
    expect(item(['dashPayment'])).toBeUndefined();
  });

  it('never lists hidden or unbuilt routes', () => {
    const names = menuNames(ctx({ testMode: true }));
    expect(names).not.toContain('paymentDetail');
    expect(names).not.toContain('payouts');
    const onlySettings = ROUTES.map((r) => ({ ...r, built: r.name === 'settings' }));
    expect(buildMenu(ctx(), onlySettings)).toEqual([{ section: 'settings', items: [{ name: 'settings', path: '/settings', icon: 'Settings', locked: false }] }]);
  });

  it('hides test-only items in live mode', () => {
    expect(menuNames(ctx({ testMode: true }))).toContain('membership');
    expect(menuNames(ctx({ testMode: false }))).not.toContain('membership');
  });

  it('hides prod-only items in test mode on the production host only', () => {
    expect(menuNames(ctx({ testMode: true, isProdHost: true }))).not.toContain('seo');
    expect(menuNames(ctx({ testMode: true, isProdHost: false }))).toContain('seo');
    expect(menuNames(ctx({ testMode: false, isProdHost: true }))).toEqual(expect.arrayContaining(['seo', 'buildWebsite']));
  });

  it('hides region items in the regional variant', () => {
    const names = menuNames(ctx({ regionVariant: true }));
    for (const n of ['gateway', 'smartAccount', 'allProducts', 'account']) expect(names).not.toContain(n);
    expect(names).toContain('payments');
  });

  it('shows issuing only when enabled, for admins and coded users alike', () => {
    expect(menuNames(ctx({ issuingEnabled: false }))).not.toContain('issuing');
    expect(menuNames(ctx({ permissions: ['dashPayment'], issuingEnabled: true }))).toContain('issuing');
    expect(menuNames(ctx({ permissions: ['dashPayment'], issuingEnabled: false }))).not.toContain('issuing');
  });

  it('filters by permission; uncoded entries stay visible', () => {
    expect(menuNames(ctx({ permissions: ['dashPayment', 'Customers'], issuingEnabled: false }))).toEqual([
      'transactions', 'payments', 'customers', 'buildWebsite', 'seo', 'allProducts',
    ]);
    // The smart account moves money: both of its entries ask for the code Account (issue 29, item 4).
    expect(menuNames(ctx({ permissions: ['Account'], issuingEnabled: false }))).toEqual(expect.arrayContaining(['smartAccount', 'account']));
  });

  it('locks KYC-required items until KYC is approved', () => {
    const items = buildMenu(ctx({ kycEnabled: false }), BUILT).flatMap((g) => g.items);
    expect(items.find((i) => i.name === 'payments')?.locked).toBe(true);
    expect(items.find((i) => i.name === 'customers')?.locked).toBe(false);
    expect(buildMenu(ctx({ kycEnabled: true }), BUILT).flatMap((g) => g.items).every((i) => !i.locked)).toBe(true);
  });

  it('prefixes paths with /test in test mode where a test variant exists', () => {
    const items = buildMenu(ctx({ testMode: true }), BUILT).flatMap((g) => g.items);
    const path = (n: string) => items.find((i) => i.name === n)?.path;
    expect(path('payments')).toBe('/test/dashPayment');
    expect(path('overview')).toBe('/test/overview');
    expect(path('issuing')).toBe('/test/issuing');
    expect(buildMenu(ctx(), BUILT).flatMap((g) => g.items).find((i) => i.name === 'payments')?.path).toBe('/dashPayment');
  });
});

describe('landingPage', () => {
  it('sends a full admin (empty list or leading wildcard) to /overview', () => {
    expect(landingPage(ctx({ permissions: [] }), BUILT)).toBe('/overview');
    expect(landingPage(ctx({ permissions: ['*', 'dashPayment'] }), BUILT)).toBe('/overview');
  });

  it('sends a full admin to the first visible item when /overview is not built', () => {
    expect(landingPage(ctx(), BUILT.map((r) => (r.name === 'overview' ? { ...r, built: false } : r)))).toBe('/payment');
    expect(landingPage(ctx(), ROUTES.map((r) => (r.name === 'overview' ? { ...r, built: false } : r)))).toBe('/payment');
    expect(landingPage(ctx(), ROUTES)).toBe('/overview');
  });

  it('opens Home (/) to a member whose own list holds eduoverview, and a full admin at / to /overview', () => {
    expect(resolvePath('/', ctx({ permissions: ['eduoverview', 'dashPayment'] }))).toMatchObject({ kind: 'ok', route: { name: 'home' } });
    expect(resolvePath('/', ctx({ permissions: ['*'] }))).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolvePath('/', ctx({ permissions: [] }))).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolvePath('/', ctx({ permissions: ['Overview', 'dashPayment'] }))).toEqual({ kind: 'redirect', to: '/overview' });
    const menu = (permissions: string[]) => buildMenu(ctx({ permissions })).flatMap((g) => g.items.map((i) => i.name));
    expect(menu(['eduoverview'])).toContain('home');
    expect(menu(['*'])).not.toContain('home');
    expect(landingPage(ctx({ permissions: ['Overview', 'eduoverview'] }))).toBe('/');
    expect(landingPage(ctx({ permissions: ['eduoverview'], testMode: true }))).toBe('/test');
    expect(resolvePath('/test', ctx({ permissions: ['eduoverview'], testMode: true }))).toMatchObject({ kind: 'ok', route: { name: 'test-home' } });
    expect(resolvePath('/customersNowhere', ctx({ permissions: ['Overview', 'eduoverview'] }))).toEqual({ kind: 'notFound' });
    expect(resolvePath('/Customers', ctx({ permissions: ['Overview', 'eduoverview'] }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends others to the first visible item, mode-prefixed', () => {
    expect(landingPage(ctx({ permissions: ['eduoverview', 'Customers'] }), BUILT)).toBe('/');
    expect(landingPage(ctx({ permissions: ['Customers', 'dashPayment'] }), BUILT)).toBe('/payment');
    expect(landingPage(ctx({ permissions: ['Customers'], testMode: true }), BUILT)).toBe('/test/Customers');
  });

  it('is null when nothing is visible', () => {
    const coded = BUILT.filter((r) => r.permission !== undefined);
    expect(landingPage(ctx({ permissions: ['nothing'], issuingEnabled: false }), coded)).toBeNull();
  });
});

describe('withModePrefix and stripModePrefix', () => {
  it('prefixes only in test mode and only routes with a test variant', () => {
    expect(withModePrefix('/dashPayment', true)).toBe('/test/dashPayment');
    expect(withModePrefix('/dashPayment', false)).toBe('/dashPayment');
    expect(withModePrefix('/overview', true)).toBe('/test/overview');
    expect(withModePrefix('/settings', true)).toBe('/settings');
    expect(withModePrefix('/issuing/cards/c_1', true)).toBe('/test/issuing/cards/c_1');
    expect(withModePrefix('/dashPaymentDetail?id=p_1#top', true)).toBe('/test/dashPaymentDetail?id=p_1#top');
    expect(withModePrefix('/test/dashPayment', true)).toBe('/test/dashPayment');
    expect(withModePrefix('/nowhere', true)).toBe('/nowhere');
  });

  it('strips the prefix and says whether it was there', () => {
    expect(stripModePrefix('/test/refund')).toEqual({ path: '/refund', test: true });
    expect(stripModePrefix('/test')).toEqual({ path: '/', test: true });
    expect(stripModePrefix('/testing')).toEqual({ path: '/testing', test: false });
    expect(stripModePrefix('/refund')).toEqual({ path: '/refund', test: false });
  });

  it('round-trips every route path with any params', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.array(segment, { minLength: 3, maxLength: 3 }), (route, values) => {
        let i = 0;
        const concrete = route.path.replace(/:\w+/g, () => values[i++]);
        const prefixed = withModePrefix(concrete, true);
        expect(stripModePrefix(prefixed)).toEqual({ path: concrete, test: Boolean(route.hasTestVariant) });
        expect(withModePrefix(concrete, false)).toBe(concrete);
      }),
    );
  });
});

describe('resolvePath', () => {
  it('sends unknown and unbuilt paths to not found', () => {
    expect(resolvePath('/nope', ctx(), BUILT)).toEqual({ kind: 'notFound' });
    expect(resolvePath('/buildWebsite', ctx(), ROUTES.map((r) => (r.name === 'buildWebsite' ? { ...r, built: false } : r)))).toEqual({ kind: 'notFound' });
    expect(resolvePath('/test/settings', ctx(), BUILT)).toEqual({ kind: 'notFound' });
    expect(resolvePath('/issuing/cards/1/extra', ctx(), BUILT)).toEqual({ kind: 'notFound' });
  });

  it('opens a permitted route with its params', () => {
    const r = resolvePath('/issuing/cards/card%201', ctx(), BUILT);
    expect(r).toMatchObject({ kind: 'ok', route: { name: 'issuingCard' }, params: { cardId: 'card 1' } });
    expect(resolvePath('/issuing/overview', ctx(), BUILT)).toMatchObject({ route: { name: 'issuingTab' }, params: { tabActiveName: 'overview' } });
    expect(resolvePath('/test/refundDetail?id=1', ctx({ testMode: true }), BUILT)).toMatchObject({ route: { name: 'test-refundDetail', isTestPath: true } });
    expect(resolvePath('/customers/', ctx(), BUILT)).toMatchObject({ kind: 'ok', route: { name: 'customers' } });
    expect(resolvePath('/settings', ctx())).toMatchObject({ kind: 'ok', route: { name: 'settings' } });
  });

  it('sends any issuing path to /overview while issuing is off', () => {
    const off = ctx({ issuingEnabled: false });
    for (const p of ['/issuing', '/issuing/overview', '/issuing/cards/c1', '/issuing/a/b/c', '/test/issuing/cards/c1']) {
      expect(resolvePath(p, off, BUILT), p).toEqual({ kind: 'redirect', to: '/overview' });
    }
  });

  it('opens the built issuing pages only while issuing is on (the real table, not every page built)', () => {
    expect(resolvePath('/issuing', ctx())).toEqual({ kind: 'redirect', to: '/issuing/overview' });
    expect(resolvePath('/test/issuing', ctx({ testMode: true }))).toEqual({ kind: 'redirect', to: '/test/issuing/overview' });
    for (const tab of ['overview', 'cards', 'cardholders', 'authorizations', 'transactions']) {
      expect(resolvePath(`/issuing/${tab}`, ctx()), tab).toMatchObject({ kind: 'ok', route: { name: 'issuingTab' }, params: { tabActiveName: tab } });
      expect(resolvePath(`/issuing/${tab}`, ctx({ permissions: ['dashPayment'] })), tab).toMatchObject({ kind: 'ok' });
      expect(resolvePath(`/test/issuing/${tab}`, ctx({ issuingEnabled: false, testMode: true })), tab).toEqual({ kind: 'redirect', to: '/test/overview' });
      expect(resolvePath(`/issuing/${tab}`, ctx({ issuingEnabled: false })), tab).toEqual({ kind: 'redirect', to: '/overview' });
    }
    expect(menuNames(ctx({ permissions: ['dashPayment'] }), ROUTES)).toContain('issuing');
    expect(menuNames(ctx({ issuingEnabled: false }), ROUTES)).not.toContain('issuing');
  });

  it('puts a record id in the address\'s own parameter where it has one', () => {
    expect(resourcePath('cardholders', 'show', 'ich 1')).toBe('/issuing/cardholders/ich%201');
    expect(resourcePath('cardholders', 'edit', 'ich_1')).toBe('/issuing/cardholders/ich_1/edit');
    expect(resourcePath('cardholders', 'create')).toBe('/issuing/cardholders/new');
    expect(resolvePath('/issuing/cardholders/new', ctx())).toMatchObject({ kind: 'ok', route: { name: 'issuingCardholderCreate' } });
    expect(resolvePath('/issuing/cardholders/ich_1', ctx())).toMatchObject({ kind: 'ok', route: { name: 'issuingCardholder' }, params: { cardId: 'ich_1' } });
    expect(resourcePath('disputes', 'show', 'dp_1')).toBe('/disputeDetail?id=dp_1');
  });

  it('follows route redirects, staying in test mode', () => {
    expect(resolvePath('/issuing', ctx(), BUILT)).toEqual({ kind: 'redirect', to: '/issuing/overview' });
    expect(resolvePath('/test/issuing', ctx({ testMode: true }), BUILT)).toEqual({ kind: 'redirect', to: '/test/issuing/overview' });
  });

  it('sends test-only routes to their alternative when test mode is off', () => {
    expect(resolvePath('/Membership', ctx(), BUILT)).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolvePath('/test/Membership', ctx(), BUILT)).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolvePath('/test/Membership', ctx({ testMode: true }), BUILT)).toMatchObject({ kind: 'ok' });
  });

  it('sends a user without permission to the landing page, or not found when there is none', () => {
    expect(resolvePath('/Customers', ctx({ permissions: ['dashPayment'] }), BUILT)).toEqual({ kind: 'redirect', to: '/payment' });
    expect(resolvePath('/gateway', ctx({ regionVariant: true }), BUILT)).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolvePath('/seo', ctx({ testMode: true, isProdHost: true }), BUILT)).toEqual({ kind: 'redirect', to: '/test/overview' });
    const coded = BUILT.filter((r) => r.permission !== undefined);
    expect(resolvePath('/Customers', ctx({ permissions: ['nothing'], issuingEnabled: false }), coded)).toEqual({ kind: 'notFound' });
  });

  it('resolves every mounted route to itself', () => {
    const c = ctx({ permissions: ['dashPayment', 'refund'], testMode: true });
    for (const r of routerRoutes(c, BUILT).filter((x) => !x.redirect)) {
      const concrete = r.path.replace(/:\w+/g, 'x1');
      expect(resolvePath(concrete, c, BUILT), r.name).toMatchObject({ kind: 'ok', route: { name: r.name } });
    }
  });
});

describe('routerRoutes', () => {
  it('mounts only built routes the user may open', () => {
    const names = routerRoutes(ctx({ permissions: ['dashPayment'], issuingEnabled: false }), BUILT).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['login', 'notFound', 'payments', 'test-payments', 'allProducts']));
    expect(names).not.toContain('customers');
    expect(names).not.toContain('gateway');
    expect(names).not.toContain('issuingCard');
    expect(names).not.toContain('membership');
    expect(routerRoutes(ctx({ testMode: true }), BUILT).map((r) => r.name)).toContain('test-membership');
  });

  it('mounts the built routes and their test variants, and only what the codes allow', () => {
    const names = routerRoutes(ctx({ role: 'owner' })).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['login', 'overview', 'payments', 'test-payments', 'refundDetail', 'settings']));
    expect(routerRoutes(ctx({ role: 'owner' }), ROUTES.map((r) => (r.name === 'buildWebsite' ? { ...r, built: false } : r))).map((r) => r.name)).not.toContain('buildWebsite');
    // Live mode: all but the test-only /Membership, which test mode mounts (as test-membership), and Home (/), which
    // a full admin's wildcard does not open.
    expect(names.filter((n) => !n.startsWith('test-')).length).toBe(BUILT_TODAY.filter((p) => p !== '/Membership' && p !== '/').length);
    expect(routerRoutes(ctx({ role: 'owner', testMode: true })).map((r) => r.name)).toContain('test-membership');
    const narrow = routerRoutes(ctx({ permissions: ['dashPayment'] })).map((r) => r.name);
    expect(narrow).toContain('payments');
    expect(narrow).not.toContain('settings');
    expect(narrow).not.toContain('customers');
  });
});

describe('matchRoutePath', () => {
  it('matches segments exactly, params as one segment', () => {
    expect(matchRoutePath('/issuing/:tab', '/issuing/cards')).toEqual({ tab: 'cards' });
    expect(matchRoutePath('/issuing/:tab', '/issuing')).toBeNull();
    expect(matchRoutePath('/', '/')).toEqual({});
    expect(matchRoutePath('/a/:id', '/a/%E0%A4%A')).toBeNull();
  });
});

describe('findBuiltRoute', () => {
  const table: RouteDef[] = [
    { ...byName('payments'), built: true },
    { ...byName('paymentDetail'), built: true },
    { ...byName('issuing'), built: false },
  ];

  it('finds the most specific built route, live or test, case-insensitively, with its params', () => {
    expect(findBuiltRoute('/dashpayment/', table)?.route.name).toBe('payments');
    expect(findBuiltRoute('/test/dashPaymentDetail?id=x', table)?.route.name).toBe('test-paymentDetail');
    expect(findBuiltRoute('/issuing', table)).toBeNull();
    expect(findBuiltRoute('/nowhere', table)).toBeNull();
    const tab = findBuiltRoute('/issuing/cards', BUILT);
    expect(tab?.params).toEqual({ tabActiveName: 'cards' });
    expect(findBuiltRoute('/issuing/cards/c_1', BUILT)?.route.name).toBe('issuingCard');
  });

  it('answers as the router does: resolvePath lands on the same route', () => {
    for (const path of SPEC_PATHS) {
      const hit = findBuiltRoute(path, BUILT);
      const resolved = resolvePath(path, ctx({ permissions: ['*'] }), BUILT);
      if (resolved.kind === 'ok') expect(hit?.route.name).toBe(resolved.route.name);
      else if (resolved.kind === 'notFound') expect(hit).toBeNull();
    }
  });

  it('expands a route table once and hands out the same frozen answer', () => {
    const first = expandRoutes(table);
    expect(expandRoutes(table)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(expandRoutes([...table])).not.toBe(first);
  });
});

describe('pageTitle and findRoute', () => {
  it('prefixes the brand', () => {
    expect(pageTitle('PayDash', 'Payments')).toBe('PayDash - Payments');
    expect(pageTitle('PayDash', '')).toBe('PayDash');
  });

  it('finds live and test routes by name', () => {
    expect(findRoute('payments')?.path).toBe('/dashPayment');
    expect(findRoute('test-payments')?.path).toBe('/test/dashPayment');
    expect(findRoute('missing')).toBeUndefined();
  });
});

describe('backCrumbs', () => {
  const expanded = (name: string) => findRoute(name) as ExpandedRoute;

  it('gives a detail its list, as the user left it in the same mode, else its plain address', () => {
    expect(backCrumbs(expanded('paymentDetail'), null)).toEqual([{ label: 'routes.payments', href: '/dashPayment' }]);
    expect(backCrumbs(expanded('paymentDetail'), { name: 'payments', href: '/dashPayment?page=2' })).toEqual([{ label: 'routes.payments', href: '/dashPayment?page=2' }]);
    expect(backCrumbs(expanded('test-paymentDetail'), { name: 'payments', href: '/dashPayment?page=2' })).toEqual([{ label: 'routes.payments', href: '/test/dashPayment' }]);
    expect(backCrumbs(expanded('payments'), null)).toEqual([]);
  });

  it('has no way back above the issuing page of tabs: its heading is Issuing cards', () => {
    expect(backCrumbs(expanded('issuingTab'), null)).toEqual([]);
    expect(backCrumbs(expanded('test-issuingTab'), { name: 'issuingTab', href: '/test/issuing/cards' })).toEqual([]);
  });

  it("gives an issuing page the product and the tab it belongs to, the tab as left when the user came from it", () => {
    expect(backCrumbs(expanded('issuingCard'), null)).toEqual([
      { label: 'routes.issuing', href: '/issuing' },
      { label: 'app.issuing.tabs.cards', href: '/issuing/cards' },
    ]);
    const fromCards = { name: 'issuingTab', href: '/test/issuing/cards?filter=%7B%22status%22%3A%22active%22%7D' };
    expect(backCrumbs(expanded('test-issuingCard'), fromCards)).toEqual([
      { label: 'routes.issuing', href: '/test/issuing' },
      { label: 'app.issuing.tabs.cards', href: fromCards.href },
    ]);
    // Another tab, or the same tab in the other mode, is not where this page belongs: the plain address.
    expect(backCrumbs(expanded('test-issuingAuthorization'), fromCards)[1]).toEqual({ label: 'app.issuing.tabs.authorizations', href: '/test/issuing/authorizations' });
    expect(backCrumbs(expanded('issuingCard'), fromCards)[1]).toEqual({ label: 'app.issuing.tabs.cards', href: '/issuing/cards' });
    expect(backCrumbs(expanded('issuingCardholderEdit'), null)[1]).toEqual({ label: 'app.issuing.tabs.cardholders', href: '/issuing/cardholders' });
    expect(backCrumbs(expanded('issuingTransaction'), null)[1]).toEqual({ label: 'app.issuing.tabs.transactions', href: '/issuing/transactions' });
  });
});

describe('the service pages\' way back', () => {
  const expanded = (name: string) => findRoute(name) as ExpandedRoute;

  it('names the list of the kind in the address: an SEO brief or request belongs to Enhance website SEO, wherever it was opened from', () => {
    const seo = [{ label: 'routes.seo', href: '/seo' }];
    const website = [{ label: 'routes.buildWebsite', href: '/buildWebsite' }];
    expect(backCrumbs(expanded('serviceRequestCreate'), null, ROUTES, '?kind=seo')).toEqual(seo);
    expect(backCrumbs(expanded('serviceRequestCreate'), { name: 'buildWebsite', href: '/buildWebsite' }, ROUTES, '?kind=seo')).toEqual(seo);
    expect(backCrumbs(expanded('serviceRequestDetail'), null, ROUTES, '?id=srq_1&kind=seo')).toEqual(seo);
    expect(backCrumbs(expanded('serviceRequestCreate'), { name: 'seo', href: '/seo?page=2' }, ROUTES, '?kind=website')).toEqual(website);
    // The list as the user left it when it is the one the address names.
    expect(backCrumbs(expanded('serviceRequestCreate'), { name: 'seo', href: '/seo?page=2' }, ROUTES, '?kind=seo')).toEqual([{ label: 'routes.seo', href: '/seo?page=2' }]);
    // No kind in the address: the list it was opened from, else Build website.
    expect(backCrumbs(expanded('serviceRequestDetail'), { name: 'seo', href: '/seo' }, ROUTES, '?id=srq_1')).toEqual(seo);
    expect(backCrumbs(expanded('serviceRequestDetail'), null, ROUTES, '?id=srq_1')).toEqual(website);
  });
});

describe('permissionRouteTree', () => {
  it('nests hidden children under their menu entry with their codes and environment', () => {
    const tree = permissionRouteTree();
    const invoice = tree.find((r) => r.path === '/invoice');
    expect(invoice?.meta?.permission).toBe('invoice');
    expect(invoice?.children?.map((c) => c.path)).toEqual(expect.arrayContaining(['/invoiceDetail', '/invoiceCreate']));
    expect(invoice?.children?.every((c) => c.meta?.hide)).toBe(true);
    expect(tree.find((r) => r.path === '/Membership')?.meta?.showEnv).toBe('test');
    // Every shell route appears exactly once in the tree.
    const flat = tree.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]);
    const shellPaths = ROUTES.filter((r) => r.kind === 'shell').map((r) => r.path);
    expect([...flat].sort()).toEqual([...shellPaths].sort());
  });

  it('filters by permission with its children', () => {
    const tree = filterRoutesByPermission(permissionRouteTree(), ['refund']);
    expect(tree.map((r) => r.path)).toContain('/refund');
    expect(tree.map((r) => r.path)).not.toContain('/invoice');
  });
});

describe('variantAllows and visibleRouteTree', () => {
  const treePaths = (c: RouteContext, routes: readonly RouteDef[] = BUILT) =>
    visibleRouteTree(c, routes).flatMap((r) => [r.path, ...(r.children ?? []).map((k) => k.path)]);

  it('hides prod-only routes only in test mode on the production host', () => {
    const seo = byName('seo');
    expect(variantAllows(seo, { testMode: true, isProdHost: true, regionVariant: false })).toBe(false);
    expect(variantAllows(seo, { testMode: false, isProdHost: true, regionVariant: false })).toBe(true);
    expect(variantAllows(seo, { testMode: true, isProdHost: false, regionVariant: false })).toBe(true);
  });

  it('hides gateway, smart account, all products and account in the regional variant', () => {
    for (const name of ['gateway', 'smartAccount', 'allProducts', 'account', 'accountTransferOut']) {
      expect(variantAllows(byName(name), { testMode: false, isProdHost: true, regionVariant: true })).toBe(false);
      expect(variantAllows(byName(name), { testMode: false, isProdHost: true, regionVariant: false })).toBe(true);
    }
  });

  it("answers the server's tree with exactly the menu's entries, in every mode and host", () => {
    for (const testMode of [false, true]) for (const isProdHost of [false, true]) for (const regionVariant of [false, true]) {
      const c = ctx({ testMode, isProdHost, regionVariant, issuingEnabled: false, permissions: ['Overview', 'refund', 'Account'] });
      const menuPaths = buildMenu(c, BUILT).flatMap((g) => g.items.map((i) => stripModePrefix(i.path).path));
      const topLevel = visibleRouteTree(c, BUILT).filter((r) => !r.meta?.hide).map((r) => r.path);
      expect(topLevel.sort()).toEqual([...menuPaths].sort());
    }
  });

  it('drops a hidden entry with its children, and keeps prod-only entries on the test host', () => {
    const region = treePaths(ctx({ regionVariant: true }));
    expect(region).not.toContain('/account');
    expect(region).not.toContain('/account/transferOut');
    expect(region).toContain('/refund');
    expect(treePaths(ctx({ testMode: true, isProdHost: true }))).not.toContain('/seo');
    expect(treePaths(ctx({ testMode: true, isProdHost: false }))).toContain('/seo');
    expect(treePaths(ctx({ testMode: false }))).not.toContain('/Membership');
  });
});

describe('resource routes', () => {
  it('name the resource and view of every resource page, at the spec addresses', () => {
    const named = Object.fromEntries(ROUTES.filter((r) => r.resource).map((r) => [r.path, `${r.resource?.name}.${r.resource?.view}`]));
    expect(named).toEqual({
      '/payment': 'payments.list', '/dashPayment': 'payments.list', '/dashPaymentDetail': 'payments.show',
      '/refund': 'refunds.list', '/refundCreate': 'refunds.create', '/dashRefundCreate': 'refunds.create',
      '/refundDetail': 'refunds.show', '/dashRefundDetail': 'refunds.show', '/Customers': 'customers.list',
      '/disbursements': 'disbursements.list', '/invoice': 'invoices.list', '/invoiceDetail': 'invoices.show',
      '/invoiceCreate': 'invoices.create', '/invoiceEditor': 'invoices.edit', '/paymentLink': 'payment-links.list',
      '/paymentLinkDetail': 'payment-links.show', '/newPaymentLink': 'payment-links.create',
      '/disputes': 'disputes.list', '/disputeDetail': 'disputes.show', '/evidenceDetail': 'disputes.show',
      '/disputes/details': 'disputes.show', '/submitEvidence': 'disputes.edit', '/disputes/submitevidence': 'disputes.edit',
      '/developer/add-webhook-endpoints': 'webhook-endpoints.create', '/webhook/webhook-endpoint-detail': 'webhook-endpoints.show',
      '/developer/api-key-detail': 'api-keys.show',
      '/balance/topup': 'topups.create', '/balance/topups': 'topups.list', '/balance/topupDetail': 'topups.show',
      '/balance/entries': 'balance-entries.list', '/balance/entryDetail': 'balance-entries.show',
      '/transfer': 'transfers.list', '/transferDetail': 'transfers.show',
      '/settlement': 'settlements.list', '/reports': 'reports.list',
      '/mjkPayouts': 'payouts.list', '/payouts': 'payouts.list', '/mjkNewPayout': 'payouts.create', '/newPayout': 'payouts.create',
      '/payoutDetail': 'payouts.show', '/payDetail': 'payouts.show', '/beneficiaries': 'beneficiaries.list',
      '/newBeneficiary': 'beneficiaries.create', '/beneficiaryDetail': 'beneficiaries.show', '/beneficiaryEdit': 'beneficiaries.edit',
      '/coupons': 'coupons.list', '/newCoupon': 'coupons.create', '/couponDetail': 'coupons.show',
      '/subscriptions': 'subscriptions.list', '/subscriptionsDetail': 'subscriptions.show', '/Membership': 'members.list',
      '/smartAccount': 'smart-account-entries.list', '/account': 'smart-account-transfers.list', '/account/transferOut': 'smart-account-transfers.create',
      '/account/transferOutDetail': 'smart-account-transfers.show', '/account/receivefunds': 'smart-account-incoming.list',
      '/account/receivefundsDetail': 'smart-account-incoming.show',
      '/issuing/cardholders/:cardId': 'cardholders.show', '/issuing/cardholders/new': 'cardholders.create', '/issuing/cardholders/:cardId/edit': 'cardholders.edit',
      '/issuing/cards/:cardId': 'cards.show', '/issuing/cards/new': 'cards.create', '/issuing/cards/:cardId/edit': 'cards.edit',
      '/teams': 'team-members.list', '/teams/roles': 'roles.list', '/teams/audit-log': 'audit-log.list', '/teams/audit-log-detail': 'audit-log.show',
      '/teams/member-detail': 'team-members.show', '/teams/role-detail': 'roles.show',
      '/issuing/authorizations/:cardId': 'issuing-authorizations.show', '/issuing/transactions/:cardId': 'issuing-transactions.show',
      '/buildWebsite': 'service-requests.list', '/seo': 'service-requests.list',
      '/serviceRequestCreate': 'service-requests.create', '/serviceRequestDetail': 'service-requests.show',
    });
  });

  it('point links at the spec address, never at an alias, with the id in the query', () => {
    expect(resourcePath('payments', 'list')).toBe('/dashPayment');
    expect(resourcePath('payments', 'show', 'pay_a b')).toBe('/dashPaymentDetail?id=pay_a%20b');
    expect(resourcePath('refunds', 'create')).toBe('/refundCreate');
    expect(resourcePath('refunds', 'show', 're_1')).toBe('/refundDetail?id=re_1');
    expect(resourcePath('invoices', 'edit', 'inv_1')).toBe('/invoiceEditor?id=inv_1');
    expect(resourcePath('customers', 'show', 'cus_1')).toBeUndefined();
    expect(resourcePath('disputes', 'list')).toBe('/disputes');
    expect(resourcePath('disputes', 'show', 'dp_1')).toBe('/disputeDetail?id=dp_1');
    expect(resourcePath('disputes', 'edit', 'dp_1')).toBe('/submitEvidence?id=dp_1');
    expect(resourcePath('developer', 'list')).toBeUndefined();
    expect(resourcePath('webhook-endpoints', 'create')).toBe('/developer/add-webhook-endpoints');
    expect(resourcePath('webhook-endpoints', 'show', 'we_1')).toBe('/webhook/webhook-endpoint-detail?id=we_1');
    // The endpoints' list is a tab of /developer, not an address of its own.
    expect(resourcePath('webhook-endpoints', 'list')).toBeUndefined();
    expect(resourcePath('api-keys', 'show', 'key_1')).toBe('/developer/api-key-detail?id=key_1');
  });

  it('lists each resource with the views it has addresses for', () => {
    const views = resourceViews();
    expect([...views.keys()].sort()).toEqual([
      'api-keys', 'audit-log', 'balance-entries', 'beneficiaries', 'cardholders', 'cards', 'coupons', 'customers', 'disbursements', 'disputes', 'invoices', 'issuing-authorizations', 'issuing-transactions', 'members', 'payment-links', 'payments', 'payouts', 'refunds', 'reports', 'roles', 'service-requests', 'settlements', 'smart-account-entries', 'smart-account-incoming', 'smart-account-transfers', 'subscriptions', 'team-members', 'topups', 'transfers', 'webhook-endpoints',
    ]);
    expect([...(views.get('invoices') ?? [])].sort()).toEqual(['create', 'edit', 'list', 'show']);
    expect([...(views.get('payments') ?? [])].sort()).toEqual(['list', 'show']);
    // The cardholders' list is the Cardholders tab of /issuing, not an address of its own.
    expect([...(views.get('cardholders') ?? [])].sort()).toEqual(['create', 'edit', 'show']);
  });

  it('ask for a code the action table accepts for the same view, so the router and canAccess agree', () => {
    for (const r of ROUTES.filter((route) => route.resource)) {
      const codes = [r.permission ?? []].flat();
      // A route of no spec code (the wildcard: the website services) opens for every member, and so does its action.
      if (codes.length === 0) expect(canPerform({ permissions: ['Overview'], role: 'member' }, r.resource?.name ?? '', r.resource?.view ?? ''), r.path).toBe(true);
      for (const code of codes) expect(canPerform({ permissions: [code], role: 'member' }, r.resource?.name ?? '', r.resource?.view ?? ''), r.path).toBe(true);
    }
  });
});
