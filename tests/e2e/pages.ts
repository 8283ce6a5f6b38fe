// Every built page a person can open, for the checks that run over all of them (phone width, accessibility) and for
// `npm run screenshots`. Detail pages are reached by opening the first row of their list, as a merchant would.
import type { APIRequestContext, BrowserContext, ElementHandle, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { SignInResult } from '../../domain/auth';
import { payWith, squarePng } from './checkout-helpers';
import { apiSignIn, CARDS, mailLinks, newMerchant, uniqueEmail, useSession, type User } from './world';

export const DEMO = { email: 'demo@example.com', password: 'Demo@2026' };
/** The seeded merchant that has not finished business verification (two sections saved). */
export const NEWCOMER = { email: 'new@example.com', password: 'Demo@2026' };
/** The demo merchant's payout clerk, whose custom role holds eduoverview: the member who lands on Home (/). */
export const HOME_MEMBER = { email: 'pat.payouts@example.com', password: 'Demo@2026' };

export interface PageTarget {
  name: string;
  path: string;
  /** Open the first row of the list at `path`; the page it leads to is the target. */
  firstRow?: boolean;
  /** With firstRow: the row opens by its link of this test id (the first one), not by a click on the row. */
  rowLink?: string;
  /** With firstRow: the list's table is the one inside this test id (a page with other tables above its list). */
  rowsIn?: string;
  /** Where the first row leads when it is not a …Detail page (path and query: /settlement?id=). */
  detail?: RegExp;
  /** Opened signed out. */
  signedOut?: boolean;
  /** Opened as the seeded merchant that has not finished business verification (default: the demo owner). */
  asNewcomer?: boolean;
  /** Opened as the demo merchant's member whose role holds eduoverview (Home). */
  asHomeMember?: boolean;
  /** A test-mode page (`/test/…`): opened in a context of its own, so the live pages' tabs stay live. */
  testMode?: boolean;
  /** After opening (and its first row, if any): follow the link or button with this test id to the page at `path`. */
  follow?: { testId: string; path: RegExp };
  /**
   * The test id of what shows once the target is complete, waited for before it is settled: a card that asks for its
   * data once the record has rendered (the request may start after the page was first quiet), or what a follow
   * opens when the path alone does not tell that the click has taken (a dialog opened by a query parameter: the path
   * is the same before and after the click).
   */
  ready?: string;
  /**
   * State the target needs that the demo world does not hold (a user with two-factor sign-in on, a fresh invitation's
   * link, a sole trader in the wizard), made through the API as a merchant of its own, so the demo world stays as it
   * is: once per run and worker (preparedOf), by whichever variant comes first. The target opens signed in as the
   * prepared `session` when there is one, else as the flags above say, at the prepared `path` when there is one.
   */
  prepare?: (request: APIRequestContext) => Promise<Prepared>;
  /**
   * What a person does on the opened page to reach the target (the password step before the code step), waiting
   * for conditions only; the page is settled again afterwards.
   */
  act?: (page: Page, prepared: Prepared) => Promise<void>;
}

/** What a target's `prepare` made: the session to open it with, the address to open, the user to act as. */
export interface Prepared {
  session?: SignInResult;
  path?: string;
  user?: User;
}

/** A merchant of its own with two-factor sign-in on (set up and confirmed through the settings API), signed out. */
async function twoFactorUser(request: APIRequestContext): Promise<Prepared> {
  const merchant = await newMerchant(request, { tag: 'sweep-two-factor', verified: false });
  const { secret } = await merchant.live.post<{ secret: string }>('/api/settings/two-factor/setup');
  // The current period's code: no code is typed later (the target stops at the code step), so none is kept for it.
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await merchant.live.post('/api/settings/two-factor/confirm', { code });
  return { user: { email: merchant.email, password: merchant.password } };
}

/** The password step of /login, up to the code step; nothing is signed in (no code is typed). */
async function toCodeStep(page: Page, { user }: Prepared) {
  await page.locator('input[name=email]').fill(user!.email);
  await page.locator('input[name=password]').fill(user!.password);
  // The verification code once its image is there (an image arriving later clears it); CAPTCHA=off takes any.
  await page.getByTestId('captcha-image').waitFor();
  await page.locator('input[name=captchaCode]').fill('abcd');
  await page.locator('button[type=submit]').click();
  await page.getByTestId('sign-in-code').waitFor({ timeout: 30_000 });
}

/** A fresh invitation of a merchant of its own, to an address with no sign-in yet: its link from the dev mailbox. */
async function invitationLink(request: APIRequestContext): Promise<Prepared> {
  const owner = await newMerchant(request, { tag: 'sweep-inviter', verified: false });
  const email = uniqueEmail('sweep-invitee');
  await owner.live.post('/api/team-members/invitations', { email, roleId: 'finance' });
  const link = new URL((await mailLinks(request, email)).find((l) => l.includes('/invite?token='))!);
  return { path: link.pathname + link.search };
}

/** The invitation's form (name and password for an address with no sign-in yet), once the offer has loaded. */
async function invitationShown(page: Page) {
  await page.locator('input[name=password]').waitFor({ timeout: 30_000 });
}

/** A sole trader in the onboarding wizard: registered, activated, its business type saved (sole_proprietor). */
async function soleTrader(request: APIRequestContext): Promise<Prepared> {
  const merchant = await newMerchant(request, { tag: 'sweep-sole-trader', verified: false });
  await merchant.live.put('/api/onboarding/steps/businessType', { businessLocation: 'GB', businessType: 'sole_proprietor' });
  return { session: merchant.session };
}

/** The hosted checkouts a payer meets, of a branded merchant of its own (test mode): made once per run and worker. */
interface CheckoutLinks {
  /** A link that can be paid (no maximum), as often as the sweep's variants pay it. */
  open: string;
  /** A link with a maximum of one payment, paid once through the checkout's API: refused as sold out. */
  soldOut: string;
}
let checkoutLinks: Promise<CheckoutLinks> | undefined;

/**
 * A merchant of its own with its business name, colour and logo (/settings-business, drawn by the checkout), an open
 * link and a sold-out one; the checkout's addresses (/pay/<token>). The demo world's links are not paid by the sweep.
 */
function checkouts(request: APIRequestContext): Promise<CheckoutLinks> {
  checkoutLinks ??= (async () => {
    const merchant = await newMerchant(request, { tag: 'sweep-checkout', verified: false });
    await merchant.api.put('/settings/business', { businessName: 'Harbour Music School', brandColor: '#1a56db' });
    await merchant.api.upload('/settings/business/logo', {}, { name: 'logo.png', mimeType: 'image/png', buffer: squarePng(48, [232, 93, 4]) });
    const link = (body: Record<string, unknown>) => merchant.api.post<{ url: string; amount: number; currency: string }>('/payment-links', body);
    const open = await link({ currency: 'USD', amount: 125_000, description: 'Summer school deposit' });
    const soldOut = await link({ currency: 'USD', amount: 3_000, description: 'Masterclass seat', maxPayments: 1 });
    const path = (url: string) => new URL(url).pathname;
    const pay = await request.post(`/api/checkout/${path(soldOut.url).replace(/^\/pay\//, '')}/pay`, {
      data: {
        card: { number: CARDS.success, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
        name: 'Ada Lovelace', email: 'ada@example.com', amount: soldOut.amount, currency: soldOut.currency,
      },
    });
    if (!pay.ok()) throw new Error(`the sold-out link's payment answered ${pay.status()}: ${await pay.text()}`);
    return { open: path(open.url), soldOut: path(soldOut.url) };
  })();
  checkoutLinks.catch(() => (checkoutLinks = undefined));
  return checkoutLinks;
}

/** A card typed into the checkout and paid; waits for the answer the card gives (`shown`: its test id). */
function payCheckout(card: string, shown: string) {
  return async (page: Page) => {
    await payWith(page, card);
    await page.getByTestId(shown).waitFor({ timeout: 30_000 });
  };
}

/** A payment link's form priced by two line items (the items editor and the preview's total). */
async function linkItems(page: Page) {
  const zh = (await page.evaluate(() => localStorage.getItem('language'))) === 'zh_CN';
  await page.getByTestId('price-items').click();
  await page.getByTestId('item-0-name').fill(zh ? '课程费' : 'Course fee');
  await page.getByTestId('item-0-quantity').fill('2');
  await page.getByTestId('item-0-unitAmount').fill('120.00');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-1-name').fill(zh ? '教材' : 'Books');
  await page.getByTestId('item-1-unitAmount').fill('35.50');
  await page.getByTestId('link-preview').filter({ hasText: '275.50' }).waitFor();
}

/** A list's filter to active records (the status tab's address). */
const ACTIVE = encodeURIComponent(JSON.stringify({ status: 'active' }));
/** A list's filter to one status. */
const STATUS = (status: string) => encodeURIComponent(JSON.stringify({ status }));

export const CONSOLE_PAGES: PageTarget[] = [
  { name: 'overview', path: '/overview' },
  { name: 'home', path: '/', asHomeMember: true },
  { name: 'overview-test', path: '/test/overview', testMode: true },
  { name: 'payments', path: '/dashPayment' },
  { name: 'payments-test', path: '/test/dashPayment', testMode: true },
  { name: 'payment-detail', path: '/dashPayment', firstRow: true },
  { name: 'transactions', path: '/payment' },
  { name: 'refunds', path: '/refund' },
  { name: 'refund-detail', path: '/refund', firstRow: true },
  { name: 'refund-create', path: '/refundCreate' },
  // The refund form as a payment's Refund button opens it (?paymentId=: the payment and what is left to refund).
  {
    name: 'refund-create-payment',
    path: `/dashPayment?filter=${STATUS('succeeded')}`,
    firstRow: true,
    follow: { testId: 'payment-refund', path: /\/refundCreate$/i },
    ready: 'refundable',
  },
  { name: 'customers', path: '/Customers' },
  // One customer's view (/Customers?id=: the customer and its payments).
  { name: 'customer-detail', path: '/Customers', firstRow: true, detail: /\/Customers\?id=/ },
  { name: 'disbursements', path: '/disbursements' },
  { name: 'invoices', path: '/invoice' },
  { name: 'invoice-detail', path: '/invoice', firstRow: true },
  { name: 'invoice-create', path: '/invoiceCreate' },
  // An open invoice's page (its pay link's QR code, shown while it can be paid), and a draft in the editor (its Edit).
  { name: 'invoice-detail-open', path: `/invoice?filter=${STATUS('open')}`, firstRow: true, ready: 'invoice-qr' },
  {
    name: 'invoice-editor',
    path: `/invoice?filter=${STATUS('draft')}`,
    firstRow: true,
    follow: { testId: 'invoice-edit', path: /\/invoiceEditor$/ },
    ready: 'invoice-total',
  },
  { name: 'payment-links', path: '/paymentLink' },
  { name: 'payment-link-detail', path: '/paymentLink', firstRow: true },
  { name: 'payment-link-create', path: '/newPaymentLink' },
  // A link that has been paid (its payments, limit and QR code), and the form priced by line items.
  { name: 'payment-link-detail-paid', path: `/paymentLink?filter=${STATUS('succeeded')}`, firstRow: true, ready: 'link-qr' },
  { name: 'payment-link-create-items', path: '/newPaymentLink', act: linkItems },
  { name: 'disputes', path: '/disputes' },
  { name: 'dispute-detail', path: '/disputes?filter=%7B%22status%22%3A%22needs_response%22%7D', firstRow: true },
  { name: 'dispute-won', path: '/disputes?filter=%7B%22status%22%3A%22won%22%7D', firstRow: true },
  {
    name: 'dispute-respond',
    path: '/disputes?filter=%7B%22status%22%3A%22needs_response%22%7D',
    firstRow: true,
    follow: { testId: 'dispute-respond', path: /\/submitEvidence$/ },
  },
  { name: 'balance', path: '/balance' },
  { name: 'balance-entries', path: '/balance/entries' },
  { name: 'balance-entry-detail', path: '/balance/entries', firstRow: true },
  { name: 'topups', path: '/balance/topups' },
  { name: 'topup-detail', path: '/balance/topups', firstRow: true },
  { name: 'topup-create', path: '/balance/topup' },
  { name: 'transfers', path: '/transfer' },
  { name: 'transfer-detail', path: '/transfer', firstRow: true },
  { name: 'settlement', path: '/settlement' },
  // The reconciliation card asks once the batch has rendered; until it answers its export button is disabled, and axe
  // once read that button in the middle of its change to enabled (zh dark, an outlined button's contrast).
  { name: 'settlement-detail', path: '/settlement', firstRow: true, detail: /\/settlement\?id=stl_/, ready: 'reconcile-matched' },
  { name: 'reports', path: '/reports' },
  { name: 'payouts', path: '/mjkPayouts' },
  { name: 'payout-detail', path: '/mjkPayouts', firstRow: true },
  { name: 'payout-create', path: '/mjkNewPayout' },
  { name: 'beneficiaries', path: '/beneficiaries' },
  { name: 'beneficiary-detail', path: '/beneficiaries', firstRow: true },
  { name: 'beneficiary-create', path: '/newBeneficiary' },
  { name: 'beneficiary-edit', path: '/beneficiaries', firstRow: true, follow: { testId: 'beneficiary-edit-link', path: /\/beneficiaryEdit$/ } },
  { name: 'developer', path: '/developer' },
  { name: 'developer-webhooks', path: '/developer?tab=webhooks' },
  { name: 'api-key-detail', path: '/developer?tab=keys', firstRow: true, rowLink: 'api-key-open' },
  { name: 'webhook-endpoint-add', path: '/developer/add-webhook-endpoints' },
  { name: 'webhook-endpoint-detail', path: '/developer?tab=webhooks', firstRow: true },
  {
    name: 'webhook-delivery',
    path: '/developer?tab=webhooks',
    firstRow: true,
    follow: { testId: 'webhook-delivery-newest', path: /\/webhook\/webhook-endpoint-detail$/ },
    ready: 'webhook-delivery',
  },
  { name: 'settings', path: '/settings' },
  { name: 'payment-methods', path: '/settingspayments' },
  { name: 'teams', path: '/teams' },
  // A member's page (the first active row: the owner, the viewer; the tab named, as the list keeps its last one), a pending invitation's, and a custom role's (the demo's
  // Payout clerk, held by a member: its page has Edit and Delete and a holder).
  { name: 'team-member-detail', path: '/teams?filter=%7B%22status%22%3A%22active%22%7D', firstRow: true },
  { name: 'team-invitation-detail', path: '/teams?filter=%7B%22status%22%3A%22invited%22%7D', firstRow: true },
  { name: 'team-roles', path: '/teams/roles' },
  { name: 'role-detail', path: '/teams/roles?filter=%7B%22kind%22%3A%22custom%22%7D', firstRow: true },
  { name: 'audit-log', path: '/teams/audit-log' },
  { name: 'audit-log-detail', path: '/teams/audit-log', firstRow: true },
  { name: 'ob-teams', path: '/ob-teams' },
  { name: 'all-products', path: '/allProducts' },
  { name: 'gateway', path: '/gateway' },
  { name: 'onboarding-hub', path: '/dashboard' },
  { name: 'business-details-approved', path: '/business-details' },
  { name: 'review-approved', path: '/review' },
  { name: 'upload-materials-approved', path: '/upload-materials' },
  { name: 'dataview', path: '/dataview' },
  { name: 'overview-unverified', path: '/overview', asNewcomer: true },
  { name: 'registered-address', path: '/business-registered-address', asNewcomer: true },
  { name: 'business-representative', path: '/business-representative', asNewcomer: true },
  { name: 'public-details', path: '/public-details', asNewcomer: true },
  { name: 'personal-details', path: '/personal-details', prepare: soleTrader },
  { name: 'coupons', path: '/coupons' },
  { name: 'coupon-create', path: '/newCoupon' },
  { name: 'coupon-detail', path: '/coupons', firstRow: true },
  // Website services (issue 32); a request's page is at the end of the list (the demo world holds one in each status).
  { name: 'build-website', path: '/buildWebsite' },
  { name: 'seo', path: '/seo' },
  { name: 'service-request-create', path: '/serviceRequestCreate?kind=seo' },
  { name: 'subscriptions', path: '/subscriptions' },
  { name: 'smart-account', path: '/smartAccount' },
  { name: 'smart-account-transfers', path: '/account' },
  { name: 'smart-account-transfer-detail', path: '/account', firstRow: true },
  { name: 'smart-account-transfer-out', path: '/account/transferOut' },
  { name: 'smart-account-receive', path: '/account/receivefunds' },
  { name: 'smart-account-incoming-detail', path: '/account/receivefunds', firstRow: true },
  { name: 'issuing-overview', path: '/issuing/overview' },
  { name: 'issuing-cards', path: '/issuing/cards' },
  { name: 'issuing-cardholders', path: '/issuing/cardholders' },
  { name: 'issuing-cardholder-detail', path: '/issuing/cardholders', firstRow: true, detail: /\/issuing\/cardholders\/ich_/ },
  { name: 'issuing-authorizations', path: '/issuing/authorizations' },
  { name: 'issuing-authorization-detail', path: '/issuing/authorizations', firstRow: true, detail: /\/issuing\/authorizations\/iauth_/ },
  { name: 'issuing-transactions', path: '/issuing/transactions' },
  { name: 'issuing-transaction-detail', path: '/issuing/transactions', firstRow: true, detail: /\/issuing\/transactions\/ipt_/ },
  { name: 'issuing-card-detail', path: '/issuing/cards', firstRow: true, detail: /\/issuing\/cards\/ic_/ },
  // The simulator's form is on a test-mode card's page; an active card's, so it can be used.
  { name: 'issuing-card-detail-test', path: `/test/issuing/cards?filter=${ACTIVE}`, firstRow: true, detail: /\/issuing\/cards\/ic_/, testMode: true },
  { name: 'issuing-card-create', path: '/issuing/cards/new' },
  { name: 'issuing-cardholder-create', path: '/issuing/cardholders/new' },
  // The limit-editing forms with the limit simulator's answer (it replays the last 90 days once the form is quiet).
  {
    name: 'issuing-card-edit',
    path: `/issuing/cards?filter=${ACTIVE}`,
    firstRow: true,
    detail: /\/issuing\/cards\/ic_/,
    follow: { testId: 'card-edit-button', path: /\/issuing\/cards\/ic_[^/]+\/edit$/ },
    ready: 'limit-simulator-summary',
  },
  {
    name: 'issuing-cardholder-edit',
    path: `/issuing/cardholders?filter=${ACTIVE}`,
    firstRow: true,
    detail: /\/issuing\/cardholders\/ich_/,
    follow: { testId: 'cardholder-edit-button', path: /\/issuing\/cardholders\/ich_[^/]+\/edit$/ },
    ready: 'limit-simulator-summary',
  },
  // The plans' table is above the list: the list's own rows open a subscription.
  { name: 'subscription-detail', path: '/subscriptions', firstRow: true, rowsIn: 'list-scroll' },
  // Membership is test mode's (live /Membership goes to /overview); the tiers' table is above the members' rows.
  { name: 'membership', path: '/test/Membership', testMode: true },
  { name: 'member-detail', path: '/test/Membership', testMode: true, firstRow: true, rowsIn: 'list-scroll', detail: /\/test\/Membership\?id=/ },
  // Issue 32's pages not listed above: the business profile, and a website request with its messages.
  { name: 'settings-business', path: '/settings-business' },
  { name: 'service-request-detail', path: '/buildWebsite', firstRow: true },
];

export const PUBLIC_PAGES: PageTarget[] = [
  { name: 'login', path: '/login', signedOut: true },
  { name: 'register', path: '/register', signedOut: true },
  { name: 'reset-mail', path: '/resetmail', signedOut: true },
  { name: 'contact', path: '/contact', signedOut: true },
  { name: 'invite', path: '/invite', signedOut: true },
  { name: 'sign-in-code', path: '/login', signedOut: true, prepare: twoFactorUser, act: toCodeStep },
  { name: 'invite-accept', path: '/invite', signedOut: true, prepare: invitationLink, act: invitationShown },
  // The hosted checkout a payer opens from a link (test mode, branded): the form, paid, declined, and sold out.
  { name: 'checkout', path: '/pay', signedOut: true, prepare: async (r) => ({ path: (await checkouts(r)).open }), ready: 'checkout-form' },
  { name: 'checkout-succeeded', path: '/pay', signedOut: true, prepare: async (r) => ({ path: (await checkouts(r)).open }), act: payCheckout(CARDS.success, 'checkout-succeeded') },
  { name: 'checkout-declined', path: '/pay', signedOut: true, prepare: async (r) => ({ path: (await checkouts(r)).open }), act: payCheckout(CARDS.declined, 'checkout-declined') },
  { name: 'checkout-sold-out', path: '/pay', signedOut: true, prepare: async (r) => ({ path: (await checkouts(r)).soldOut }), ready: 'checkout-refused-limit_reached' },
];

export const ALL_PAGES: PageTarget[] = [...PUBLIC_PAGES, ...CONSOLE_PAGES];

export const DETAIL_PATH = /Detail$/i;

/**
 * What a page shows while its data loads: a skeleton, or a progress indicator without a value (indeterminate). A
 * progress bar with a value (`aria-valuenow`: the onboarding wizard's steps done, a report's progress) shows how far
 * something is, not that the page is loading: waiting for it to go waited the whole 10 s on the seven onboarding pages
 * of every variant, where the wizard's bar stays (bench/REPORT.md, Test suite).
 */
export const LOADING = '.MuiSkeleton-root, .MuiLinearProgress-root:not(.MuiLinearProgress-determinate), [role="progressbar"]:not([aria-valuenow])';

/**
 * Waits until the page's data has arrived: no request in flight for a moment (lazy views and their queries may
 * start after a first quiet moment), then no loading indicator left (LOADING). Conditions only, no fixed sleep.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await quiet(page);
  await page
    .waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 10_000 })
    .catch(() => console.log(`${page.url()}: still loading after 10 s (${LOADING}); checked as it is`));
  await quiet(page);
}

interface Traffic {
  /** The requests in flight, by request (their addresses name them when the page never goes quiet). */
  open: Map<object, string>;
  last: number;
  /** Told of every request that starts or ends. */
  listeners: Set<() => void>;
}
const traffic = new WeakMap<Page, Traffic>();

/**
 * The tab's icon: Chromium fetches it for the browser's tab strip after the load event (measured: on every load,
 * since index.html's icon is revalidated), not for the page, and on a loaded machine its end can come late or never
 * be reported. Not the page's data, so not waited for: Playwright's own `networkidle` leaves favicons out the same
 * way (it knows only the name favicon.ico; ours is favicon.svg).
 */
export const TAB_ICON = /\/favicon\.(svg|ico|png)$/;

/** Follows the page's requests from now on (once per page); the tab's icon is not one of them (TAB_ICON). */
function track(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const t: Traffic = { open: new Map(), last: Date.now(), listeners: new Set() };
  traffic.set(page, t);
  const changed = () => {
    t.last = Date.now();
    for (const listener of [...t.listeners]) listener();
  };
  page.on('request', (r) => {
    if (r.resourceType() === 'other' && TAB_ICON.test(new URL(r.url()).pathname)) return;
    t.open.set(r, `${r.method()} ${r.url()}`);
    changed();
  });
  const done = (r: object) => {
    if (!t.open.delete(r)) return;
    changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return t;
}

/**
 * Resolves once the page has had no request in flight for `idleMs` (what Playwright's networkidle means, re-armed);
 * fails, naming the requests still in flight, when that has not happened within `timeout`: a page that never goes
 * quiet is a finding, not something to check half-loaded.
 */
export function quiet(page: Page, idleMs = 400, timeout = 15_000): Promise<void> {
  const t = track(page);
  return new Promise<void>((resolve, reject) => {
    let idle: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: Error) => {
      clearTimeout(idle);
      clearTimeout(deadline);
      t.listeners.delete(arm);
      if (error) reject(error);
      else resolve();
    };
    // Re-armed on every start or end of a request: quiet once `idleMs` pass with none in flight.
    function arm() {
      clearTimeout(idle);
      if (t.open.size > 0) return;
      idle = setTimeout(() => finish(), Math.max(0, idleMs - (Date.now() - t.last)));
    }
    const deadline = setTimeout(() => {
      const open = [...t.open.values()];
      finish(new Error(`${page.url()} was not quiet for ${idleMs} ms within ${timeout} ms; in flight: ${open.length ? open.join(', ') : 'none, but requests kept starting'}`));
    }, timeout);
    t.listeners.add(arm);
    arm();
  });
}

/**
 * Waits for what a click showed on the page before (the list's row, the detail's button) to be gone. The URL changes
 * at the click, but the router renders the next page in a transition: the page before stays on screen while the next
 * one's code and data load, with nothing in flight for a while on a busy machine (its chunk evaluating, its queries
 * not yet started). A page settled then was the list: axe read the list at the detail's address (seen 17 s before the
 * detail replaced it, at a load of 10-29) and the read was taken again when the change came during it, or not at all
 * when it came after.
 */
async function gone(page: Page, clicked: ElementHandle | null): Promise<void> {
  // The element itself, not its locator: the next page may have a row or a button matching it.
  if (!clicked) return;
  const left = await page.waitForFunction((el) => !el.isConnected, clicked, { timeout: 30_000 }).then(() => true, () => false);
  if (left) return;
  // Still the page before after 30 s at the next one's address: seen twice on a loaded machine (a stalled server left
  // other tabs' pages loading as long), never in a quiet run. The address is then loaded afresh, as a reader would
  // reload it, and said, like a page checked while still loading; the row's click itself is the area specs' test.
  console.log(`${page.url()}: the page before was still shown 30 s after the click; loaded again`);
  await page.goto(page.url());
}

/** Opens a target (with what its `prepare` made, if anything) and waits until it has settled; false when a list to open a row of is empty. */
export async function openTarget(page: Page, target: PageTarget, prepared: Prepared = {}): Promise<boolean> {
  // A tab is reused for the next page (visitAll): what the page before left in flight ends with its document and may
  // never report it, so it no longer counts.
  track(page).open.clear();
  // Each step (the address, the row, the follow) ends settled; the last one, on the target, first waits for `ready`.
  // The delivery's dialog is /webhook-endpoint-detail's own path: the follow's URL test held before the click, and a
  // page settled right after it had no request in flight yet, so axe sometimes read the dialog half way through its
  // fade-in (a succeeded chip's contrast at a fraction of its opacity) or not open.
  const arrive = async (last: boolean) => {
    // 30 s, as the list's first row: a loaded machine's data came later than 10 s (a settlement's reconciliation).
    if (last && target.ready) await page.getByTestId(target.ready).first().waitFor({ timeout: 30_000 });
    await settle(page);
  };
  await page.goto(prepared.path ?? target.path);
  // The act waits for what it needs (the captcha's image, the invitation's form); the page settles after it.
  if (target.act) await target.act(page, prepared);
  await arrive(!target.firstRow && !target.follow);
  if (target.firstRow) {
    const cell = target.rowLink ? page.getByTestId(target.rowLink).first() : (target.rowsIn ? page.getByTestId(target.rowsIn) : page).locator('table tbody tr td').first();
    // The list's request may start only after the page was first quiet (its view's code still running on a busy
    // machine: 11 s, and 38 s, at a load average of 40-46), so the row is waited for, not counted at once; a list
    // that stays empty is an error all the same, only reported later.
    if (!(await cell.waitFor({ timeout: 30_000 }).then(() => true, () => false))) return false;
    const clicked = await cell.elementHandle();
    await cell.click();
    await page.waitForURL((url) => (target.detail ? target.detail.test(url.pathname + url.search) : DETAIL_PATH.test(url.pathname)), { timeout: 10_000 });
    await gone(page, clicked);
    await arrive(!target.follow);
  }
  if (target.follow) {
    const button = page.getByTestId(target.follow.testId);
    const clicked = await button.elementHandle();
    await button.click();
    await page.waitForURL((url) => target.follow!.path.test(url.pathname), { timeout: 10_000 });
    // A follow that opens something over the same page (the delivery's dialog) names it (`ready`); one that leads to
    // another page waits for the page before to be gone, as the row's click does.
    if (!target.ready) await gone(page, clicked);
    await arrive(true);
  }
  return true;
}

/** The theme the page is drawn in: the root element's `color-scheme`, which CssBaseline (enableColorScheme) sets. */
export function shownTheme(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
}

/**
 * Switches the open page to `to` in place, through the app's own control: the theme toggle (the app bar's, the
 * sign-in pages' top bar's, the wizard's and the link editor's; `theme-toggle`), which writes the app's store
 * (src/providers/store.ts, `theme`). The click is dispatched on the button itself, as a click on it would arrive: a
 * dialog's backdrop that covers the app bar (its siblings made inert to the pointer, not to events) does not keep a
 * page with a dialog open from being switched, and the pointer is not moved (no hover or tooltip). Resolves once the
 * page is drawn in `to`; its transitions are left to `animationsSettled`. False when the page has no toggle.
 */
export async function switchTheme(page: Page, to: 'light' | 'dark'): Promise<boolean> {
  const toggle = page.getByTestId('theme-toggle');
  if ((await toggle.count()) === 0) return false;
  const from = await shownTheme(page);
  if (from === to) throw new Error(`${page.url()}: already drawn in ${to}, not switched`);
  await toggle.first().dispatchEvent('click');
  await page.waitForFunction((t) => getComputedStyle(document.documentElement).colorScheme === t, to, { timeout: 10_000 });
  return true;
}

const sessions = new Map<string, Promise<SignInResult>>();
const prepared = new Map<string, Promise<Prepared>>();

/** What a target's `prepare` makes, once per run and worker (a failure is not kept: the next variant tries again). */
export function preparedOf(request: APIRequestContext, target: PageTarget): Promise<Prepared> {
  if (!target.prepare) return Promise.resolve({});
  let known = prepared.get(target.name);
  if (!known) {
    known = target.prepare(request);
    known.catch(() => prepared.delete(target.name));
    prepared.set(target.name, known);
  }
  return known;
}

/** Signs `user` in once per run and worker through the API (the sign-in form has its own tests). */
export function sessionOf(request: APIRequestContext, user: { email: string; password: string }): Promise<SignInResult> {
  const key = user.email;
  let known = sessions.get(key);
  if (!known) {
    known = apiSignIn(request, user);
    known.catch(() => sessions.delete(key));
    sessions.set(key, known);
  }
  return known;
}

/**
 * Visits targets side by side (`tabs` lanes at once, each with one tab): public pages in a signed-out context,
 * the demo owner's and the verifying merchant's in a context each, signed in through the API once (contexts, not
 * tabs, keep them apart: an open tab hands its session to a new one). `newContext` makes a context with the variant's viewport and
 * preferences. `check` runs on each page once it has settled (`reopen` loads it afresh in the same tab); a list to open a row of that is empty throws. The
 * demo world is only read: a target that needs state of its own prepares it as a merchant of its own (`prepare`),
 * opened in a context of its own when it is signed in.
 */
/**
 * Tabs per browser a visit keeps open at once (lanes): 3, measured against 2 and 4 (and one worker with 4 or 8) on the
 * sweep's en light variant, alternating, quiet and loaded (docs/decisions.md, "The suite, eleventh pass"). The one
 * server's one PGlite connection serves every tab, so more tabs queue there and in the two cores. `SWEEP_TABS`
 * overrides it, for measuring.
 */
const SWEEP_TABS = Number(process.env.SWEEP_TABS ?? 3);

export async function visitAll(
  newContext: () => Promise<BrowserContext>,
  targets: readonly PageTarget[],
  check: (target: PageTarget, page: Page, reopen: () => Promise<void>) => Promise<void>,
  opts: { tabs?: number; contextPerLane?: boolean } = {},
): Promise<number> {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (target: PageTarget, state: Prepared = {}, lane = 0) => {
    const user = target.signedOut ? null : target.asNewcomer ? NEWCOMER : target.asHomeMember ? HOME_MEMBER : DEMO;
    // A prepared session is a user of its own (a merchant the target's prepare made). With `contextPerLane`, each
    // lane has contexts of its own: a check that changes a preference in place (switchTheme) writes it to the
    // context's local storage, which a page loading in another lane's tab of a shared context would start in.
    const key = `${opts.contextPerLane ? `lane ${lane}: ` : ''}${state.session ? `prepared ${target.name}` : `${user?.email ?? 'signed out'}${target.testMode ? ' (test)' : ''}`}`;
    let context = contexts.get(key);
    if (!context) {
      context = (async () => {
        const c = await newContext();
        if (state.session) await useSession(c, state.session);
        else if (user) await useSession(c, await sessionOf(c.request, user));
        return c;
      })();
      contexts.set(key, context);
    }
    return context;
  };
  // Preparations call the API from the signed-out context (the dev mailbox answers this machine only).
  const prepare = async (target: PageTarget) => (target.prepare ? preparedOf((await contextFor({ name: 'prepare', path: '/', signedOut: true })).request, target) : {});
  const queue = [...targets];
  let visited = 0;
  // Each lane keeps its tab and loads its next target into it (page.goto, a full load, as a new tab would get):
  // measured a quarter faster than a new tab per page, with the same axe findings (bench/REPORT.md). A target of
  // another context closes the tab and opens one there, so no more tabs are open than lanes (idle tabs of every
  // context kept open made the machine slower). Client-side navigation (history.pushState) was faster still but
  // carried state over from the page before (findings differed), so it is not used.
  const lane = async (_: unknown, index: number) => {
    let tab: { context: BrowserContext; page: Page } | undefined;
    try {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const state = await prepare(target);
        const context = await contextFor(target, state, index);
        if (tab?.context !== context) {
          await tab?.page.close();
          tab = { context, page: await context.newPage() };
        }
        const page = tab.page;
        // The target opened in the tab (its row, its follow, its act); `check` may open it afresh the same way.
        const open = async () => {
          if (!(await openTarget(page, target, state))) throw new Error(`${target.name}: the list to open a row of is empty`);
        };
        await open();
        await check(target, page, open);
        visited++;
      }
    } finally {
      await tab?.page.close();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, opts.tabs ?? SWEEP_TABS) }, lane));
  } finally {
    await Promise.all([...contexts.values()].map(async (c) => (await c).close()));
  }
  return visited;
}
