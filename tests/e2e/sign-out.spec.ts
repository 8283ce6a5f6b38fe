// Signing out while a page is still loading (issue #33 item 10): what was in flight is cancelled and nothing new is
// sent with the old token, so no request answers 401 once the sign-in page shows.
import { expect, test, type Route } from '@playwright/test';
import { specMerchant, useSession } from './world';

test('signing out while the page loads leaves no request answering 401 on the sign-in page', async ({ page }) => {
  const merchant = await specMerchant();
  await useSession(page.context(), merchant.session, { testMode: true });
  await page.goto('/test/dashPayment');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('list-payments')).toBeVisible();

  // From now on the API's answers wait until the sign-out was clicked: the next page is still loading then.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/(test\/)?api\//, (route) => {
    if (holding && !route.request().url().includes('/auth/')) held.push(route);
    else void route.continue().catch(() => undefined);
  });
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });

  await page.getByTestId('app-menu').getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL(/\/test\/invoice$/);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('input[name=email]')).toBeVisible();

  // The held requests go on to the server now (those the page cancelled fail to), after the session has ended.
  holding = false;
  const finished = held.splice(0).map(async (route) => {
    const request = route.request();
    await route.continue().catch(() => undefined);
    // Settled either way: answered, or aborted by the page.
    await request.response().catch(() => null);
  });
  await Promise.all(finished);
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  expect(unauthorized).toEqual([]);
  // Signed out for real: the old token is refused.
  const after = await page.request.get('/test/api/users/query', { headers: { authorization: `Bearer ${merchant.session.testToken}` } });
  expect(after.status()).toBe(401);
});
