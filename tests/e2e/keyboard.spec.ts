// Keyboard and focus in the shell (issue #33 item 6): a destructive confirmation opens with the focus on Cancel, so
// Enter changes nothing; the refund form can be left with Cancel; a keyboard focus is drawn as a ring on the menu's
// links and the app bar's icon buttons; after moving to another page the focus is on that page's heading.
import { expect, test, type Locator } from '@playwright/test';
import { makePayment, openAsSpecMerchant } from './world';

/** The width of the element's focus outline in px (0 when none is drawn). */
const outlineWidth = (l: Locator) =>
  l.evaluate((el) => {
    const s = getComputedStyle(el);
    return s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth);
  });

test('a refund asks first with the focus on Cancel, Enter there refunds nothing, and the form has a Cancel back to the payment', async ({ page }) => {
  const merchant = await openAsSpecMerchant(page);
  const payment = await makePayment(merchant.api, { amount: 5_000 });
  await page.goto(`/test/refundCreate?paymentId=${payment.id}`);
  await expect(page.getByTestId('refundable')).toContainText('50.00');
  await page.getByTestId('refund-reason').click();
  await page.getByTestId('reason-requested_by_customer').click();
  await page.getByTestId('refund-initiate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Refund 50.00 USD?');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect((await merchant.api.get<{ amountRefunded: number }>(`/payments/${payment.id}`)).amountRefunded).toBe(0);

  await page.getByTestId('refund-cancel').click();
  await expect(page).toHaveURL(new RegExp(`/test/dashPaymentDetail\\?id=${payment.id}$`));
});

test('deactivating a payment link asks with the focus on Cancel', async ({ page }) => {
  const merchant = await openAsSpecMerchant(page);
  const link = await merchant.api.post<{ id: string }>('/payment-links', { amount: 1_000, currency: 'USD', description: 'Keyboard focus' });
  await page.goto(`/test/paymentLinkDetail?id=${link.id}`);
  await page.getByTestId('link-deactivate').click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
});

test('a keyboard focus shows a ring on menu links and icon buttons, and a new page puts the focus on its heading', async ({ page }) => {
  await openAsSpecMerchant(page);
  await page.goto('/test/dashPayment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menuLink = page.getByTestId('app-menu').getByRole('link', { name: 'Invoices', exact: true });
  await menuLink.focus();
  // Focus by keyboard: from the link before it, Tab.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(menuLink).toBeFocused();
  expect(await outlineWidth(menuLink)).toBeGreaterThanOrEqual(2);

  const themeToggle = page.getByTestId('theme-toggle');
  await themeToggle.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(themeToggle).toBeFocused();
  expect(await outlineWidth(themeToggle)).toBeGreaterThanOrEqual(2);

  // Enter on the menu link opens the invoices; the focus moves to their heading.
  await menuLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/test\/invoice$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Invoices');
  await expect(heading).toBeFocused();
});
