// Every built page a person can open, for the checks that run over all of them (phone width, accessibility) and for
// `npm run screenshots`. Detail pages are reached by opening the first row of their list, as a merchant would.
import type { BrowserContext, Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'Demo@2026' };
/** The seeded merchant that has not finished business verification (two sections saved). */
export const NEWCOMER = { email: 'new@example.com', password: 'Demo@2026' };

export interface PageTarget {
  name: string;
  path: string;
  /** Open the first row of the list at `path`; the page it leads to is the target. */
  firstRow?: boolean;
  /** Opened signed out. */
  signedOut?: boolean;
  /** Opened as the seeded merchant that has not finished business verification (default: the demo owner). */
  asNewcomer?: boolean;
  /** After opening: follow the link or button with this test id to the page at `path` (a dispute's response). */
  follow?: { testId: string; path: RegExp };
}

export const CONSOLE_PAGES: PageTarget[] = [
  { name: 'overview', path: '/overview' },
  { name: 'payments', path: '/dashPayment' },
  { name: 'payment-detail', path: '/dashPayment', firstRow: true },
  { name: 'transactions', path: '/payment' },
  { name: 'refunds', path: '/refund' },
  { name: 'refund-detail', path: '/refund', firstRow: true },
  { name: 'refund-create', path: '/refundCreate' },
  { name: 'customers', path: '/Customers' },
  { name: 'disbursements', path: '/disbursements' },
  { name: 'invoices', path: '/invoice' },
  { name: 'invoice-detail', path: '/invoice', firstRow: true },
  { name: 'invoice-create', path: '/invoiceCreate' },
  { name: 'payment-links', path: '/paymentLink' },
  { name: 'payment-link-detail', path: '/paymentLink', firstRow: true },
  { name: 'payment-link-create', path: '/newPaymentLink' },
  { name: 'disputes', path: '/disputes' },
  { name: 'dispute-detail', path: '/disputes?filter=%7B%22status%22%3A%22needs_response%22%7D', firstRow: true },
  { name: 'dispute-won', path: '/disputes?filter=%7B%22status%22%3A%22won%22%7D', firstRow: true },
  {
    name: 'dispute-respond',
    path: '/disputes?filter=%7B%22status%22%3A%22needs_response%22%7D',
    firstRow: true,
    follow: { testId: 'dispute-respond', path: /\/submitEvidence$/ },
  },
  { name: 'developer', path: '/developer' },
  { name: 'developer-webhooks', path: '/developer?tab=webhooks' },
  { name: 'webhook-endpoint-add', path: '/developer/add-webhook-endpoints' },
  { name: 'webhook-endpoint-detail', path: '/developer?tab=webhooks', firstRow: true },
  {
    name: 'webhook-delivery',
    path: '/developer?tab=webhooks',
    firstRow: true,
    follow: { testId: 'webhook-delivery-newest', path: /\/webhook\/webhook-endpoint-detail$/ },
  },
  { name: 'settings', path: '/settings' },
  { name: 'payment-methods', path: '/settingspayments' },
  { name: 'onboarding-hub', path: '/dashboard' },
  { name: 'business-details-approved', path: '/business-details' },
  { name: 'review-approved', path: '/review' },
  { name: 'upload-materials-approved', path: '/upload-materials' },
  { name: 'dataview', path: '/dataview' },
  { name: 'overview-unverified', path: '/overview', asNewcomer: true },
  { name: 'business-representative', path: '/business-representative', asNewcomer: true },
];

export const PUBLIC_PAGES: PageTarget[] = [
  { name: 'login', path: '/login', signedOut: true },
  { name: 'register', path: '/register', signedOut: true },
  { name: 'reset-mail', path: '/resetmail', signedOut: true },
  { name: 'contact', path: '/contact', signedOut: true },
];

export const ALL_PAGES: PageTarget[] = [...PUBLIC_PAGES, ...CONSOLE_PAGES];

export const DETAIL_PATH = /Detail$/i;

/** Waits until the page's data has arrived: no request in flight, no skeleton or progress bar left. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-root, [role="progressbar"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // Lazy views and their queries may start after the first idle moment.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

/** Opens a target and waits until it has settled; false when a list to open a row of is empty. */
export async function openTarget(page: Page, target: PageTarget): Promise<boolean> {
  await page.goto(target.path);
  await settle(page);
  if (!target.firstRow) return true;
  const cell = page.locator('table tbody tr td').first();
  if ((await cell.count()) === 0) return false;
  await cell.click();
  await page.waitForURL((url) => DETAIL_PATH.test(url.pathname), { timeout: 10_000 });
  await settle(page);
  if (target.follow) {
    await page.getByTestId(target.follow.testId).click();
    await page.waitForURL((url) => target.follow!.path.test(url.pathname), { timeout: 10_000 });
    await settle(page);
  }
  return true;
}

/**
 * Visits targets in one context, signed out first for the public pages, then signed in as the demo owner, then as
 * the merchant still verifying (in a new tab opened after the old one closed, so no open tab hands it a session).
 * `check` runs on each page once it has settled; a list to open a row of that is empty throws.
 */
export async function visitAll(context: BrowserContext, targets: readonly PageTarget[], check: (target: PageTarget, page: Page) => Promise<void>) {
  let page = await context.newPage();
  let signedInAs: string | null = null;
  for (const target of targets) {
    const user = target.asNewcomer ? NEWCOMER : DEMO;
    if (!target.signedOut && signedInAs !== user.email) {
      if (signedInAs) {
        await page.close();
        page = await context.newPage();
      }
      // Through the form, in the context's language.
      await page.goto('/login');
      await page.locator('input[name=email]').fill(user.email);
      await page.locator('input[name=password]').fill(user.password);
      await page.locator('input[name=captchaCode]').fill('abcd');
      await page.locator('button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      signedInAs = user.email;
    }
    if (!(await openTarget(page, target))) throw new Error(`${target.name}: the list to open a row of is empty`);
    await check(target, page);
  }
  return page;
}
