// The overview and the data view as the demo merchant meets them: the test keys and payment stats, the contract
// dialog (on a merchant of its own, since signing writes) that refuses to confirm until the box is checked, the data
// view's selectors updating the charts, and drill-through from a figure to the payments list with exactly its filter,
// and the keys named in Chinese. Both pages in both languages and themes are the sweep's and `npm run screenshots`'
// (tests/e2e/pages.ts).
import { expect, test, type Page } from '@playwright/test';
import { openAsDemo, snap } from './fixtures';
import { typeDay } from './day-picker';
import { newMerchant, useSession } from './world';

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the overview shows the test keys, and the stats per period explain themselves', async ({ page }) => {
  await openAsDemo(page);
  const publishable = page.getByTestId('overview-key-publishable');
  await expect(publishable.getByTestId('overview-key-value')).toContainText('pk_test_');
  await expect(publishable).toContainText('Created');
  const secret = page.getByTestId('overview-key-secret');
  await expect(secret.getByTestId('overview-key-value')).toContainText('sk_test_••••');
  await secret.getByRole('button', { name: 'Reveal' }).click();
  await expect(secret.getByTestId('overview-key-value')).not.toContainText('•');
  await expect(secret.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.getByTestId('overview-docs')).toHaveAttribute('href', '/api/docs');
  await expect(page.getByTestId('overview-products')).toContainText('Payments');

  await pick(page, 'Period', 'All time');
  const count = page.getByTestId('kpi-successfulCount-value');
  await expect(count).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByTestId('kpi-successRate-value')).toHaveText(/^\d+\.\d\d%$/);
  await expect(page.getByTestId('kpi-successfulAmount-value')).toHaveText(/ [A-Z]{3}$/);
  await page.getByTestId('kpi-averageAmount').hover();
  await expect(page.getByRole('tooltip')).toContainText('rounded half up');
  await expect(page.getByRole('tooltip')).toContainText('Asia/Shanghai');
  await pick(page, 'Period', 'Last day');
  await expect(page.getByTestId('stats-range')).toContainText('00:00');

  // In Chinese, the keys the system named are named in Chinese, and their dates have no English month.
  await page.getByRole('button', { name: '中文' }).click();
  await page.goto('/overview');
  await expect(publishable.getByTestId('overview-key-name')).toHaveText('可发布密钥');
  await expect(secret).toContainText(/创建于 \d{4}年\d{1,2}月\d{1,2}日/);
});

test('the contract dialog refuses to confirm until the box is checked, then records the signature', async ({ page }) => {
  // A merchant of its own: signing writes the contract, and the demo world is only read (a rerun against a kept
  // server found the demo's contract signed by the run before and no button to open).
  await useSession(page.context(), (await newMerchant(page.context().request, { tag: 'contract', nickname: 'Contract Signer' })).session);
  await page.goto('/overview');
  await page.getByTestId('contract-open').click();
  const dialog = page.getByTestId('contract-dialog');
  const confirm = dialog.getByTestId('contract-confirm');
  await expect(confirm).toBeDisabled();
  await confirm.click({ force: true });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('contract-unsigned')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('contract-signed')).toContainText('Contract Signer');
  await page.reload();
  await expect(page.getByTestId('contract-signed')).toBeVisible();
  await expect(page.getByTestId('contract-open')).toHaveCount(0);
});

test('the data view offers only the allowed options and redraws on a new period and comparison', async ({ page }) => {
  await openAsDemo(page);
  await page.getByTestId('open-dataview').click();
  await expect(page).toHaveURL(/\/dataview$/);
  const result = page.getByTestId('dataview-result');
  await expect(result).toHaveAttribute('data-period', 'last7Days');
  const bars = page.getByTestId('chart-count').locator('.recharts-bar-rectangle');
  await expect(bars.first()).toBeVisible();
  // Money on the chart names its currency, on the axis and in the tooltip.
  const amountChart = page.getByTestId('chart-amount');
  await expect(amountChart.locator('.recharts-cartesian-axis-tick-value', { hasText: /^[\d,]+ [A-Z]{3}$/ }).first()).toBeVisible();
  const plot = await amountChart.locator('.recharts-cartesian-grid').boundingBox();
  await page.mouse.move(plot!.x + plot!.width / 2, plot!.y + plot!.height / 2);
  // Ticks are whole: an amount with cents and its code can only be the tooltip's.
  await expect(amountChart).toContainText(/[\d,]+\.\d\d [A-Z]{3}/);
  const before = await page.getByTestId('dataview-range').textContent();

  // Previous month goes only with month to date.
  await page.getByLabel('Compare with', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Previous month' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await pick(page, 'Period', 'Month to date');
  await pick(page, 'Compare with', 'Previous month');
  await expect(result).toHaveAttribute('data-period', 'monthToDate');
  await expect(result).toHaveAttribute('data-comparison', 'previousMonth');
  await expect(page.getByTestId('dataview-range')).not.toHaveText(before ?? '');
  await expect(page.getByTestId('dataview-comparison-range')).toBeVisible();
  await expect(page.getByTestId('dv-kpi-successfulAmount-change')).toHaveText(/vs comparison/);

  await pick(page, 'Granularity', 'Weekly');
  await expect(result).toHaveAttribute('data-comparison', 'previousMonth');
  await pick(page, 'Period', 'All time');
  await expect(result).toHaveAttribute('data-period', 'allTime');
  await expect(result).toHaveAttribute('data-comparison', 'none');
  await expect(page.getByTestId('dataview-comparison-range')).toHaveCount(0);
  await pick(page, 'Granularity', 'Yearly');
  await expect(bars).toHaveCount(2);

  await pick(page, 'Period', 'Custom');
  await typeDay(page, 'from', '2026-03-01');
  await typeDay(page, 'to', '2026-03-31');
  await expect(result).toHaveAttribute('data-period', 'custom');
  await expect(page.getByTestId('dataview-range')).toContainText('2026-03-01 00:00');
});

test('a figure opens the payments list filtered to exactly its payments', async ({ page }) => {
  await openAsDemo(page);
  await pick(page, 'Period', 'Last month');
  const count = Number((await page.getByTestId('kpi-successfulCount-value').textContent())!.replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);
  const currency = (await page.getByTestId('stats-currency').locator('[aria-pressed=true]').textContent())!;
  await page.getByTestId('kpi-successfulCount').click();
  await expect(page).toHaveURL(/\/dashPayment\?filter=/);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(filter.status).toEqual(['succeeded', 'refundPending', 'partiallyRefunded', 'refunded']);
  expect(filter.currency).toBe(currency);
  // Last month in Asia/Shanghai: from its first local midnight to 1 ms before the next month's.
  const from = new Date(filter.createdFrom);
  const to = new Date(filter.createdTo);
  expect(from.getUTCHours()).toBe(16);
  expect((to.getTime() + 1 - Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate(), 16)) % 86_400_000).toBe(0);
  // The payments list (built by the payments area) counts the same payments.
  await expect(page.getByText(/^Total [\d,]+$/)).toHaveText(`Total ${count.toLocaleString('en-US')}`);
  await snap(page, 'overview-drill-payments');
});
