// Steps shared by the specs that sell through payment links: the spec's own merchant in test mode, a link created
// through the form, a payer's signed-out page, and a card typed into the hosted checkout.
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Browser, type Page } from '@playwright/test';
import { snap } from './fixtures';
import { openAsSpecMerchant } from './world';

/** The spec file's own verified merchant (tests/e2e/world.ts), signed in through the API, in test mode. */
export async function signInToTestMode(page: Page) {
  return openAsSpecMerchant(page);
}

/** A square PNG of one colour (a merchant's logo): signature, IHDR, one IDAT of filter-0 rows, IEND. */
export function squarePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
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
