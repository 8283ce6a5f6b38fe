// Payouts as a merchant meets them, on the spec's own merchant in test mode: add a beneficiary (a refused IBAN-less
// form names its fields), the test bank verifies it in seconds, pay it out with the fee and arrival date shown
// before confirming, the test bank confirms the payout, and the balance shows what left it. Screenshots in both
// languages.
import { expect, test } from '@playwright/test';
import { snap } from './fixtures';
import { newTeammate, openAsSpecMerchant, signedInPage } from './world';

test('add a beneficiary, pass verification in test mode, pay out, see the balance and the payout', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const merchant = await openAsSpecMerchant(page);
  await merchant.api.post('/topups', {
    method: 'card', amount: 50_000, currency: 'USD', card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
  });

  await page.goto('/test/mjkPayouts');
  await page.getByTestId('payouts-beneficiaries').click();
  await expect(page).toHaveURL(/\/test\/beneficiaries/);
  await page.getByTestId('create-beneficiaries').click();
  await expect(page).toHaveURL(/\/test\/newBeneficiary/);

  const form = page.getByTestId('beneficiary-create');
  await form.getByLabel('Name').first().fill('Acme Logistics LLC');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: /\(US\)/ }).click();
  await form.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'USD' }).click();
  await expect(page.getByTestId('beneficiary-test-accounts')).toContainText('000123456789');
  await form.getByLabel('Account holder name').fill('Acme Logistics LLC');
  await form.getByLabel('Bank name').fill('First Bank');
  await form.getByLabel('Account number').fill('1234567');
  await page.getByTestId('beneficiary-submit').click();
  await expect(page.getByText('Please enter a valid account number (8 to 12 digits).')).toBeVisible();
  await expect(page.getByText('Please enter a routing number, or a SWIFT/BIC code instead.')).toBeVisible();
  await form.getByLabel('Account number').fill('000123456789');
  await form.getByLabel('Routing number').fill('021000021');
  await snap(page, 'beneficiary-create');
  await page.getByTestId('beneficiary-submit').click();

  await expect(page).toHaveURL(/\/test\/beneficiaryDetail\?id=ben_/);
  // The test bank verifies the account a moment later (a queued job); the page reloads until it has answered.
  await expect(page.getByTestId('beneficiary-status')).toContainText('Approved', { timeout: 60_000 });
  await snap(page, 'beneficiary-detail');

  await page.getByTestId('beneficiary-pay').click();
  await expect(page).toHaveURL(/\/test\/mjkNewPayout\?beneficiaryId=ben_/);
  await page.getByTestId('payout-amount').fill('600.00');
  await page.getByTestId('payout-review').click();
  await expect(page.getByText('More than your available balance with the fee.')).toBeVisible();
  await page.getByTestId('payout-amount').fill('200.00');
  await expect(page.getByTestId('payout-quote')).toContainText('1.00 USD');
  await expect(page.getByTestId('payout-quote')).toContainText('201.00 USD');
  await expect(page.getByTestId('payout-quote')).toContainText('299.00 USD');
  await snap(page, 'payout-create');
  await page.getByTestId('payout-review').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Send 200.00 USD to Acme Logistics LLC?');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Send payout' }).click();

  await expect(page).toHaveURL(/\/test\/payoutDetail\?id=po_/);
  await expect(page.getByTestId('payout-entries')).toContainText('-200.00');
  await expect(page.getByTestId('payout-status')).toContainText('Succeeded', { timeout: 60_000 });
  await expect(page.getByTestId('payout-timeline')).toContainText('Confirmed by the bank');
  // The waterfall's bars open their entries: the top-up that funded it under "Top-ups and adjustments", then the
  // payout fee's own entries (amount and fee), then the whole window again.
  const windowRows = page.getByTestId('payout-waterfall').getByTestId('list-balance-entries').locator('tbody tr');
  await expect(windowRows).toHaveCount(1);
  await page.getByTestId('payout-waterfall-other').click();
  await expect(page.getByTestId('payout-window-title')).toContainText('Entries: Top-ups and adjustments');
  await expect(windowRows).toHaveCount(1);
  await expect(windowRows.first()).toContainText('500.00');
  await page.getByTestId('payout-waterfall-payoutFee').click();
  await expect(windowRows).toHaveCount(2);
  await expect(page.getByTestId('payout-waterfall').getByTestId('list-balance-entries')).toContainText('-1.00');
  await page.getByTestId('payout-waterfall-net').click();
  await expect(page.getByTestId('payout-window-title')).toContainText('Entries of this payout’s window');
  await snap(page, 'payout-detail');

  await page.goto('/test/balance');
  await expect(page.getByTestId('available-USD')).toContainText('299.00');
  await page.goto('/test/mjkPayouts');
  const rows = page.getByTestId('list-payouts').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('200.00');
  await expect(rows.first()).toContainText('Succeeded');
  await snap(page, 'payouts-list');

  // Dual approval: the owner sets a USD threshold of 50.00; a payout above it waits, its money reserved, and its
  // creator is told another member must approve it (no Approve button for them); a second member (invited through
  // the teams API, finance role) approves it on the same detail page and it goes to the bank. The server's refusals
  // (the creator's own approval, a member without the code, another account) are API tests (tests/api/payouts).
  const mate = newTeammate(merchant, { nickname: 'Grace Approver' });
  await page.getByTestId('payout-thresholds').click();
  await page.getByTestId('payout-threshold-amount').fill('50.00');
  await page.getByTestId('payout-threshold-save').click();
  await expect(page.getByTestId('payout-thresholds-list')).toContainText('Above 50.00 USD');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/test/mjkNewPayout');
  await page.getByRole('combobox', { name: 'Beneficiary' }).click();
  await page.getByRole('option', { name: /Acme Logistics LLC/ }).click();
  await page.getByTestId('payout-amount').fill('80.00');
  await expect(page.getByTestId('payout-needs-approval')).toContainText('50.00 USD');
  await page.getByTestId('payout-review').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Send payout' }).click();
  await expect(page).toHaveURL(/\/test\/payoutDetail\?id=po_/);
  const awaitingUrl = page.url();
  await expect(page.getByTestId('payout-status')).toContainText('Awaiting approval');
  await expect(page.getByTestId('payout-awaiting')).toContainText('another member must approve or reject it');
  await expect(page.getByTestId('payout-approve')).toHaveCount(0);
  await expect(page.getByTestId('payout-waterfall-net')).toContainText('80.00');
  await page.goto('/test/balance');
  await expect(page.getByTestId('reserved-payouts-USD')).toContainText('81.00');
  await page.getByTestId('reserved-payouts-USD').click();
  await expect(page.getByText('Showing the entries of payouts awaiting approval')).toBeVisible();

  const approver = await signedInPage(await browser.newContext(), (await mate).session, { testMode: true });
  await approver.goto(awaitingUrl);
  await expect(approver.getByTestId('payout-awaiting')).toContainText('another member must approve it');
  await approver.getByTestId('payout-approve').click();
  await approver.getByTestId('confirm-dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByTestId('payout-status')).toContainText('Succeeded', { timeout: 60_000 });
  await expect(approver.getByTestId('payout-approval')).toContainText('Grace Approver');
  await expect(approver.getByTestId('payout-timeline')).toContainText('Approved, sent to the bank');
  await approver.context().close();
});
