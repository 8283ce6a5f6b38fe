// A phone (390 px) in the console (issue #33 item 5): the app bar's language switch is in the account menu, the
// test-mode toggle has its label on screen; the new invoice's unit amount shows its whole label, and its due date is
// the date picker of the lists, written YYYY-MM-DD, not a native mm/dd/yyyy field.
import { expect, test, type Page } from '@playwright/test';
import { formatListTime } from '../../domain/dates';
import { specMerchant, useSession } from './world';

/** Signed in as the spec's merchant in test mode, on the payments (a phone has no sidebar to wait for). */
async function openOnPhone(page: Page) {
  const merchant = await specMerchant();
  await useSession(page.context(), merchant.session, { testMode: true });
  await page.goto('/test/dashPayment');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return merchant;
}

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the languages are in the account menu and the test-mode toggle shows its label', async ({ page }) => {
  await openOnPhone(page);
  const label = page.locator('header').getByText('Test mode', { exact: true });
  await expect(label).toBeVisible();
  const box = await label.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const account = (await page.getByTestId('account-menu').boundingBox())!;
  expect(account.x + account.width).toBeLessThanOrEqual(390);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.locator('header').getByText('测试模式', { exact: true })).toBeVisible();
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitemradio', { name: '中文' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(label).toBeVisible();
});

test('at 390 px a new invoice shows the unit amount whole and picks its due date like the lists do', async ({ page }) => {
  await openOnPhone(page);
  await page.goto('/test/invoiceCreate');
  const item = page.getByTestId('invoice-item').first();
  const unit = item.locator('input[name="items.0.unitAmount"]');
  await expect(unit).toBeVisible();
  // The label is drawn whole: nothing of it is cut by an ellipsis.
  const unitLabel = item.locator('label', { hasText: 'Unit amount' });
  await expect(unitLabel).toBeVisible();
  expect(await unitLabel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect((await unit.boundingBox())!.width).toBeGreaterThanOrEqual(100);

  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  const due = page.getByTestId('invoice-due-date-input');
  await expect(due.locator('input')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('button', { name: /choose date/i })).toBeVisible();
});

test('at 390 px the website requests fit the screen: goal and status side by side, the time stacked under the goal', async ({ page }) => {
  const merchant = await specMerchant();
  const { createdAt } = await merchant.live.post<{ createdAt: string }>('/api/service-requests', {
    kind: 'website',
    goal: 'A shop for our handmade ceramics with a blog, a gallery of every glaze we make and a form for wholesale orders.',
    items: ['Home', 'Shop', 'Blog'],
    budget: '1k_5k',
    contactName: 'Mei Lin',
    contactEmail: 'mei@example.com',
  });
  await useSession(page.context(), merchant.session);
  await page.goto('/buildWebsite');
  const table = page.getByTestId('list-scroll');
  await expect(table.locator('tbody tr')).toHaveCount(1, { timeout: 30_000 });
  await expect(table.getByTestId('service-request-time')).toBeVisible();
  // The table's own box does not scroll sideways: every column is within the screen.
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  // At no width is the time lost: its column where the list has room, else stacked under the goal. From 600 px the
  // menu opens beside the list, which is then narrower than on a phone: the time's column gave way there (600-690 px)
  // while the stacked time was kept for phones only.
  const time = formatListTime(createdAt);
  // Nor off screen in a table scrolled sideways, up to the width where the goal may take 360 px (900).
  for (const width of [600, 640, 689, 690, 768, 808, 899, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table.locator('tbody tr').first().getByText(time, { exact: true }).filter({ visible: true }), `the time at ${width} px`).toHaveCount(1);
    if (width < 900) expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
});
