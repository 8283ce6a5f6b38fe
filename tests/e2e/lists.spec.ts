// The list pages at work (issue #33): one status filter (the tabs; an address of the former status select still
// filters, shown beside the tabs with a way to clear it).
import { expect, test, type Page } from '@playwright/test';
import { CARDS, makePayment, openAsSpecMerchant } from './world';

const rows = (page: Page) => page.getByTestId('list-payments').locator('tbody tr');
const statusesShown = (page: Page) => rows(page).locator('[data-status]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-status')))].sort());

test('the payments list filters by status with its tabs only; an address of the former select still filters and can be cleared', async ({ page }) => {
  const merchant = await openAsSpecMerchant(page);
  await makePayment(merchant.api);
  await makePayment(merchant.api, {}, CARDS.declined);
  await page.goto('/test/dashPayment');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId('tab-all')).toBeVisible();
  await expect(page.getByTestId('filter-status')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);

  await page.getByTestId('tab-failed').click();
  await expect.poll(() => statusesShown(page)).toEqual(['failed']);

  // The former select wrote one status, here one of the Refunded tab's three: the list keeps it and says so.
  await page.goto(`/test/dashPayment?filter=${encodeURIComponent(JSON.stringify({ status: 'refunded' }))}`);
  const other = page.getByTestId('filter-status-other');
  await expect(other).toHaveText('Status: Refunded');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await other.locator('.MuiChip-deleteIcon').click();
  await expect(other).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);
  // A status a tab stands for selects that tab.
  await page.goto(`/test/dashPayment?filter=${encodeURIComponent(JSON.stringify({ status: 'succeeded' }))}`);
  await expect(page.getByTestId('tab-succeeded')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => statusesShown(page)).toEqual(['succeeded']);
});
