// The smart account as a merchant meets it, on the spec's own merchant in test mode: its number and the details a
// payer needs, a payer's transfer simulated and credited by the test bank a few seconds later, the balance and
// statement it makes, then a transfer out to an approved beneficiary (more than it holds is refused; the fee, the
// total and what stays shown before confirming), confirmed by the test bank, with its entries; then funds moved from
// the available balance to the smart account and back. Screenshots in both languages.
import { expect, test } from '@playwright/test';
import { snap } from './fixtures';
import { openAsSpecMerchant } from './world';

test('receive simulated funds on the smart account and transfer them out to an approved beneficiary', async ({ page }) => {
  test.setTimeout(180_000);
  const merchant = await openAsSpecMerchant(page);
  // An approved beneficiary: added through the API, the test bank verifies its (documented test) account at once.
  const beneficiary = await merchant.api.post<{ id: string }>('/beneficiaries', {
    name: 'Acme Logistics LLC', country: 'US', currency: 'USD', methodType: 'bank_account', holderName: 'Acme Logistics LLC', bankName: 'First Bank',
    accountNumber: '000123456789', routingNumber: '021000021',
  });
  await expect.poll(async () => (await merchant.api.get<{ status: string }>(`/beneficiaries/${beneficiary.id}`)).status, { timeout: 60_000 }).toBe('approved');

  await page.goto('/test/overview');
  await page.getByTestId('app-menu').getByRole('link', { name: 'Smart account' }).click();
  await expect(page).toHaveURL(/\/test\/smartAccount$/);
  await expect(page.getByTestId('smart-balances')).toContainText('Nothing on the smart account yet');
  await expect(page.getByTestId('smart-account-number')).toContainText(/99\d{2} \d{4} \d{4} \d{2}/);

  await page.getByTestId('smart-receive').click();
  await expect(page).toHaveURL(/\/test\/account\/receivefunds$/);
  await expect(page.getByTestId('receive-payer-details')).toContainText('SSBKUS33');
  await page.getByTestId('smart-simulate').click();
  await page.getByTestId('smart-simulate-payer').fill('Northwind Traders');
  await page.getByTestId('smart-simulate-amount').fill('500.00');
  await page.getByLabel('Reference (optional)').fill('PO-2231');
  await page.getByTestId('smart-simulate-send').click();
  // The test bank credits it a few seconds later (a queued job); the list reloads until it has arrived.
  const incoming = page.getByTestId('list-smart-account-incoming').locator('tbody tr');
  await expect(incoming).toHaveCount(1, { timeout: 60_000 });
  await expect(incoming.first()).toContainText('Northwind Traders');
  await expect(incoming.first()).toContainText('500.00');
  await snap(page, 'smart-account-receive');
  await incoming.first().click();
  await expect(page).toHaveURL(/\/test\/account\/receivefundsDetail\?id=sai_/);
  await expect(page.getByTestId('smart-incoming-detail')).toContainText('PO-2231');

  await page.goto('/test/smartAccount');
  await expect(page.getByTestId('smart-balance-USD')).toContainText('500.00');
  await expect(page.getByTestId('list-smart-account-entries').locator('tbody tr').first()).toContainText('Received');

  await page.getByTestId('smart-transfer-out').click();
  await expect(page).toHaveURL(/\/test\/account\/transferOut$/);
  await page.getByRole('combobox', { name: 'Beneficiary' }).click();
  await page.getByRole('option', { name: /Acme Logistics LLC/ }).click();
  await page.getByTestId('smart-transfer-amount').fill('600.00');
  await page.getByTestId('smart-transfer-review').click();
  await expect(page.getByText('More than your smart account holds with the fee.')).toBeVisible();
  await page.getByTestId('smart-transfer-amount').fill('200.00');
  const quote = page.getByTestId('smart-transfer-quote');
  await expect(quote).toContainText('1.00 USD');
  await expect(quote).toContainText('201.00 USD');
  await expect(quote).toContainText('299.00 USD');
  await snap(page, 'smart-account-transfer-out');
  await page.getByTestId('smart-transfer-review').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Send 200.00 USD to Acme Logistics LLC?');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Transfer out' }).click();

  await expect(page).toHaveURL(/\/test\/account\/transferOutDetail\?id=sat_/);
  await expect(page.getByTestId('smart-transfer-entries')).toContainText('-200.00');
  await expect(page.getByTestId('smart-transfer-status')).toContainText('Succeeded', { timeout: 60_000 });
  await expect(page.getByTestId('smart-transfer-timeline')).toContainText('Confirmed by the bank');
  await snap(page, 'smart-account-transfer-detail');

  await page.goto('/test/account');
  await expect(page.getByTestId('smart-balance-USD')).toContainText('299.00');
  const rows = page.getByTestId('list-smart-account-transfers').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Succeeded');
  // The payments balance never saw any of it.
  const balances = await merchant.api.get<{ currency: string; available: number }[]>('/balance');
  expect(balances.find((b) => b.currency === 'USD')?.available ?? 0).toBe(0);

  // Moving funds: 100.00 topped up on the payments balance moves to the smart account (more than available is
  // refused under the amount), then 40.00 moves back; both statements and the transfer list show the moves.
  await merchant.api.post('/topups', {
    method: 'card', amount: 10_000, currency: 'USD', card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  await page.goto('/test/smartAccount');
  await page.getByTestId('smart-move').click();
  await expect(page.getByTestId('smart-move-form')).toContainText('Available balance: 100.00 USD');
  await page.getByTestId('smart-move-amount').fill('150.00');
  await page.getByTestId('smart-move-send').click();
  await expect(page.getByTestId('smart-move-form')).toContainText('Amount: more than your available balance in this currency.');
  await page.getByTestId('smart-move-amount').fill('100.00');
  await snap(page, 'smart-account-move');
  await page.getByTestId('smart-move-send').click();
  await expect(page.getByTestId('smart-balance-USD')).toContainText('399.00');
  const statement = page.getByTestId('list-smart-account-entries').locator('tbody tr');
  await expect(statement.first()).toContainText('From the balance');
  await page.getByTestId('smart-move').click();
  await page.getByTestId('smart-move-to_balance').click();
  await expect(page.getByTestId('smart-move-form')).toContainText('On the smart account: 399.00 USD');
  await page.getByTestId('smart-move-amount').fill('40.00');
  await page.getByTestId('smart-move-send').click();
  await expect(page.getByTestId('smart-balance-USD')).toContainText('359.00');
  await expect(statement.first()).toContainText('To the balance');
  const after = await merchant.api.get<{ currency: string; available: number }[]>('/balance');
  expect(after.find((b) => b.currency === 'USD')?.available).toBe(4_000);
  const moves = await merchant.api.get<{ kind: string; direction: string }[]>('/transfers?filter={"kind":"smart_account"}');
  expect(moves.map((t) => t.direction)).toEqual(['in', 'out']);
});

test('the smart account in Chinese', async ({ page }) => {
  await openAsSpecMerchant(page);
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await page.goto('/test/smartAccount');
  await expect(page.getByRole('heading', { name: '智能账户' }).first()).toBeVisible();
  await expect(page.getByTestId('smart-account-details')).toContainText('付款人所需信息');
  await page.goto('/test/account/receivefunds');
  await expect(page.getByTestId('smart-simulate')).toContainText('模拟入账');
  await snap(page, 'smart-account-receive-zh');
});
