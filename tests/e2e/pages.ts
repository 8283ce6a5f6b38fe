// Every built page a person can open, for the checks that run over all of them (phone width, accessibility) and for
// `npm run screenshots`. Detail pages are reached by opening the first row of their list, as a merchant would.
import type { Page } from '@playwright/test';

export interface PageTarget {
  name: string;
  path: string;
  /** Open the first row of the list at `path`; the page it leads to is the target. */
  firstRow?: boolean;
  /** Opened signed out. */
  signedOut?: boolean;
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
  { name: 'settings', path: '/settings' },
  { name: 'onboarding-hub', path: '/dashboard' },
  { name: 'dataview', path: '/dataview' },
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
  return true;
}
