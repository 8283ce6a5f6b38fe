// One way to choose a day (issue 33, 5): the date fields left native (the data view's custom range, a person's date of
// birth, the proof of address's issue date, the reports' and the bank statement's periods) are the lists' pickers,
// written YYYY-MM-DD in both languages; a date of birth may be before 1970.
import { expect, test, type Page } from '@playwright/test';
import { dayPicker, typeDay } from './day-picker';
import { newMerchant, specMerchant, useSession } from './world';

const noNativeDates = (page: Page) => expect(page.locator('input[type="date"]')).toHaveCount(0);

test("the data view's custom range, the reports' period and the bank statement's period use the lists' pickers", async ({ page }) => {
  const merchant = await specMerchant();
  await useSession(page.context(), merchant.session);
  await page.goto('/dataview');
  await page.getByTestId('dataview-period').locator('..').click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await expect(dayPicker(page, 'from')).toBeVisible();
  await noNativeDates(page);
  await typeDay(page, 'from', '2026-03-01');
  await typeDay(page, 'to', '2026-03-31');
  await expect(page.getByTestId('dataview-range')).toContainText('2026-03-01 00:00');
  await expect(page.locator('input[name=from]')).toHaveValue('2026-03-01');

  await page.goto('/reports');
  await expect(dayPicker(page, 'periodFrom')).toBeVisible();
  await noNativeDates(page);
  await expect(page.locator('input[name=periodFrom]')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto('/settlement');
  await expect(dayPicker(page, 'periodTo')).toBeVisible();
  await noNativeDates(page);
  await expect(page.locator('input[name=periodTo]')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
});

test('verification takes a date of birth and an issue date through the same pickers, in Chinese too', async ({ page, request }) => {
  const merchant = await newMerchant(request, { tag: 'day-pickers', verified: false });
  await useSession(page.context(), merchant.session, { lang: 'zh_CN' });
  await page.goto('/business-representative');
  await expect(dayPicker(page, 'dateOfBirth')).toBeVisible();
  await noNativeDates(page);
  await expect(dayPicker(page, 'dateOfBirth')).toContainText('年-月-日');
  await typeDay(page, 'dateOfBirth', '1965-04-12');
  await expect(page.locator('input[name=dateOfBirth]')).toHaveValue('1965-04-12');

  await page.goto('/upload-materials');
  const proof = page.getByTestId('documents-address_proof');
  await expect(dayPicker(proof, 'issuedOn')).toBeVisible();
  await noNativeDates(page);
  await typeDay(proof, 'issuedOn', '2026-01-05');
  await expect(proof.locator('input[name=issuedOn]')).toHaveValue('2026-01-05');
});
