// Steps shared by the specs that sell through payment links: the spec's own merchant in test mode, a link created
// through the form, a payer's signed-out page, and a card typed into the hosted checkout.
import { expect, type Browser, type Page } from '@playwright/test';
import { snap } from './fixtures';
import { openAsSpecMerchant } from './world';

/** The spec file's own verified merchant (tests/e2e/world.ts), signed in through the API, in test mode. */
export async function signInToTestMode(page: Page) {
  await openAsSpecMerchant(page);
}

/** Creates a link at /test/newPaymentLink; returns its id and public URL (read from its detail page). */
export async function createLink(page: Page, opts: { amount: string; description: string; maxPayments?: string }, shot?: string) {
  await page.goto('/test/newPaymentLink');
  await page.getByTestId('link-amount').fill(opts.amount);
  await page.getByTestId('link-description').fill(opts.description);
  if (opts.maxPayments) await page.getByTestId('link-max-payments').fill(opts.maxPayments);
  await expect(page.getByTestId('link-preview')).toContainText(opts.description);
  if (shot) await snap(page, shot);
  await page.getByTestId('link-create').click();
  // Generous: the machine running the suite may be busy building or testing something else.
  await expect(page).toHaveURL(/\/test\/paymentLinkDetail\?id=/, { timeout: 20_000 });
  await expect(page.getByTestId('link-url')).toContainText('/pay/', { timeout: 20_000 });
  return { id: new URL(page.url()).searchParams.get('id') ?? '', url: (await page.getByTestId('link-url').innerText()).trim() };
}

/** A page in a browser context of its own: no session, as a customer opening the link. */
export async function payerPage(browser: Browser, prefs?: { lang: 'en' | 'zh'; theme: 'light' | 'dark' }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  if (prefs) {
    await context.addInitScript(([l, t]) => {
      localStorage.setItem('language', l === 'zh' ? 'zh_CN' : 'en');
      localStorage.setItem('theme', t);
    }, [prefs.lang, prefs.theme]);
  }
  return context.newPage();
}

export async function payWith(page: Page, card: string) {
  await page.getByTestId('checkout-number').fill(card);
  await page.getByTestId('checkout-expiry').fill('12 / 34');
  await page.getByTestId('checkout-cvc').fill('123');
  await page.getByTestId('checkout-name').fill('Ada Lovelace');
  await page.getByTestId('checkout-email').fill('ada@example.com');
  await page.getByTestId('checkout-pay').click();
}
