// Shared helpers for the end-to-end tests: the seeded demo users and a sign-in through the real form.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './pages';
import { apiSignIn, useSession } from './world';

export { DEMO, NEWCOMER } from './pages';
export const ANALYST = { email: 'analyst@example.com', password: 'Demo@2026' };

/**
 * Signs in through the /login form. The e2e server runs with CAPTCHA=off, so any code is accepted, but the form
 * still requires one (spec section 5).
 */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await fillCaptcha(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` signed in as one of the demo world's users in a session of its own, made through the API (issue 26:
 * sign-in through the form is the sign-in specs' subject; every other spec starts signed in). The session is given to
 * the page's context before the app's first script runs (world.ts useSession), so a tab the test opens later is
 * signed in as well: a test of how a new tab gets its session signs in through the form instead.
 */
export async function openAs(page: Page, user: { email: string; password: string }, path = '/overview') {
  await useSession(page.context(), await apiSignIn(page.context().request, user));
  await page.goto(path);
  // A fresh context's first page compiles the app's scripts: on a loaded two-core machine that alone has passed 10 s.
  await expect(page.getByTestId('app-menu')).toBeVisible({ timeout: 30_000 });
}

/** openAs the demo owner. */
export const openAsDemo = (page: Page, path?: string) => openAs(page, DEMO, path);

/** Types the verification code once its image is there: an image that arrives after the code was typed clears it. */
export async function fillCaptcha(page: Page) {
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  await page.locator('input[name=captchaCode]').fill('abcd');
}

/** Saves a full-page screenshot under screenshots/ (gitignored) for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * The dev mailbox's mails to an address, newest first, once there are at least `count`: the sign-in family's mails
 * are sent by a background job, a moment after the request that asked for them.
 */
export async function mailsTo(request: APIRequestContext, email: string, count = 1): Promise<{ subject: string; links: string[] }[]> {
  let mails: { subject: string; links: string[] }[] = [];
  await expect
    .poll(async () => {
      mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).data;
      return mails.length;
    }, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mails;
}
