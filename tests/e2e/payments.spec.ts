// The payments pages as a merchant uses them: a test payment through the dialog, finding it by filter, a partial
// refund, the refunds list, the filtered CSV export, a declined card, the mode switch and the analyst's menu. The
// tests that make payments and refunds do it as the spec's own merchant (tests/e2e/world.ts); the demo world is only
// read (its lists, the analyst). Its pages in both languages and themes are the sweep's and `npm run screenshots`'
// (tests/e2e/pages.ts: the lists, a payment, a refund, the refund form of a payment, a customer).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ANALYST, openAs, openAsDemo, snap } from './fixtures';
import { openAsSpecMerchant } from './world';

/**
 * The spec's own merchant, signed in through the API, in test mode. Its balance for a refund (available plus
 * pending, server/services/ledger.ts) is the refunded payment's own net amount, so no other funding is needed.
 */
async function signInToTestMode(page: Page) {
  await openAsSpecMerchant(page);
}

/** Creates a test payment through the dialog and returns its id (the detail page opens on it). */
async function createTestPayment(page: Page, card: string, amount: string, customer: string): Promise<string> {
  await page.goto('/test/dashPayment');
  await page.getByTestId('create-test-payment').click();
  await page.getByTestId('test-payment-amount').fill(amount);
  await page.getByTestId('test-payment-card').click();
  await page.getByTestId(`card-${card}`).click();
  await page.getByTestId('test-payment-customer').fill(customer);
  await snap(page, 'payments-create-test-payment-en-light');
  await page.getByTestId('test-payment-submit').click();
  await expect(page).toHaveURL(/\/test\/dashPaymentDetail\?id=/);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

const listRows = (page: Page) => page.getByTestId('list-payments').locator('tbody tr');

test('a test payment is found by filter, refunded in part, listed in /refund and exported', async ({ page }) => {
  await signInToTestMode(page);
  const customer = `E2E Buyer ${Date.now()}`;
  const id = await createTestPayment(page, '4242424242424242', '120.00', customer);
  await expect(page.getByTestId('payment-status')).toContainText('Succeeded');
  await expect(page.getByTestId('payment-summary')).toContainText('120.00');

  // Find it by transaction id: one row, and the URL carries the filter.
  await page.goto('/test/dashPayment');
  await page.getByTestId('filter-transactionId').fill(id);
  await expect(page).toHaveURL(/filter=/);
  await expect(listRows(page)).toHaveCount(1);
  await expect(page.getByTestId('list-pager')).toContainText('Total 1');
  await expect(listRows(page).first()).toContainText(customer);

  // Export the filtered list: the server's file (mode, zone and time in its name), the header, one data row.
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^payments_test_Asia-Shanghai_\d{8}-\d{6}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter((l) => l !== '');
  expect(lines[0]).toMatch(/^Transaction ID,Created,Status,Currency,Amount/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(id);
  expect(lines[1]).toContain('120.00');
  expect(lines[1]).toContain(',Succeeded,');

  // Open it from the list and refund part of it.
  await listRows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/test/dashPaymentDetail\\?id=${id}`));
  await page.getByTestId('payment-refund').click();
  await expect(page).toHaveURL(/\/test\/refundCreate\?paymentId=/);
  await expect(page.getByTestId('refundable')).toContainText('120.00');
  await page.getByTestId('refund-partial').click();
  await page.getByTestId('refund-amount').fill('120.01');
  await page.getByTestId('refund-reason').click();
  await page.getByTestId('reason-requested_by_customer').click();
  await page.getByTestId('refund-initiate').click();
  await expect(page.getByText('This is more than can still be refunded.')).toBeVisible();
  await page.getByTestId('refund-amount').fill('20.50');
  await page.getByTestId('refund-initiate').click();
  await expect(page.getByRole('dialog')).toContainText('Refund 20.50 USD?');
  await page.getByRole('dialog').getByRole('button', { name: 'Initiate Now' }).click();
  await expect(page).toHaveURL(/\/test\/refundDetail\?id=/);
  const refundId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByTestId('refund-detail')).toContainText(id);

  // The payment becomes partially refunded (once the network settles the refund).
  await page.goto(`/test/dashPaymentDetail?id=${id}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('payment-status')).toContainText('Partially refunded', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('payment-refunds')).toContainText('20.50');
  await expect(page.getByTestId('payment-timeline')).toContainText('Refund');

  // And the refund is in /refund.
  await page.goto('/test/refund');
  await page.getByTestId('filter-paymentId').fill(id);
  const refundRows = page.getByTestId('list-refunds').locator('tbody tr');
  await expect(refundRows).toHaveCount(1);
  await expect(refundRows.first()).toContainText(refundId.slice(0, 12));
  await expect(refundRows.first()).toContainText('20.50');
});

test('a declined card shows its reason on the payment', async ({ page }) => {
  await signInToTestMode(page);
  await createTestPayment(page, '4000000000009995', '10.00', 'Declined Buyer');
  await expect(page.getByTestId('payment-status')).toContainText('Failed');
  await expect(page.getByTestId('payment-failure')).toContainText('insufficient_funds');
  await expect(page.getByTestId('payment-refund')).toHaveCount(0);
});

test('the list reads its filter from the URL (drill-through) and the status tabs carry counts', async ({ page }) => {
  await openAsDemo(page);
  await page.goto(`/dashPayment?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`);
  await expect(page.getByTestId('tab-failed')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-all')).toContainText(/All · [\d,]+/);
  await expect(listRows(page).first()).toBeVisible();
  const statuses = await listRows(page).locator('[data-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['failed']));
  await page.getByTestId('tab-succeeded').click();
  await expect(page).toHaveURL(/succeeded/);
  await expect(listRows(page).first().locator('[data-status]')).toHaveAttribute('data-status', 'succeeded');
});

test('switching to test mode moves the list to /test/dashPayment and shows test data', async ({ page }) => {
  await openAsDemo(page);
  await page.goto('/dashPayment');
  const firstLive = await listRows(page).first().locator('td').nth(2).innerText();
  await page.getByTestId('mode-switch').locator('input').check();
  await expect(page).toHaveURL(/\/test\/dashPayment$/);
  await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  await expect(page.getByTestId('create-test-payment')).toBeVisible();
  await expect(listRows(page).first()).toBeVisible();
  await expect(listRows(page).first().locator('td').nth(2)).not.toHaveText(firstLive);
  await page.getByTestId('mode-switch').locator('input').uncheck();
  await expect(page).toHaveURL(/\/dashPayment$/);
  await expect(page.getByTestId('create-test-payment')).toHaveCount(0);
});

test('the analyst sees Payments and Refunds but not Customers', async ({ page }) => {
  await openAs(page, ANALYST);
  const menu = page.getByTestId('app-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Refunds' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await page.goto('/Customers');
  await expect(page).not.toHaveURL(/\/Customers/);
});
