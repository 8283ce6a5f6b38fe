// The Chinese catalogue is a chunk of its own: an English visitor never downloads it; a stored Chinese preference
// shows Chinese from the first render, and switching to Chinese loads it then. Screenshots in both languages.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, snap } from './fixtures';

/** Records the JavaScript files the page requests. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname);
  });
  return seen;
}
const isChinese = (path: string) => /\/zh-catalogue-[^/]+\.js$/.test(path);

test('English /login loads no Chinese catalogue; switching loads it and shows Chinese', async ({ page }) => {
  const loaded = scripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(loaded.filter(isChinese)).toEqual([]);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(loaded.filter(isChinese)).toHaveLength(1);
});

test('a stored Chinese preference renders Chinese from the first paint', async ({ page }) => {
  await page.goto('/login');
  // The English page started before the preference is stored: written while its start-up still ran (the load event
  // comes before the app reads the language), that first page loaded the catalogue too, and it was counted twice.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  const loaded = scripts(page);
  await page.reload();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(loaded.filter(isChinese)).toHaveLength(1);
  await snap(page, 'language-load-login-zh');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'language-load-login-en');
});

test('/login loads neither the product areas\' messages nor the shell; signing in loads both and shows no raw key', async ({ page }) => {
  const loaded = scripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const isAreas = (path: string) => /\/areas-[^/]+\.js$/.test(path);
  const isLayout = (path: string) => /\/Layout-[^/]+\.js$/.test(path);
  expect(loaded.filter((p) => isAreas(p) || isLayout(p))).toEqual([]);
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(loaded.filter(isAreas)).toHaveLength(1);
  expect(loaded.filter(isLayout)).toHaveLength(1);
  // A key shown as such (e.g. "app.overview.title") would mean a page rendered before its messages were there.
  await expect(page.locator('body')).not.toContainText(/\bapp\.[a-z]+\.[a-zA-Z.]+/);
});
