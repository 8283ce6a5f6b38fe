// The one route table of spec section 2 and the pure functions the router, the menu and page titles derive from it.
import { canPerform, type MemberRole, type PermissionResource } from './action-permissions';
import { ISSUING_PERMISSION, canAccess, isFullAdmin, isLockedByKyc, type PermissionRoute } from './permissions';

/** Sidebar sections in the order of spec section 2 "Menu"; 'settings' (Teams and settings) comes last. */
export const MENU_SECTIONS = [
  'overview', 'home', 'payments', 'customers', 'invoices', 'refunds', 'disputes', 'developer', 'balance', 'settlement',
  'transfer', 'reports', 'paymentLinks', 'payouts', 'coupons', 'membership', 'issuing', 'subscriptions', 'gateway',
  'buildWebsite', 'seo', 'allProducts', 'smartAccount', 'account', 'settings',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];
export type RouteKind = 'public' | 'onboarding' | 'shell' | 'fullscreen' | 'error';
export const RESOURCE_VIEWS = ['list', 'show', 'edit', 'create'] as const;
export type ResourceView = (typeof RESOURCE_VIEWS)[number];

/** A route that renders a view of a react-admin resource (src/resources/<name>) instead of a page of its own. */
export interface ResourceRoute {
  /** The resource name, which is also its API path and its row of domain/action-permissions.ts. */
  name: string;
  view: ResourceView;
  /** A second address of the same view (/payment beside /dashPayment): never where links point. */
  alias?: boolean;
}

export interface RouteDef {
  /** Unique; the i18n key is `routes.<name>` and page components are looked up by it. */
  name: string;
  /** react-router syntax, e.g. '/issuing/cards/:cardId'. */
  path: string;
  kind: RouteKind;
  /** One code or a list (any match); absent means the wildcard. */
  permission?: string | readonly string[];
  /** A page of no spec code (operations): the action of domain/action-permissions.ts it needs, role rules included. */
  action?: { resource: PermissionResource; action: string };
  section?: MenuSection;
  /** MUI icon name of the menu entry. */
  icon?: string;
  /** Not a menu entry (detail and child pages). */
  hidden?: boolean;
  /** The menu entry to highlight while a hidden child is open. */
  menuParent?: string;
  /**
   * A child page shared by lists of one resource whose address names the list it belongs to (a service brief's
   * ?kind=seo is the SEO requests'): the parameter and the list each of its values names. A value named here wins
   * over menuParent and the list last looked at.
   */
  queryParent?: { param: string; lists: Readonly<Record<string, string>> };
  /**
   * A child page that is its parent's page of tabs (/issuing/{tabActiveName}): its own heading and tabs say where it
   * is, so there is no way back above it; its address (the tab, with a list's filters) is remembered like a list's.
   */
  parentTabs?: boolean;
  /** A child page opened from one tab of its parent (an issuing card from /issuing/cards): its way back names the tab and goes to it. */
  parentTab?: { path: string; label: string };
  hasTestVariant?: boolean;
  /** Exists only in test mode; with test mode off the user goes to `redirect`. */
  testOnly?: { redirect: string };
  /** Hidden in test mode on the production host. */
  prodOnly?: boolean;
  /** Hidden in the regional web variant. */
  regionHidden?: boolean;
  hideEnvSwitch?: boolean;
  hideSettings?: boolean;
  /** The code must be in the user's own list: the wildcard of a full admin does not open it (Home, domain/home.ts). */
  ownCode?: boolean;
  /** Locked (shown with a call to finish verification) until the account's KYC is approved. */
  kycRequired?: boolean;
  /** Under /issuing: reachable only when the issuing menu is enabled. */
  issuing?: boolean;
  redirect?: string;
  /** Renders this view of a resource; show and edit views take the record's id from `?id=`. */
  resource?: ResourceRoute;
  /** The page exists; an unbuilt route is absent from the router and the menu. */
  built: boolean;
  /** A public route (spec section 2) that shows a merchant's own figures: the guard still asks for a session. */
  needsSession?: boolean;
}

export const OVERVIEW_PATH = '/overview';
export const NOT_FOUND_PATH = '/404';
export const TEST_PREFIX = '/test';

type Extra = Partial<Omit<RouteDef, 'name' | 'path' | 'kind'>>;
const def = (kind: RouteKind, name: string, path: string, extra: Extra = {}): RouteDef => ({ name, path, kind, built: false, ...extra });
const pub = (name: string, path: string, built = false) => def('public', name, path, { built });
const wizard = { hideEnvSwitch: true, hideSettings: true } as const;
const onboarding = (name: string, path: string, extra: Extra = wizard) => def('onboarding', name, path, extra);
const entry = (section: MenuSection, name: string, path: string, permission: string | undefined, icon: string, extra: Extra = {}) =>
  def('shell', name, path, { section, permission, icon, ...extra });
/** A hidden child page inherits its entry's section, code, test variant and gates unless told otherwise. */
const child = (parent: RouteDef, name: string, path: string, extra: Extra = {}) =>
  def('shell', name, path, {
    section: parent.section, permission: parent.permission, hidden: true, menuParent: parent.name, hasTestVariant: parent.hasTestVariant,
    kycRequired: parent.kycRequired, regionHidden: parent.regionHidden, issuing: parent.issuing, ...extra,
  });

const T = { hasTestVariant: true } as const;
/** A built route that renders a resource's view. */
const view = (name: string, v: ResourceView, alias = false): Extra => ({ resource: { name, view: v, ...(alias && { alias }) }, built: true });
const KT = { hasTestVariant: true, kycRequired: true } as const;
const transactions = entry('payments', 'transactions', '/payment', 'dashPayment', 'ReceiptLong', { ...KT, ...view('payments', 'list', true) });
const payments = entry('payments', 'payments', '/dashPayment', 'dashPayment', 'Payments', { ...KT, ...view('payments', 'list') });
const invoices = entry('invoices', 'invoices', '/invoice', 'invoice', 'Receipt', { ...KT, ...view('invoices', 'list') });
const refunds = entry('refunds', 'refunds', '/refund', 'refund', 'AssignmentReturn', { ...T, ...view('refunds', 'list') });
const disputes = entry('disputes', 'disputes', '/disputes', 'Disputeslist', 'Gavel', { ...T, ...view('disputes', 'list') });
const developer = entry('developer', 'developer', '/developer', 'DevelopTest', 'Code', { ...T, built: true });
const balance = entry('balance', 'balance', '/balance', 'BalanceList', 'AccountBalanceWallet', { ...T, built: true });
const transfer = entry('transfer', 'transfer', '/transfer', 'transfer', 'SwapHoriz', { ...T, ...view('transfers', 'list') });
const settlement = entry('settlement', 'settlement', '/settlement', 'settlement', 'AccountBalance', { ...T, ...view('settlements', 'list') });
const paymentLinks = entry('paymentLinks', 'paymentLinks', '/paymentLink', 'paymentLink_Detail', 'Link', { ...KT, ...view('payment-links', 'list') });
const payouts = entry('payouts', 'mjkPayouts', '/mjkPayouts', 'Payoutslist', 'Send', { ...KT, ...view('payouts', 'list') });
const coupons = entry('coupons', 'coupons', '/coupons', 'Coupons', 'LocalOffer', { ...T, ...view('coupons', 'list') });
/** The tab of /issuing a page of the issuing product is opened from. */
const issuingTab = (tab: 'cards' | 'cardholders' | 'authorizations' | 'transactions') => ({ path: `/issuing/${tab}`, label: `app.issuing.tabs.${tab}` });
const issuing = entry('issuing', 'issuing', '/issuing', ISSUING_PERMISSION, 'CreditCard', { ...KT, issuing: true, redirect: '/issuing/overview', built: true });
const subscriptions = entry('subscriptions', 'subscriptions', '/subscriptions', 'Subscriptions', 'Autorenew', { ...T, ...view('subscriptions', 'list') });
// The smart account (issue 29, item 4): /smartAccount its number, balances and statement; /account its transfers out.
const smartAccount = entry('smartAccount', 'smartAccount', '/smartAccount', 'Account', 'Savings', { ...KT, regionHidden: true, ...view('smart-account-entries', 'list') });
const account = entry('account', 'account', '/account', 'Account', 'AccountBox', { ...KT, regionHidden: true, ...view('smart-account-transfers', 'list') });
// Website services (issue 32) are bought for real and have no sandbox, so they are not offered in test mode on production.
/** A service brief or request belongs to its kind's list: ?kind=seo to /seo, ?kind=website to /buildWebsite. */
const SERVICE_KIND_PARENT = { param: 'kind', lists: { website: 'buildWebsite', seo: 'seo' } } as const;
const buildWebsite = entry('buildWebsite', 'buildWebsite', '/buildWebsite', undefined, 'Web', { prodOnly: true, ...view('service-requests', 'list') });
const settings = entry('settings', 'settings', '/settings', 'settings', 'Settings', { built: true });
/** Not a spec page: operators' view of the job queue, for the account's owners and admins. */
const opsJobs = entry('settings', 'opsJobs', '/ops/jobs', undefined, 'PendingActions', { action: { resource: 'ops-jobs', action: 'list' }, built: true });

export const ROUTES: readonly RouteDef[] = [
  // Public: the sign-in family, contact and the data view.
  pub('login', '/login', true), pub('register', '/register', true), pub('activate', '/activate', true),
  pub('verify', '/verify', true), pub('resetMail', '/resetmail', true), pub('resetPwd', '/resetpwd', true),
  pub('verifyMail', '/verifymail', true), pub('verifyPwd', '/verifypwd', true), pub('directLogin', '/directLogin', true),
  pub('contact', '/contact', true),
  // The team invitation's link (issue 32): accepted by signing in with the invited address, or by creating its sign-in.
  pub('invite', '/invite', true), def('public', 'dataview', '/dataview', { built: true, needsSession: true, ...T }),
  // The hosted checkout of invoices and payment links: the token decides the account and the mode (no test variant).
  pub('checkout', '/pay/:token', true),
  def('error', 'notFound', NOT_FOUND_PATH, { built: true }), def('error', 'serverError', '/500', { built: true }),
  def('error', 'errorFour', '/error-four', { built: true }),
  // Onboarding: the wizard hides the mode switch and settings; the Onboard hub keeps them so merchants can try test mode.
  onboarding('businessType', '/business-type', { ...wizard, built: true }), onboarding('personalDetails', '/personal-details', { ...wizard, built: true }),
  onboarding('businessRegisteredAddress', '/business-registered-address', { ...wizard, built: true }), onboarding('businessDetails', '/business-details', { ...wizard, built: true }),
  onboarding('businessRepresentative', '/business-representative', { ...wizard, built: true }), onboarding('publicDetails', '/public-details', { ...wizard, built: true }),
  onboarding('businessOwners', '/business-owners', { ...wizard, built: true }), onboarding('bankDetails', '/bank-details', { ...wizard, built: true }), onboarding('review', '/review', { ...wizard, built: true }),
  onboarding('automaticReview', '/AutomaticReview', { ...wizard, built: true }), onboarding('uploadMaterials', '/upload-materials', { ...wizard, built: true }),
  onboarding('onboard', '/dashboard', { built: true }), onboarding('obTeams', '/ob-teams', { ...wizard, built: true }), onboarding('contactSuccess', '/contact-success', { ...wizard, built: true }),
  def('fullscreen', 'newPaymentLink', '/newPaymentLink', { permission: 'paymentLink_Detail', ...KT, ...view('payment-links', 'create') }),
  // Main shell, in menu order within each section.
  entry('overview', 'overview', OVERVIEW_PATH, 'Overview', 'Dashboard', { built: true, ...T }),
  // Home (issue 32): the landing of members given eduoverview; a full admin keeps /overview (spec section 6).
  entry('home', 'home', '/', 'eduoverview', 'Home', { ownCode: true, built: true, ...T }),
  transactions, payments,
  child(payments, 'paymentDetail', '/dashPaymentDetail', { permission: 'Payment_detail', ...view('payments', 'show') }),
  entry('payments', 'disbursements', '/disbursements', 'Disbursements', 'Outbox', { ...KT, ...view('disbursements', 'list') }),
  entry('customers', 'customers', '/Customers', 'Customers', 'People', { ...T, ...view('customers', 'list') }),
  invoices,
  child(invoices, 'invoiceDetail', '/invoiceDetail', { permission: 'InvoiceDetail', ...view('invoices', 'show') }),
  child(invoices, 'invoiceCreate', '/invoiceCreate', { permission: 'InvoiceCreate', ...view('invoices', 'create') }),
  child(invoices, 'invoiceEditor', '/invoiceEditor', { permission: 'InvoiceEditor', ...view('invoices', 'edit') }),
  refunds,
  child(refunds, 'refundCreate', '/refundCreate', view('refunds', 'create')), child(refunds, 'dashRefundCreate', '/dashRefundCreate', view('refunds', 'create', true)),
  child(refunds, 'refundDetail', '/refundDetail', view('refunds', 'show')), child(refunds, 'dashRefundDetail', '/dashRefundDetail', view('refunds', 'show', true)),
  disputes,
  child(disputes, 'disputeDetail', '/disputeDetail', { permission: 'disputeDetail', ...view('disputes', 'show') }),
  // The evidence is answered at /submitEvidence while the dispute waits, and read on the dispute's page, which
  // /evidenceDetail opens at its evidence; the /disputes/... addresses are the same views under the spec's other names.
  child(disputes, 'submitEvidence', '/submitEvidence', { permission: 'submitEvidence', ...view('disputes', 'edit') }),
  child(disputes, 'evidenceDetail', '/evidenceDetail', { permission: 'evidenceDetail', ...view('disputes', 'show', true) }),
  child(disputes, 'disputeDetails', '/disputes/details', { permission: 'disputeDetail', ...view('disputes', 'show', true) }),
  child(disputes, 'disputeSubmitEvidence', '/disputes/submitevidence', { permission: 'submitEvidence', ...view('disputes', 'edit', true) }),
  developer,
  // The endpoints' list is the Webhooks tab of /developer; adding one and its page are the resource's own views.
  child(developer, 'addWebhookEndpoint', '/developer/add-webhook-endpoints', view('webhook-endpoints', 'create')),
  child(developer, 'webhookEndpointDetail', '/webhook/webhook-endpoint-detail', view('webhook-endpoints', 'show')),
  // Not in spec section 2: an API key's page (its list is the Keys tab of /developer), with its roll and delete.
  child(developer, 'apiKeyDetail', '/developer/api-key-detail', view('api-keys', 'show')),
  balance,
  // Adding funds is the spec's /balance/topup; the entries behind each figure, the top-up history and their records
  // are the balance's own pages (no spec address of their own).
  child(balance, 'balanceTopup', '/balance/topup', { kycRequired: true, ...view('topups', 'create') }),
  child(balance, 'balanceEntries', '/balance/entries', view('balance-entries', 'list')),
  child(balance, 'balanceEntryDetail', '/balance/entryDetail', view('balance-entries', 'show')),
  child(balance, 'topups', '/balance/topups', view('topups', 'list')),
  child(balance, 'topupDetail', '/balance/topupDetail', view('topups', 'show')),
  // /settlement?id= is one batch (the spec has no detail address), as /Customers?id= is one customer.
  settlement,
  transfer,
  child(transfer, 'transferDetail', '/transferDetail', view('transfers', 'show')),
  entry('reports', 'reports', '/reports', 'Revelops', 'Assessment', { ...T, ...view('reports', 'list') }),
  paymentLinks,
  child(paymentLinks, 'paymentLinkDetail', '/paymentLinkDetail', view('payment-links', 'show')),
  payouts,
  // /payouts is the same list (hidden), /newPayout the same form, /payDetail the same page; beneficiaries have a
  // list of their own at /beneficiaries (no spec address), their add, page and edit at the spec's.
  child(payouts, 'mjkNewPayout', '/mjkNewPayout', { permission: 'Payoutscreate_ovo', ...view('payouts', 'create') }),
  child(payouts, 'payouts', '/payouts', view('payouts', 'list', true)),
  child(payouts, 'newPayout', '/newPayout', { permission: 'Payoutscreate_ovo', ...view('payouts', 'create', true) }),
  child(payouts, 'payoutDetail', '/payoutDetail', view('payouts', 'show')), child(payouts, 'payDetail', '/payDetail', view('payouts', 'show', true)),
  child(payouts, 'beneficiaries', '/beneficiaries', view('beneficiaries', 'list')),
  child(payouts, 'newBeneficiary', '/newBeneficiary', { permission: 'Payoutscreate_ovo', ...view('beneficiaries', 'create') }),
  child(payouts, 'beneficiaryDetail', '/beneficiaryDetail', view('beneficiaries', 'show')),
  child(payouts, 'beneficiaryEdit', '/beneficiaryEdit', { permission: 'Payoutscreate_ovo', ...view('beneficiaries', 'edit') }),
  coupons,
  child(coupons, 'newCoupon', '/newCoupon', { permission: 'NewCoupons', ...view('coupons', 'create') }),
  child(coupons, 'couponDetail', '/couponDetail', { permission: 'CouponsDetail', ...view('coupons', 'show') }),
  // Membership (issue 30, item 4): test mode only, /overview otherwise; /Membership?id= is one member (no detail address in the spec).
  entry('membership', 'membership', '/Membership', 'Subscriptions', 'CardMembership', { ...T, testOnly: { redirect: OVERVIEW_PATH }, ...view('members', 'list') }),
  issuing,
  // The issuing page's tabs (overview, cards, cardholders, authorizations, transactions: domain/issuing/tabs.ts).
  child(issuing, 'issuingTab', '/issuing/:tabActiveName', { built: true, parentTabs: true }),
  child(issuing, 'issuingCard', '/issuing/cards/:cardId', { ...view('cards', 'show'), parentTab: issuingTab('cards') }),
  // Not in spec section 2: issuing a card and changing its status and limits (the list is the Cards tab).
  child(issuing, 'issuingCardCreate', '/issuing/cards/new', { ...view('cards', 'create'), parentTab: issuingTab('cards') }),
  child(issuing, 'issuingCardEdit', '/issuing/cards/:cardId/edit', { ...view('cards', 'edit'), parentTab: issuingTab('cards') }),
  child(issuing, 'issuingCardholder', '/issuing/cardholders/:cardId', { ...view('cardholders', 'show'), parentTab: issuingTab('cardholders') }),
  // Not in spec section 2: adding and changing a cardholder (the list is the Cardholders tab).
  child(issuing, 'issuingCardholderCreate', '/issuing/cardholders/new', { ...view('cardholders', 'create'), parentTab: issuingTab('cardholders') }),
  child(issuing, 'issuingCardholderEdit', '/issuing/cardholders/:cardId/edit', { ...view('cardholders', 'edit'), parentTab: issuingTab('cardholders') }),
  child(issuing, 'issuingAuthorization', '/issuing/authorizations/:cardId', { ...view('issuing-authorizations', 'show'), parentTab: issuingTab('authorizations') }),
  child(issuing, 'issuingTransaction', '/issuing/transactions/:cardId', { ...view('issuing-transactions', 'show'), parentTab: issuingTab('transactions') }),
  subscriptions,
  child(subscriptions, 'subscriptionDetail', '/subscriptionsDetail', view('subscriptions', 'show')),
  entry('gateway', 'gateway', '/gateway', 'settingspayments', 'Hub', { regionHidden: true, built: true }),
  buildWebsite,
  // One resource behind both entries: /buildWebsite lists the website briefs, /seo the SEO ones (the view reads the
  // kind from the address); a brief and a request have one address each, the list they were opened from kept lit.
  entry('seo', 'seo', '/seo', undefined, 'ManageSearch', { prodOnly: true, ...view('service-requests', 'list', true) }),
  child(buildWebsite, 'serviceRequestCreate', '/serviceRequestCreate', { prodOnly: true, queryParent: SERVICE_KIND_PARENT, ...view('service-requests', 'create') }),
  child(buildWebsite, 'serviceRequestDetail', '/serviceRequestDetail', { prodOnly: true, queryParent: SERVICE_KIND_PARENT, ...view('service-requests', 'show') }),
  entry('allProducts', 'allProducts', '/allProducts', undefined, 'Apps', { regionHidden: true, built: true }),
  smartAccount,
  account,
  child(account, 'accountTransferOut', '/account/transferOut', view('smart-account-transfers', 'create')),
  child(account, 'accountTransferOutDetail', '/account/transferOutDetail', view('smart-account-transfers', 'show')),
  child(account, 'accountReceiveFunds', '/account/receivefunds', view('smart-account-incoming', 'list')),
  child(account, 'accountReceiveFundsDetail', '/account/receivefundsDetail', view('smart-account-incoming', 'show')),
  settings,
  // Team management changes who can act on the account, so it asks for the settings code rather than none.
  child(settings, 'teams', '/teams', view('team-members', 'list')),
  child(settings, 'teamRoles', '/teams/roles', view('roles', 'list')),
  child(settings, 'auditLog', '/teams/audit-log', view('audit-log', 'list')),
  child(settings, 'auditLogDetail', '/teams/audit-log-detail', view('audit-log', 'show')),
  // Not in spec section 2: one member or invitation, one role (their lists are /teams and /teams/roles).
  child(settings, 'teamMemberDetail', '/teams/member-detail', view('team-members', 'show')),
  child(settings, 'roleDetail', '/teams/role-detail', view('roles', 'show')),
  opsJobs,
  child(settings, 'settingsPayments', '/settingspayments', { permission: 'settingspayments', built: true }),
  child(settings, 'settingsBusiness', '/settings-business', { permission: 'settingsBusiness', built: true }),
];

export interface RouteContext {
  permissions: readonly string[];
  /** The member's role in the account; absent counts as 'member' (never the owner/admin rule). */
  role?: MemberRole;
  testMode: boolean;
  isProdHost: boolean;
  regionVariant: boolean;
  kycEnabled: boolean;
  issuingEnabled: boolean;
}

/** A live route or its test variant; `parentMenu` names the live route of a test variant. */
export interface ExpandedRoute extends RouteDef {
  isTestPath: boolean;
  parentMenu?: string;
}

export interface MenuItem { name: string; path: string; icon?: string; locked: boolean }
export interface MenuGroup { section: MenuSection; items: MenuItem[] }

export type Resolution =
  | { kind: 'ok'; route: ExpandedRoute; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

// ---------------------------------------------------------------------------------------------------------------
// Derivations. Every function takes an optional routes array so tests can exercise them with pages marked built.

const splitSuffix = (path: string): [string, string] => {
  const at = path.search(/[?#]/);
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
};
const segments = (path: string): string[] => path.split('/').filter(Boolean);
const isTestPrefixed = (path: string): boolean => path === TEST_PREFIX || path.startsWith(`${TEST_PREFIX}/`);
const testPath = (path: string): string => (path === '/' ? TEST_PREFIX : TEST_PREFIX + path);

/** Path without query, hash or trailing slash; always starts with '/'. */
export function normalizePath(pathname: string): string {
  const parts = segments(splitSuffix(pathname)[0]);
  return `/${parts.join('/')}`;
}

/** Params of `want` (a pattern's segments) matched against `got` (an address's segments), or null. */
function matchSegments(want: readonly string[], got: readonly string[]): Record<string, string> | null {
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null; // a malformed escape is no address of ours
      }
    } else if (want[i].toLowerCase() !== got[i].toLowerCase()) return null;
  }
  return params;
}

// Route patterns are a fixed set: their segments are split once.
const patternSegments = new Map<string, string[]>();
const segmentsOfPattern = (pattern: string): string[] => {
  let parts = patternSegments.get(pattern);
  if (!parts) patternSegments.set(pattern, (parts = segments(pattern)));
  return parts;
};

/**
 * Matches a react-router pattern; static segments compare case-insensitively as react-router does by default.
 * Returns the decoded params, or null.
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(segmentsOfPattern(pattern), segments(normalizePath(pathname)));
}

/** The most specific match (most static segments), so '/issuing/cards/x' never lands on a param-only pattern. */
function bestMatch<R extends RouteDef>(pathname: string, candidates: readonly R[]): { route: R; params: Record<string, string> } | null {
  const got = segments(normalizePath(pathname));
  let best: { route: R; params: Record<string, string>; score: number } | null = null;
  for (const route of candidates) {
    const want = segmentsOfPattern(route.path);
    const params = matchSegments(want, got);
    if (!params) continue;
    const score = want.filter((s) => !s.startsWith(':')).length;
    if (!best || score > best.score) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

// Derived once per route table: the router, the menu, the entry's preload and every link ask for it.
const expanded = new WeakMap<readonly RouteDef[], readonly ExpandedRoute[]>();
const builtExpanded = new WeakMap<readonly RouteDef[], readonly ExpandedRoute[]>();

/** Live routes followed by the test variants of those flagged `hasTestVariant`. */
export function expandRoutes(routes: readonly RouteDef[] = ROUTES): readonly ExpandedRoute[] {
  const known = expanded.get(routes);
  if (known) return known;
  const live: ExpandedRoute[] = routes.map((r) => ({ ...r, isTestPath: false }));
  const tests: ExpandedRoute[] = routes
    .filter((r) => r.hasTestVariant)
    .map((r) => ({
      ...r,
      name: `test-${r.name}`,
      path: testPath(r.path),
      isTestPath: true,
      parentMenu: r.name,
      // A redirect inside test mode stays in test mode when its target has a test variant.
      ...(r.redirect ? { redirect: withModePrefix(r.redirect, true, routes) } : {}),
    }));
  const all = Object.freeze([...live, ...tests].map((r) => Object.freeze(r)));
  expanded.set(routes, all);
  return all;
}

/**
 * The built route (live or test variant) an address opens, the most specific one, with its params; null when no
 * built route matches. The one answer to "which page is this" for the router, the entry's preload and the sign-in
 * root.
 */
export function findBuiltRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): { route: ExpandedRoute; params: Record<string, string> } | null {
  let built = builtExpanded.get(routes);
  if (!built) builtExpanded.set(routes, (built = expandRoutes(routes).filter((r) => r.built)));
  return bestMatch(pathname, built);
}

export function findRoute(name: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  return expandRoutes(routes).find((r) => r.name === name);
}

/**
 * The list a child page (a detail, a create form) belongs to: the one its address names (queryParent: `search` is
 * the address's query), else the list it was opened from when that list shows the same resource (a payment opened
 * from Transactions belongs to Transactions, not Payments), else its menu parent. `lastList` is the live name of the
 * list the user last looked at. Null for a page that belongs to no list.
 */
export function parentListName(route: ExpandedRoute, lastList: string | null, routes: readonly RouteDef[] = ROUTES, search = ''): string | null {
  const parent = route.menuParent;
  if (!parent) return null;
  const named = route.queryParent && route.queryParent.lists[new URLSearchParams(search).get(route.queryParent.param) ?? ''];
  if (named) return named;
  if (!lastList || lastList === parent) return parent;
  const from = routes.find((r) => r.name === lastList);
  const own = routes.find((r) => r.name === parent);
  const sameList = from?.resource?.view === 'list' && own?.resource?.view === 'list' && from.resource.name === own.resource.name;
  return sameList ? lastList : parent;
}

/** A link of the way back above a child page: the i18n key of its label and its address. */
export interface BackCrumb {
  label: string;
  href: string;
}

/**
 * The way back above a child page, outermost first: the list it belongs to (parentListName), as the user left it when
 * `last` is that list in the same mode, then the parent's tab it was opened from (parentTab), as left when `last` is
 * that tab. Empty for a menu entry and for a page of tabs (parentTabs), whose heading is its parent's.
 */
export function backCrumbs(route: ExpandedRoute, last: { name: string; href: string } | null, routes: readonly RouteDef[] = ROUTES, search = ''): BackCrumb[] {
  if (route.parentTabs) return [];
  const name = parentListName(route, last?.name ?? null, routes, search);
  const parent = name ? findRoute(name, routes) : undefined;
  if (!name || !parent) return [];
  const lastPath = last ? stripModePrefix(last.href.split('?')[0]) : null;
  const sameMode = lastPath ? lastPath.test === route.isTestPath : false;
  const crumbs = [{ label: `routes.${name}`, href: last?.name === name && sameMode ? last.href : withModePrefix(parent.path, route.isTestPath, routes) }];
  if (route.parentTab) {
    const fromTab = sameMode && lastPath?.path === route.parentTab.path && findRoute(last!.name, routes)?.parentTabs;
    crumbs.push({ label: route.parentTab.label, href: fromTab ? last!.href : withModePrefix(route.parentTab.path, route.isTestPath, routes) });
  }
  return crumbs;
}

/** The i18n key of a route's title; a test variant shares its live route's title. */
export function routeTitleKey(route: ExpandedRoute): string {
  return `routes.${route.parentMenu ?? route.name}`;
}

/** '/test' + path when test mode is on and the path belongs to a route with a test variant; query and hash kept. */
export function withModePrefix(path: string, testMode: boolean, routes: readonly RouteDef[] = ROUTES): string {
  const [pathname, suffix] = splitSuffix(path);
  if (!testMode || isTestPrefixed(pathname)) return path;
  const match = bestMatch(pathname, routes);
  return match?.route.hasTestVariant ? testPath(normalizePath(pathname)) + suffix : path;
}

/**
 * The mode an opened address asks for: test under /test, live for the live address of a page that has a test
 * variant, null when the address says nothing (a page of both modes such as /settings, or no page at all).
 */
export function addressMode(pathname: string, routes: readonly RouteDef[] = ROUTES): boolean | null {
  if (isTestPrefixed(normalizePath(pathname))) return true;
  const match = findBuiltRoute(pathname, routes);
  return match?.route.hasTestVariant ? false : null;
}

export function stripModePrefix(pathname: string): { path: string; test: boolean } {
  if (pathname === TEST_PREFIX) return { path: '/', test: true };
  if (pathname.startsWith(`${TEST_PREFIX}/`)) return { path: pathname.slice(TEST_PREFIX.length), test: true };
  return { path: pathname, test: false };
}

/** The user's codes plus the locally granted 'issuing' code; a full admin stays a full admin. */
function grantedPermissions(ctx: RouteContext): readonly string[] {
  return ctx.issuingEnabled && !isFullAdmin(ctx.permissions) ? [...ctx.permissions, ISSUING_PERMISSION] : ctx.permissions;
}

/** What the variant gates read: the mode and the host (domain/brand.ts brandForHost). */
export type VariantContext = Pick<RouteContext, 'testMode' | 'isProdHost' | 'regionVariant'>;

/**
 * The variant gates of spec section 2: the regional web variant hides its routes (gateway, smart account, all
 * products, account), and prod-only routes are hidden in test mode on the production host (the test host and a
 * development host keep them). The one rule of the SPA's menu and router and the server's routes answer.
 */
export function variantAllows(route: Pick<RouteDef, 'regionHidden' | 'prodOnly'>, ctx: VariantContext): boolean {
  if (route.regionHidden && ctx.regionVariant) return false;
  return !(route.prodOnly && ctx.testMode && ctx.isProdHost);
}

/** Permission, issuing, region and prod-only gates; test-only is separate because it redirects instead. */
export function isRouteAllowed(route: RouteDef, ctx: RouteContext): boolean {
  if (route.issuing && !ctx.issuingEnabled) return false;
  if (!variantAllows(route, ctx)) return false;
  if (route.ownCode && isFullAdmin(ctx.permissions)) return false;
  if (route.action) return canPerform({ permissions: grantedPermissions(ctx), role: ctx.role ?? 'member' }, route.action.resource, route.action.action);
  return canAccess(grantedPermissions(ctx), route.permission);
}

const testOnlyOk = (route: RouteDef, ctx: RouteContext): boolean => !route.testOnly || ctx.testMode;

/** Whether a route is shown to this user in this mode and on this host: every gate, test-only included. */
export function isRouteShown(route: RouteDef, ctx: RouteContext): boolean {
  return isRouteAllowed(route, ctx) && testOnlyOk(route, ctx);
}

/**
 * What the router mounts: built routes (live and test variants) the user may open in this context. Everything else
 * falls to the catch-all, which asks resolvePath where to go. KYC-locked routes are mounted: the page shows the
 * call to finish verification (see isLockedByKyc).
 */
export function routerRoutes(ctx: RouteContext, routes: readonly RouteDef[] = ROUTES): ExpandedRoute[] {
  return expandRoutes(routes).filter((r) => r.built && isRouteShown(r, ctx));
}

export function buildMenu(ctx: RouteContext, routes: readonly RouteDef[] = ROUTES): MenuGroup[] {
  const visible = routes.filter(
    (r) => r.kind === 'shell' && r.built && !r.hidden && r.section && isRouteShown(r, ctx),
  );
  return MENU_SECTIONS.map((section) => ({
    section,
    items: visible
      .filter((r) => r.section === section)
      .map((r) => ({
        name: r.name,
        path: withModePrefix(r.path, ctx.testMode, routes),
        ...(r.icon ? { icon: r.icon } : {}),
        locked: isLockedByKyc(r, ctx.kycEnabled),
      })),
  })).filter((group) => group.items.length > 0);
}

/**
 * A full admin lands on /overview when it is visible; a member shown Home lands on it ('/' is its address, where
 * signing in arrives); everyone else on the first visible menu item.
 */
export function landingPage(ctx: RouteContext, routes: readonly RouteDef[] = ROUTES): string | null {
  const items = buildMenu(ctx, routes).flatMap((g) => g.items);
  if (isFullAdmin(ctx.permissions)) {
    const overview = items.find((i) => stripModePrefix(i.path).path === OVERVIEW_PATH);
    if (overview) return overview.path;
  }
  return (items.find((i) => i.name === 'home') ?? items[0])?.path ?? null;
}

/** Any path containing /issuing/ (and /issuing itself) belongs to the issuing product. */
const isIssuingPath = (path: string): boolean => `${path.toLowerCase()}/`.includes('/issuing/');

/**
 * Where a pathname leads in this context, checked in this order: the issuing gate (to /overview), unknown or
 * unbuilt (not found, shown at /404), test-only with test mode off, the route's own redirect, and a route the user
 * may not open (to the landing page, or not found when there is none).
 */
export function resolvePath(pathname: string, ctx: RouteContext, routes: readonly RouteDef[] = ROUTES): Resolution {
  const path = normalizePath(pathname);
  if (!ctx.issuingEnabled && isIssuingPath(path)) return { kind: 'redirect', to: withModePrefix(OVERVIEW_PATH, ctx.testMode, routes) };
  const match = findBuiltRoute(path, routes);
  if (!match) return { kind: 'notFound' };
  const { route, params } = match;
  if (!testOnlyOk(route, ctx) && route.testOnly) return { kind: 'redirect', to: route.testOnly.redirect };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  if (!isRouteAllowed(route, ctx)) {
    const landing = landingPage(ctx, routes);
    return landing && normalizePath(landing) !== path ? { kind: 'redirect', to: landing } : { kind: 'notFound' };
  }
  return { kind: 'ok', route, params };
}

/**
 * The spec address of a resource's view (never an alias), with `?id=` for a record's show or edit view, or the id in
 * the address's own parameter where it has one (/issuing/cards/:cardId); undefined when no built route renders that
 * view. Links, redirects after a save and react-admin-style addresses all go here.
 */
export function resourcePath(resource: string, view: ResourceView, id?: string | number, routes: readonly RouteDef[] = ROUTES): string | undefined {
  const route = routes.find((r) => r.built && r.resource?.name === resource && r.resource.view === view && !r.resource.alias);
  if (!route) return undefined;
  if (id === undefined) return route.path;
  const param = segmentsOfPattern(route.path).find((s) => s.startsWith(':'));
  return param ? route.path.replace(param, encodeURIComponent(String(id))) : `${route.path}?id=${encodeURIComponent(String(id))}`;
}

/** The resources the route table renders, each with the views it has addresses for. */
export function resourceViews(routes: readonly RouteDef[] = ROUTES): Map<string, Set<ResourceView>> {
  const views = new Map<string, Set<ResourceView>>();
  for (const r of routes) if (r.built && r.resource) views.set(r.resource.name, (views.get(r.resource.name) ?? new Set()).add(r.resource.view));
  return views;
}

/** Brand prefix plus page name, e.g. 'PayDash - Payments'; the brand alone when there is no page name. */
export function pageTitle(brand: string, pageName: string): string {
  return pageName ? `${brand} - ${pageName}` : brand;
}

/**
 * The route table in the shape of the spec's permissions object (section 3): menu entries of the main shell with
 * meta.permission, hide and showEnv, their hidden child pages nested as children.
 */
export function permissionRouteTree(routes: readonly RouteDef[] = ROUTES): PermissionRoute[] {
  const shell = routes.filter((r) => r.kind === 'shell');
  return treeOf(shell);
}

/**
 * The server's routes answer (GET /users/query): the permission tree of the routes this user is shown in this mode
 * on this host, by the rule of the SPA's menu and router (isRouteShown); a hidden entry takes its children with it.
 */
export function visibleRouteTree(ctx: RouteContext, routes: readonly RouteDef[] = ROUTES): PermissionRoute[] {
  const shell = routes.filter((r) => r.kind === 'shell');
  const hiddenParents = new Set(shell.filter((r) => !isRouteShown(r, ctx)).map((r) => r.name));
  return treeOf(shell.filter((r) => isRouteShown(r, ctx) && !(r.menuParent && hiddenParents.has(r.menuParent))));
}

function treeOf(shell: readonly RouteDef[]): PermissionRoute[] {
  const toNode = (r: RouteDef): PermissionRoute => ({
    path: r.path,
    meta: {
      ...(r.permission !== undefined && { permission: r.permission }),
      ...(r.hidden && { hide: true }),
      ...(r.testOnly ? { showEnv: 'test' as const } : r.prodOnly ? { showEnv: 'prod' as const } : {}),
    },
  });
  const childrenOf = (name: string) => shell.filter((r) => r.hidden && r.menuParent === name).map(toNode);
  return shell
    .filter((r) => !r.hidden || !r.menuParent || !shell.some((p) => p.name === r.menuParent))
    .map((r) => {
      const children = childrenOf(r.name);
      return children.length ? { ...toNode(r), children } : toNode(r);
    });
}
