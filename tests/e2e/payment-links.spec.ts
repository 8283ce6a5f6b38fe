// Payment links and the hosted checkout as a merchant and a payer use them: a link created full screen with a
// maximum of two payments, paid twice from a signed-out browser and refused the third time, a declined card and a
// 3-D Secure challenge, the payments and the funnel on the link's page, deactivation closing the checkout, the list,
// the merchant's branding (logo and colour from /settings-business) on the checkout, and a price of line items totalled
// in the preview. The pages in both languages and themes (the list, a paid link, the form, the checkout paid, declined
// and sold out) are the sweep's and `npm run screenshots`' (tests/e2e/pages.ts).
import { expect, test } from '@playwright/test';
import { createLink, payerPage, payWith, signInToTestMode, squarePng } from './checkout-helpers';

test('a link with a maximum of two payments is paid twice by a signed-out payer and refused the third time', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const merchant = await signInToTestMode(page);
  // The business's branding (/settings-business): the checkout draws its logo and colour.
  await merchant.api.put('/settings/business', { businessName: 'Harbour Music School', brandColor: '#1a56db' });
  await merchant.api.upload('/settings/business/logo', {}, { name: 'logo.png', mimeType: 'image/png', buffer: squarePng(48, [232, 93, 4]) });
  const description = `E2E tuition ${Date.now()}`;
  const link = await createLink(page, { amount: '42.00', description, maxPayments: '2' });
  await expect(page.getByTestId('link-summary')).toContainText('42.00');
  await expect(page.getByTestId('link-status')).toContainText('Incomplete');
  await expect(page.getByTestId('link-limit')).toContainText('0 / 2');
  await expect(page.getByTestId('link-qr')).toBeVisible();
  await expect(page.getByTestId('link-payments-empty')).toBeVisible();

  const payer = await payerPage(browser);
  await payer.goto(link.url);
  await expect(payer.getByTestId('checkout-amount')).toHaveText('42.00 USD');
  await expect(payer.getByTestId('checkout-description')).toHaveText(description);
  await expect(payer.getByTestId('checkout-test-badge')).toBeVisible();
  await expect(payer.getByTestId('checkout-pay')).toHaveText(/Pay 42\.00 USD/);
  // Branded: the logo (loaded), the name on a band of the colour and the Pay button in it, text white on this blue.
  await expect(payer.getByTestId('checkout-logo')).toHaveJSProperty('naturalWidth', 48);
  await expect(payer.getByTestId('checkout-merchant')).toHaveText('Harbour Music School');
  for (const id of ['checkout-brand', 'checkout-pay']) {
    await expect(payer.getByTestId(id)).toHaveCSS('background-color', 'rgb(26, 86, 219)');
    await expect(payer.getByTestId(id)).toHaveCSS('color', 'rgb(255, 255, 255)');
  }

  // The form checks the card before any call.
  await payer.getByTestId('checkout-pay').click();
  await expect(payer.getByText('Enter a valid card number.')).toBeVisible();
  await expect(payer.getByText('Please enter the cardholder name.')).toBeVisible();

  for (let i = 0; i < 2; i++) {
    if (i > 0) await payer.reload();
    await payWith(payer, '4242424242424242');
    await expect(payer.getByTestId('checkout-succeeded')).toContainText('Payment successful');
    await expect(payer.getByTestId('checkout-succeeded')).toContainText('42.00 USD');
  }
  await payer.reload();
  await expect(payer.getByTestId('checkout-refused-limit_reached')).toContainText('maximum number of payments');
  await expect(payer.getByTestId('checkout-form')).toHaveCount(0);
  await payer.context().close();

  // The merchant sees both payments, the limit reached and the funnel.
  await page.reload();
  await expect(page.getByTestId('link-status')).toContainText('Succeeded');
  await expect(page.getByTestId('link-limit')).toContainText('2 / 2');
  await expect(page.getByTestId('link-collected')).toContainText('84.00');
  const rows = page.getByTestId('link-payments').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Succeeded');
  await expect(page.getByTestId('funnel-paid')).toContainText('2');
  await expect(page.getByTestId('funnel-started')).toContainText('2');
  await expect(page.getByTestId('funnel-opened')).toContainText('3');
  await expect(page.getByTestId('funnel-overall')).toContainText('66.7%');

  // A payment row opens the payment, which points back at the link's price.
  await rows.first().click();
  await expect(page).toHaveURL(/\/test\/dashPaymentDetail\?id=/);
  await expect(page.getByTestId('payment-summary')).toContainText('42.00');
});

test('a declined card shows a generic decline, 3-D Secure is challenged, and a deactivated link is refused', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const merchant = await signInToTestMode(page);
  // A price of line items: the preview totals them (2 × 120.00 + 35.50).
  await page.goto('/test/newPaymentLink');
  await page.getByTestId('price-items').click();
  await page.getByTestId('item-0-name').fill('Course fee');
  await page.getByTestId('item-0-quantity').fill('2');
  await page.getByTestId('item-0-unitAmount').fill('120.00');
  await page.getByTestId('item-add').click();
  await page.getByTestId('item-1-name').fill('Books');
  await page.getByTestId('item-1-unitAmount').fill('35.50');
  await expect(page.getByTestId('link-preview')).toContainText('275.50');

  // The link itself is made through the API (its form is the first test's).
  const link = await merchant.api.post<{ id: string; url: string }>('/payment-links', { currency: 'USD', amount: 1_550, description: `E2E workshop ${Date.now()}` });

  const payer = await payerPage(browser);
  await payer.goto(link.url);
  await payWith(payer, '4000000000000002');
  await expect(payer.getByTestId('checkout-decline-reason')).toHaveText('The card was declined.');
  await payer.getByTestId('checkout-retry').click();
  await payWith(payer, '4000000000009995');
  // Payers see a generic decline whatever the network said (the merchant's payment detail keeps the reason).
  await expect(payer.getByTestId('checkout-decline-reason')).toHaveText('The card was declined.');

  // The test-card hint fills a 3-D Secure card; the simulated challenge decides.
  await payer.getByTestId('checkout-retry').click();
  await payer.getByTestId('checkout-test-card-4000002760003184').click();
  await expect(payer.getByTestId('checkout-number')).toHaveValue('4000 0027 6000 3184');
  await payer.getByTestId('checkout-name').fill('Grace Hopper');
  await payer.getByTestId('checkout-email').fill('grace@example.com');
  await payer.getByTestId('checkout-pay').click();
  await expect(payer.getByTestId('checkout-challenge')).toBeVisible();
  await payer.getByTestId('checkout-3ds-pass').click();
  await expect(payer.getByTestId('checkout-succeeded')).toBeVisible();

  // Deactivated after confirmation: the checkout refuses, the list files it under Deactivated.
  await page.goto(`/test/paymentLinkDetail?id=${link.id}`);
  await expect(page.getByTestId('link-payments').locator('tbody tr')).toHaveCount(3);
  await page.getByTestId('link-deactivate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('link-status')).toContainText('Deactivated');
  await expect(page.getByTestId('link-deactivate')).toHaveCount(0);
  await payer.reload();
  await expect(payer.getByTestId('checkout-refused-deactivated')).toContainText('no longer active');
  await payer.context().close();

  await page.goto('/test/paymentLink');
  await page.getByTestId('tab-deactivated').click();
  await page.getByTestId('filter-q').fill(link.id);
  // The search is applied after a pause (debounced) by a navigation of its own: until the address carries it, a row
  // clicked (this link may be the only deactivated one, so the row is there before the search) opens its detail and
  // the late search then brings the list back.
  await expect(page).toHaveURL(new RegExp(`q%22%3A%22${link.id}`));
  const rows = page.getByTestId('list-payment-links').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('15.50');
  await expect(page.getByTestId('tab-deactivated')).toContainText(/Deactivated · \d+/);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/test/paymentLinkDetail\\?id=${link.id}`));
});

test('an unknown checkout token says so, signed out', async ({ browser }) => {
  const payer = await payerPage(browser);
  await payer.goto('/pay/no-such-token');
  await expect(payer.getByTestId('checkout-refused-unknown')).toContainText('Checkout not found');
  await expect(payer).toHaveURL(/\/pay\/no-such-token$/);
  await payer.context().close();
});
