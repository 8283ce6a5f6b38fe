// The address decides the mode (issue 33, 4): a live page's address opens live (and switches the tab to live), a
// /test address opens test mode; a record of the other mode says so with the way there; the overview and the data
// view have their test addresses and show the figures of the mode.
import { expect, test, type Page } from '@playwright/test';
import { makePayment, merchantApi, newMerchant, specMerchant, useSession } from './world';

const banner = (page: Page) => page.getByTestId('test-mode-banner');
const tabMode = (page: Page) => page.evaluate(() => sessionStorage.getItem('isTest'));

test("a live record's address opened in a test-mode tab opens live; a /test address opens test mode", async ({ page }) => {
  const merchant = await specMerchant();
  const live = await makePayment(merchant.live, { amount: 3210, currency: 'EUR' });
  await useSession(page.context(), merchant.session, { testMode: true });

  await page.goto(`/dashPaymentDetail?id=${live.id}`);
  await expect(page.getByTestId('payment-summary')).toContainText(live.id);
  await expect(page).toHaveURL(new RegExp(`^[^?]*/dashPaymentDetail\\?id=${live.id}$`));
  expect(new URL(page.url()).pathname).toBe('/dashPaymentDetail');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('mode-switch').locator('input')).not.toBeChecked();
  expect(await tabMode(page)).toBe('false');

  // The same record's /test address: test mode, where it is not, and the way back to it in live mode.
  await page.goto(`/test/dashPaymentDetail?id=${live.id}`);
  await expect(banner(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/test/dashPaymentDetail');
  const notice = page.getByTestId('record-other-mode');
  await expect(notice).toContainText(`No record with the id ${live.id} is in test mode: it is a record of live mode.`);
  await notice.getByRole('link', { name: 'Open in live mode' }).click();
  await expect(page.getByTestId('payment-summary')).toContainText(live.id);
  expect(new URL(page.url()).pathname).toBe('/dashPaymentDetail');
  await expect(banner(page)).toHaveCount(0);

  // Back is an address opened again: test mode, and the notice.
  await page.goBack();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('record-other-mode')).toBeVisible();
  expect(await tabMode(page)).toBe('true');
});

test('a test record opened at its live address says it is in test mode and opens it there', async ({ page }) => {
  const merchant = await specMerchant();
  const payment = await makePayment(merchant.api);
  await useSession(page.context(), merchant.session, { lang: 'zh_CN' });
  await page.goto(`/dashPaymentDetail?id=${payment.id}`);
  const notice = page.getByTestId('record-other-mode');
  await expect(notice).toContainText(`正式模式中没有 ID 为 ${payment.id} 的记录：这是测试模式的记录。`);
  await notice.getByRole('link', { name: '在测试模式中打开' }).click();
  await expect(page.getByTestId('payment-summary')).toContainText(payment.id);
  expect(new URL(page.url()).pathname).toBe('/test/dashPaymentDetail');
  await expect(banner(page)).toBeVisible();
});

test('an id of another account says only that it was not found', async ({ page, request }) => {
  const merchant = await specMerchant();
  const other = await newMerchant(request, { tag: 'address-mode-other', verified: false });
  const theirs = await makePayment(merchantApi(request, other.session, false));
  await useSession(page.context(), merchant.session);
  await page.goto(`/dashPaymentDetail?id=${theirs.id}`);
  await expect(page.getByTestId('record-not-found')).toContainText(`No record with the id ${theirs.id} was found.`);
  await expect(page.getByTestId('record-other-mode')).toHaveCount(0);
});

test("the overview and the data view show the test mode's figures at /test/overview and /test/dataview", async ({ page }) => {
  const merchant = await specMerchant();
  await makePayment(merchant.live, { amount: 3210, currency: 'EUR' });
  await makePayment(merchant.api, { amount: 4560, currency: 'USD' });
  await useSession(page.context(), merchant.session, { testMode: true });

  const testStats = page.waitForResponse((r) => new URL(r.url()).pathname === '/test/api/stats/overview');
  await page.goto('/test/overview');
  expect((await testStats).status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/test/overview');
  await expect(banner(page)).toBeVisible();
  const stats = page.getByTestId('overview-stats');
  await expect(stats).toContainText('45.60');
  await expect(stats).not.toContainText('32.10');
  // Its menu entry and its link to the data view stay in test mode.
  await expect(page.getByTestId('app-menu').getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('href', '/test/overview');
  const testSeries = page.waitForResponse((r) => new URL(r.url()).pathname === '/test/api/stats/series');
  await page.getByTestId('open-dataview').click();
  expect((await testSeries).status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/test/dataview');
  await expect(banner(page)).toBeVisible();

  // The live overview's address in this test-mode tab: live mode and its figures.
  const liveStats = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stats/overview');
  await page.goto('/overview');
  expect((await liveStats).status()).toBe(200);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('overview-stats')).toContainText('32.10');
  await expect(page.getByTestId('overview-stats')).not.toContainText('45.60');

  // /test/dataview opened from scratch: test mode.
  const series = page.waitForResponse((r) => new URL(r.url()).pathname === '/test/api/stats/series');
  await page.goto('/test/dataview');
  expect((await series).status()).toBe(200);
  await expect(banner(page)).toBeVisible();
});
