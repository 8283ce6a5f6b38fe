// Settlement and reports as a merchant meets them, as the spec's own merchant in test mode: a payment settles into a
// batch (the test clock runs the settlement two to three days ahead), the batch explains itself as a waterfall whose
// bars open their entries, with its settle records; a report is generated in the background and downloaded.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makePayment, openAsSpecMerchant } from './world';

const DAY = 86_400_000;

test('a payment settles into a batch whose waterfall opens its entries and lists the payment', async ({ page }) => {
  test.setTimeout(120_000);
  const merchant = await openAsSpecMerchant(page);
  const payment = await makePayment(merchant.api, { amount: 12_345 });
  const run = await merchant.api.post<{ created: { id: string; currency: string; gross: number }[] }>('/settlements/run', { at: new Date(Date.now() + 3 * DAY).toISOString() });
  const batch = run.created.find((b) => b.currency === 'USD' && b.gross === 12_345);
  expect(batch).toBeDefined();

  await page.goto('/test/settlement');
  const rows = page.getByTestId('list-settlements').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.getByTestId('list-settlements').getByText(batch!.id.slice(0, 8)).first().click();
  await expect(page).toHaveURL(new RegExp(`/test/settlement\\?id=${batch!.id}`));
  await expect(page.getByTestId('settlement-waterfall')).toBeVisible();
  await expect(page.getByTestId('waterfall-gross')).toContainText('123.45');
  await expect(page.getByTestId('settlement-waterfall').locator('.recharts-bar-rectangle').first()).toBeVisible();

  // A bar's figure opens the rows of its line: the fee entry, then back to all of them.
  await page.getByTestId('waterfall-fees').click();
  await expect(page.getByTestId('settlement-entries-title')).toContainText('Entries: Fees');
  const entries = page.getByTestId(`list-settlements/${batch!.id}/entries`).locator('tbody tr');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Fee');
  await page.getByTestId('waterfall-net').click();
  await expect(entries).toHaveCount(2);

  // The settle records name the payment with its fee and settled amount; the reconciliation finds nothing amiss.
  await expect(page.getByTestId(`list-settlements/${batch!.id}/records`)).toContainText(payment.id.slice(0, 8));
  await expect(page.getByTestId('reconcile-matched')).toContainText('2 entries agree');
});

test('a report is generated in the background and downloaded', async ({ page }) => {
  test.setTimeout(120_000);
  const merchant = await openAsSpecMerchant(page);
  const payment = await makePayment(merchant.api, { amount: 4_200 });
  await page.goto('/test/reports');
  await expect(page.getByTestId('report-form')).toBeVisible();
  await page.getByRole('button', { name: 'Generate report' }).click();
  const rows = page.getByTestId('list-reports').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Itemized balance activity');
  // The list refreshes itself while the job writes the file.
  await expect(rows.first()).toContainText('Ready', { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), rows.first().getByRole('button', { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^itemized_activity_test_\d{8}-\d{8}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('Entry ID,Created,Available on,Type,Currency,Amount,Source ID,Settlement ID');
  expect(text).toContain(payment.id);
});
