// The lists' status tabs offer scroll arrows only when the tabs overflow their row (issue 31's screenshots: arrows at
// 1440 px beside tabs that all fit). Checked at 1440, 1024, 768 and 390 px on lists with few tabs and with many (the
// payments), and after the row was hidden once (display none, as Suspense hides a page while a lazy part loads): MUI's
// own choice then kept the arrows until its observer reported again.
import { expect, test, type Page } from '@playwright/test';
import { specMerchant, useSession } from './world';

/** Per status-tab row: whether its tabs overflow the row, and how many scroll arrows it renders. */
function rows(page: Page) {
  return page.getByTestId('status-tabs').evaluateAll((roots) => roots.map((root) => {
    const style = getComputedStyle(root);
    const room = root.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const tabs = [...root.querySelectorAll('[role="tab"]')].reduce((sum, tab) => sum + tab.getBoundingClientRect().width, 0);
    return { overflows: tabs > room + 0.5, arrows: root.querySelectorAll('.MuiTabs-scrollButtons').length };
  }));
}

test('status tabs show scroll arrows only when their tabs overflow, at 1440, 1024, 768 and 390 px', async ({ page }) => {
  const merchant = await specMerchant();
  await useSession(page.context(), merchant.session);
  const seen = new Set<string>();
  for (const path of ['/refund', '/dashPayment', '/buildWebsite']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.getByTestId('status-tabs')).toBeVisible({ timeout: 30_000 });
    for (const width of [1440, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Arrows or none, as the row's measure says, once the tabs have settled at this width.
      await expect.poll(async () => (await rows(page)).every((r) => r.arrows === (r.overflows ? 2 : 0)), { message: `${path} at ${width} px` }).toBe(true);
      for (const r of await rows(page)) seen.add(r.overflows ? 'overflows' : 'fits');
    }
  }
  // Both cases were met: rows that fit (every list at 1440) and rows that do not (the payments' tabs on a phone).
  expect([...seen].sort()).toEqual(['fits', 'overflows']);

  // Hidden once and shown again at 1440 px: no arrows beside tabs that fit, not even while hidden.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/refund');
  await expect(page.getByTestId('status-tabs')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await rows(page))[0]).toEqual({ overflows: false, arrows: 0 });
  // Hidden, and observed hidden (a condition, not a count of frames): an observer of our own on the row, made after
  // the row's (useTabsOverflow), is told of the zero size in the same rendering step, after it; the task after ours
  // is past the re-render its answer asks for. Then still no arrows.
  await page.evaluate(() => new Promise<void>((resolve) => {
    const tabs = document.querySelector('[data-testid="status-tabs"]')!;
    const observer = new ResizeObserver((entries) => {
      if (entries.some((e) => e.contentRect.width === 0)) {
        observer.disconnect();
        setTimeout(resolve, 0);
      }
    });
    observer.observe(tabs);
    (document.querySelector('main') as HTMLElement).style.display = 'none';
  }));
  expect((await rows(page)).map((r) => r.arrows)).toEqual([0]);
  await page.locator('main').evaluate((main: HTMLElement) => { main.style.display = ''; });
  await expect.poll(async () => (await rows(page))[0]).toEqual({ overflows: false, arrows: 0 });
});
