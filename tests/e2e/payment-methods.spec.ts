// Payment methods as a merchant sets them and a payer meets them: the overview's step leads to /settingspayments, in
// test mode; turning every brand off is refused with its message; with Visa off the hosted checkout lists the other
// brands, refuses a Visa card with a clear message and takes a Mastercard.
import { expect, test } from '@playwright/test';
import { createLink, payerPage, payWith, signInToTestMode } from './checkout-helpers';

const BRANDS = ['Visa', 'Mastercard', 'American Express', 'UnionPay', 'JCB'];

test('a brand turned off is refused on the checkout; the overview step leads to the settings', async ({ page, browser }) => {
  await signInToTestMode(page);
  // The address decides the mode (issue 33, 4): the test overview is /test/overview; /overview would open live.
  await page.goto('/test/overview');
  await page.getByTestId('overview-payment-methods').click();
  await expect(page).toHaveURL(/\/settingspayments$/);
  await expect(page.getByTestId('payment-methods-mode')).toHaveText('These settings apply to test mode. Live mode has its own.');
  for (const name of BRANDS) await expect(page.getByRole('switch', { name })).toBeChecked();

  for (const name of BRANDS) await page.getByRole('switch', { name }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('payment-methods-error')).toHaveText('Keep at least one card brand turned on.');
  for (const name of BRANDS.slice(1)) await page.getByRole('switch', { name }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment methods saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Visa' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'JCB' })).toBeChecked();

  const link = await createLink(page, { amount: '12.00', description: 'Brand check' });
  const payer = await payerPage(browser);
  await payer.goto(link.url);
  const accepted = payer.getByTestId('checkout-accepted-brands');
  await expect(accepted).toContainText('Mastercard');
  await expect(accepted).not.toContainText('Visa');
  await payWith(payer, '4242 4242 4242 4242');
  await expect(payer.getByTestId('checkout-error')).toHaveText('This card brand is not accepted by this merchant. Please use another card.');
  await payer.getByTestId('checkout-number').fill('5555 5555 5555 4444');
  await payer.getByTestId('checkout-pay').click();
  await expect(payer.getByTestId('checkout-succeeded')).toContainText('12.00 USD');
  await payer.context().close();

  // Back as it was, for the flows that pay with Visa.
  await page.goto('/settingspayments');
  await page.getByRole('switch', { name: 'Visa' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment methods saved.')).toBeVisible();
});
