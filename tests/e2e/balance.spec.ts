// The balance as a merchant meets it, on the spec's own merchant in test mode: a bank-transfer top-up whose transfer
// the test bank credits a few seconds later, the balance moving, the entries behind the figure and the record behind
// an entry; a dispute that overdraws a currency, explained entry by entry, covered by a card top-up (after a declined
// card says so under the card); the top-up history and the transfer list. Screenshots in both languages.
import { expect, test } from '@playwright/test';
import { snap } from './fixtures';
import { makePayment, openAsSpecMerchant } from './world';

test('a bank-transfer top-up: reference, the test bank credits it, the balance moves, the entries behind it', async ({ page }) => {
  test.setTimeout(150_000);
  await openAsSpecMerchant(page);
  await page.goto('/test/balance');
  await expect(page.getByTestId('balance-page')).toBeVisible();
  await expect(page.getByTestId('balance-USD')).toHaveCount(0);

  await page.getByTestId('balance-topup').click();
  await expect(page).toHaveURL(/\/test\/balance\/topup/);
  await page.getByTestId('topup-amount').fill('9.99');
  await page.getByTestId('topup-submit').click();
  await expect(page.getByText('Top-up amount: below the minimum for this currency.')).toBeVisible();
  await page.getByTestId('topup-amount').fill('250.00');
  await page.getByTestId('topup-submit').click();
  await expect(page).toHaveURL(/\/test\/balance\/topupDetail\?id=tu_/);
  await expect(page.getByTestId('topup-status')).toContainText('Pending');
  await expect(page.getByTestId('topup-reference')).toContainText(/TU-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  await expect(page.getByTestId('topup-virtual-account')).toContainText(/^99\d\d/);
  await snap(page, 'balance-topup-pending');

  await page.getByTestId('topup-simulate').click();
  await page.getByTestId('simulate-send').click();
  // The test bank receives it a few seconds later (a queued job); the page reloads until it has answered.
  await expect(page.getByTestId('topup-status')).toContainText('Succeeded', { timeout: 60_000 });
  await expect(page.getByText('250.00 USD was credited to your balance and is available.')).toBeVisible();

  await page.goto('/test/balance');
  await expect(page.getByTestId('available-USD')).toContainText('250.00');
  await page.getByTestId('available-USD').click();
  await expect(page).toHaveURL(/\/test\/balance\/entries\?filter=/);
  const rows = page.getByTestId('list-balance-entries').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Top-up');
  await expect(rows.first()).toContainText('250.00');
  await rows.first().click();
  await expect(page).toHaveURL(/\/test\/balance\/entryDetail\?id=\d+/);
  await page.getByTestId('entry-source-row').getByTestId('entry-source').click();
  await expect(page).toHaveURL(/\/test\/balance\/topupDetail\?id=tu_/);
  await expect(page.getByTestId('topup-status')).toContainText('Succeeded');
});

test('a dispute overdraws EUR: the page says why, entry by entry, and a card top-up covers it', async ({ page }) => {
  test.setTimeout(150_000);
  const merchant = await openAsSpecMerchant(page);
  const payment = await makePayment(merchant.api, { amount: 8_000, currency: 'EUR' }, '4000002500000003');
  await merchant.api.post(`/payments/${payment.id}/dispute`, { reason: 'fraudulent', kind: 'chargeback' });

  await page.goto('/test/balance');
  const warning = page.getByTestId('negative-EUR');
  await expect(warning).toContainText('Your EUR available balance is -95.00 EUR');
  await expect(warning).toContainText('Dispute fee');
  await expect(warning).toContainText('-80.00');
  await expect(page.getByTestId('pending-EUR')).toContainText('77.38');
  await snap(page, 'balance-negative');
  await page.getByTestId('cover-EUR').click();
  await expect(page).toHaveURL(/\/test\/balance\/topup\?currency=EUR&amount=95\.00/);
  await expect(page.getByTestId('topup-amount')).toHaveValue('95.00');
  await page.getByTestId('topup-method-card').check();
  await page.getByTestId('topup-card').click();
  await page.getByTestId('card-4000000000000002').click();
  await page.getByTestId('topup-submit').click();
  await expect(page.getByText('Card: the card was declined; nothing was charged.')).toBeVisible();
  await page.getByTestId('topup-card').click();
  await page.getByTestId('card-4242424242424242').click();
  await page.getByTestId('topup-submit').click();
  await expect(page).toHaveURL(/\/test\/balance\/topupDetail\?id=tu_/);
  await expect(page.getByTestId('topup-status')).toContainText('Succeeded');

  await page.goto('/test/balance');
  await expect(page.getByTestId('available-EUR')).toContainText('0.00');
  await expect(page.getByTestId('negative-EUR')).toHaveCount(0);
  // The reserved figure is the open dispute's amount and fee, and opens their entries.
  await expect(page.getByTestId('reserved-EUR')).toContainText('95.00');
  await page.getByTestId('reserved-EUR').click();
  await expect(page.getByTestId('list-balance-entries').locator('tbody tr')).toHaveCount(2);

  await page.goto('/test/transfer');
  await expect(page.getByTestId('list-transfers').locator('tbody tr').first()).toContainText('Top-up');
  await page.goto('/test/balance/topups');
  await expect(page.getByTestId('list-topups').locator('tbody tr')).not.toHaveCount(0);

  // Chinese: the same figures in the other catalogue.
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await page.goto('/test/balance');
  await expect(page.getByText('可用').first()).toBeVisible();
  await snap(page, 'balance-zh');
});
