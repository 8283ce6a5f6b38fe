// A list's row opened with Ctrl-click, as a merchant opens several payments side by side: a new tab at the row's
// address, signed in like the tab it came from (src/providers/sessionShare.ts), and the list left where it was.
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browser';
import { signIn } from './fixtures';
import { makePayment, specMerchant } from './world';

// This spec runs in the full browser, with the same switches. In Chromium's headless shell, which the other specs run
// in, the tab opened with Ctrl-click draws its page (signed in, the payment shown) but Playwright never sees its
// first navigation finish, so the tab's address reads "": 8 of 12 repeats failed so in the shell at three workers,
// none of 12 in the full browser (docs/decisions.md, "The suite, sixteenth pass"). What a merchant's Chromium does
// with a background tab is the full browser's.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

test('a row opened with Ctrl-click opens a new tab that is signed in; the id is a link too', async ({ page, context }) => {
  // The spec's own merchant with a live payment, signed in through the form: the new tab's session must come from the
  // tab it was opened from (a session given to the context would sign every tab in by itself).
  const merchant = await specMerchant();
  const payment = await makePayment(merchant.live);
  await signIn(page, merchant);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/dashPayment');
  const link = page.getByTestId('list-payments').locator('tbody tr').first().locator('a[data-row-link]').first();
  await expect(link).toHaveAttribute('href', `/dashPaymentDetail?id=${payment.id}`);
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`/dashPaymentDetail\\?id=${payment.id}$`));
  await expect(tab.getByTestId('payment-summary')).toBeVisible();
  expect(await tab.evaluate(() => Boolean(sessionStorage.getItem('liveToken')))).toBe(true);
  // The first tab stayed on the list.
  await expect(page).toHaveURL(/\/dashPayment(\?|$)/);
  await tab.close();
});
