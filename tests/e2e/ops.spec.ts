// The operators' page of background work: owners reach it from the menu and see the queues; a member never sees it.
import { expect, test } from '@playwright/test';
import { ANALYST, openAs, openAsDemo, snap } from './fixtures';

test('an owner opens Background jobs from the menu and sees each queue and its dead letters', async ({ page }) => {
  await openAsDemo(page);
  const menu = page.getByTestId('app-menu');
  await menu.getByRole('link', { name: 'Background jobs' }).click();
  await expect(page).toHaveURL(/\/ops\/jobs$/);
  for (const queue of ['onboarding_review', 'onboarding_review_dead', 'housekeeping', 'housekeeping_dead']) {
    await expect(page.getByTestId(`ops-queue-${queue}`)).toBeVisible();
  }
  await expect(page.getByTestId('ops-failed')).toBeVisible();

  for (const [lang, theme, width] of [['en', 'light', 1440], ['en', 'dark', 1440], ['zh', 'light', 1440], ['zh', 'dark', 390]] as const) {
    await page.evaluate(([l, t]) => {
      localStorage.setItem('language', l === 'zh' ? 'zh_CN' : 'en');
      localStorage.setItem('theme', t);
    }, [lang, theme]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ops/jobs');
    await expect(page.getByTestId('ops-queues')).toBeVisible();
    await snap(page, `ops-jobs-${lang}-${theme}-${width}`);
  }
  // At phone width the page itself never scrolls sideways: the tables scroll inside their cards.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a member without the owner or admin role has no Background jobs page', async ({ page }) => {
  await openAs(page, ANALYST);
  const menu = page.getByTestId('app-menu');
  await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Background jobs' })).toHaveCount(0);
  await page.goto('/ops/jobs');
  await expect(page).not.toHaveURL(/\/ops\/jobs/);
});
