// Disputes as a merchant meets them: a payment with the dispute card is disputed by the test network a few seconds
// later; the merchant finds it in the list, drafts evidence (prefilled where the product knows it), opens the packet,
// submits, and watches the outcome arrive with the money back. Also: accepting after a confirmation that names the
// amount, and a dispute simulated on demand from a test payment's page; a disputed payment and the list in Chinese. The
// pages in both languages and themes are the sweep's and `npm run screenshots`' (tests/e2e/pages.ts).
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browser';
import { snap } from './fixtures';
import { renderPdf } from './renderPdf';
import { makePayment, openAsSpecMerchant, signedInPage, specMerchant } from './world';

/** The spec's own merchant (tests/e2e/world.ts), signed in through the API, in test mode. */
async function signInToTestMode(page: Page) {
  await openAsSpecMerchant(page);
}

// The packet opens in a new tab in Chromium's PDF viewer, which the headless shell the other specs run in does not
// have (it would download the file instead): this spec runs in the full browser, with the same switches.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

const rows = (page: Page) => page.getByTestId('list-disputes').locator('tbody tr');

test('the dispute card: the dispute arrives, evidence is drafted, the packet opened, submitted, and it is won', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInToTestMode(page);
  await page.goto('/test/dashPayment');
  await page.getByTestId('create-test-payment').click();
  await page.getByTestId('test-payment-amount').fill('86.40');
  await page.getByTestId('test-payment-card').click();
  await page.getByTestId('card-4000000000000259').click();
  const customer = `Dispute Buyer ${Date.now()}`;
  await page.getByTestId('test-payment-customer').fill(customer);
  await page.getByTestId('test-payment-submit').click();
  await expect(page).toHaveURL(/\/test\/dashPaymentDetail\?id=/);
  const paymentId = new URL(page.url()).searchParams.get('id') ?? '';

  // The network opens the dispute a few seconds later (a queued job): it shows in the list once it is there.
  await page.goto('/test/disputes');
  await page.getByTestId('filter-q').fill(paymentId);
  await expect(page).toHaveURL(/filter=.*pay_/);
  await expect(async () => {
    await page.reload();
    await expect(rows(page)).toHaveCount(1, { timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
  await expect(rows(page).first()).toContainText('86.40');
  await expect(rows(page).first()).toContainText('Needs response');
  await expect(rows(page).first()).toContainText('Fraudulent');
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/test\/disputeDetail\?id=dp_/);
  const disputeId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByTestId('dispute-deadline')).toContainText('Respond by');
  await expect(page.getByTestId('dispute-countdown').first()).toContainText(/6 d 23 h left|7 d 0 h left/);
  await expect(page.getByTestId('dispute-withdrawn')).toContainText('-101.40');

  // Draft: the customer's name is prefilled and marked; the draft survives a reload.
  await page.getByTestId('dispute-respond').click();
  await expect(page).toHaveURL(/\/test\/submitEvidence\?id=/);
  await expect(page.locator('input[name="evidence.customerName"]')).toHaveValue(customer);
  await expect(page.getByTestId('evidence-source-customerName')).toContainText('From the customer');
  await page.locator('textarea[name="evidence.billingAddress"]').fill('1 Market St\nSan Francisco CA 94105\nUS');
  await page.locator('textarea[name="evidence.customerCommunication"]').fill('The cardholder confirmed the order by email on the day of purchase.');
  await expect(page.getByTestId('evidence-total')).toContainText('of 150,000 characters');
  await page.getByTestId('evidence-save').click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.reload();
  await expect(page.locator('textarea[name="evidence.billingAddress"]')).toHaveValue(/1 Market St/);
  await snap(page, 'disputes-respond-en-light');

  // The packet: one PDF as the bank receives it, opened in a new tab (its bytes read on the way).
  let pdf: Buffer = Buffer.alloc(0);
  let type = '';
  await page.route(`**/disputes/${disputeId}/packet*`, async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    type = response.headers()['content-type'] ?? '';
    await route.fulfill({ response, body: pdf });
  });
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('dispute-packet').click()]);
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  expect(type).toBe('application/pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();
  const viewer = await context.newPage();
  await renderPdf(viewer, pdf, 'screenshots/disputes-packet-en.png');
  await viewer.close();

  // Submit after the confirmation; the page shows it under review, then the network's decision arrives.
  await page.getByTestId('evidence-submit').click();
  await expect(page.getByRole('dialog')).toContainText('You can submit only once');
  await page.getByRole('dialog').getByRole('button', { name: 'Submit evidence' }).click();
  await expect(page.getByText('Evidence submitted. The bank is reviewing it.').first()).toBeVisible();
  // The page follows the network's decision by itself (test mode): no reload.
  await page.goto(`/test/disputeDetail?id=${disputeId}`);
  await expect(page.getByTestId('dispute-outcome')).toContainText('You won this dispute', { timeout: 60_000 });
  await expect(page.getByTestId('dispute-outcome')).toContainText('101.40');
  await expect(page.getByTestId('dispute-history')).toContainText('Amount and fee returned to the balance');
  await snap(page, 'disputes-won-en-light');
});

test('accepting a dispute names the amount first; a dispute simulated from a test payment opens on demand', async ({ page }) => {
  // A dispute waiting for an answer, made through the API: a test payment the network disputes now.
  const merchant = await specMerchant();
  const payment = await makePayment(merchant.api, { amount: 3_150 });
  await merchant.api.post(`/payments/${payment.id}/dispute`, { reason: 'product_not_received', kind: 'chargeback' });
  await signInToTestMode(page);
  await page.goto('/test/disputes');
  await page.getByTestId('tab-awaiting').click();
  await expect(page).toHaveURL(/needs_response/);
  // Only disputes that wait for an answer once the tab's rows have arrived.
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: /needs response/i })).toHaveCount(0);
  const amount = /[\d,.]+/.exec((await rows(page).first().locator('td').first().textContent()) ?? '')![0];
  await rows(page).first().click();
  await page.getByTestId('dispute-accept').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${amount} `);
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Accept dispute' }).click();
  await expect(page.getByTestId('dispute-outcome')).toContainText('You accepted this dispute');

  // On demand: a new successful test payment, "Simulate a dispute", product not received.
  await page.goto('/test/dashPayment');
  await page.getByTestId('create-test-payment').click();
  await page.getByTestId('test-payment-amount').fill('42.00');
  await page.getByTestId('test-payment-customer').fill('Simulated Buyer');
  await page.getByTestId('test-payment-submit').click();
  await expect(page).toHaveURL(/\/test\/dashPaymentDetail\?id=/);
  await page.getByTestId('payment-simulate-dispute').click();
  await page.getByTestId('simulate-reason').click();
  await page.getByTestId('simulate-reason-product_not_received').click();
  await page.getByTestId('simulate-dispute-open').click();
  await expect(page).toHaveURL(/\/test\/disputeDetail\?id=dp_/);
  await expect(page.getByTestId('dispute-reason')).toContainText('Product not received');
  await expect(page.getByTestId('dispute-withdrawn')).toContainText('-57.00');
});

test('a payment under a dispute says Disputed in the list and on its page, and links to the dispute', async ({ page, browser }) => {
  const merchant = await specMerchant();
  const payment = await makePayment(merchant.api, { amount: 2_750 });
  const dispute = (await merchant.api.post(`/payments/${payment.id}/dispute`, { reason: 'fraudulent', kind: 'chargeback' })) as { id: string };
  await signInToTestMode(page);
  await page.goto('/test/dashPayment');
  await page.getByTestId('filter-transactionId').fill(payment.id);
  const row = page.getByTestId('list-payments').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-status]').first()).toHaveText('Disputed');
  await snap(page, 'payments-disputed-en-light');
  await page.getByTestId('payment-dispute-link').click();
  await expect(page).toHaveURL(new RegExp(`/test/disputeDetail\\?id=${dispute.id}`));

  await page.goto(`/test/dashPaymentDetail?id=${payment.id}`);
  await expect(page.getByTestId('payment-status')).toContainText('Disputed');
  await expect(page.getByTestId('payment-status')).not.toContainText('Succeeded');
  await page.getByTestId('payment-status').getByTestId('payment-dispute-link').click();
  await expect(page).toHaveURL(new RegExp(`/test/disputeDetail\\?id=${dispute.id}`));

  // In Chinese and dark: 争议中.
  const zh = await signedInPage(await browser.newContext(), merchant.session, { lang: 'zh_CN', theme: 'dark', testMode: true });
  await zh.goto(`/test/dashPaymentDetail?id=${payment.id}`);
  await expect(zh.getByTestId('payment-status')).toContainText('争议中');
  await snap(zh, 'payment-disputed-zh-dark');
  // The disputes list and a dispute's page in Chinese (both also in the sweep's four variants, tests/e2e/pages.ts).
  await zh.getByTestId('payment-status').getByTestId('payment-dispute-link').click();
  await expect(zh).toHaveURL(new RegExp(`/test/disputeDetail\\?id=${dispute.id}`));
  await expect(zh.getByTestId('dispute-reason')).toBeVisible();
  await zh.goto('/test/disputes');
  await expect(zh.getByRole('heading', { name: '争议' })).toBeVisible();
  await zh.context().close();
});
