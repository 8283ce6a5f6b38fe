// Where a merchant stands with business verification, as the seeded world shows it: the merchant still verifying
// sees on its overview what blocks going live and goes into the wizard and back; an approved merchant reads what it
// submitted, with nothing it could change.
import { expect, test } from '@playwright/test';
import { NEWCOMER, openAs, openAsDemo } from './fixtures';

test('an unverified merchant sees what blocks going live, continues in the wizard and comes back', async ({ page }) => {
  await openAs(page, NEWCOMER);
  const notice = page.getByTestId('verification-notice');
  await expect(notice).toContainText('Finish business verification to go live');
  await expect(notice).toContainText('3 of 9 sections complete');
  for (const section of ['Business representative', 'Business owners', 'Review']) {
    await expect(notice.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await expect(notice.getByRole('link', { name: 'Business details', exact: true })).toHaveCount(0);
  await notice.getByTestId('verification-continue').click();
  await expect(page).toHaveURL(/\/business-representative$/);
  await page.getByTestId('wizard-to-console').click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('verification-notice')).toBeVisible();
});

test('an approved merchant reads its submitted details and documents, read-only', async ({ page }) => {
  await openAsDemo(page);
  // The notice's absence is read once the overview shows its figures, or it would hold while the page is loading.
  await expect(page.getByTestId('kpi-successfulAmount-value')).toBeVisible();
  await expect(page.getByTestId('verification-notice')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByText('9 of 9 sections complete')).toBeVisible();

  await page.goto('/business-details');
  await expect(page.getByTestId('onboarding-locked')).toBeVisible();
  const legalName = page.locator('input[name=legalName]');
  await expect(legalName).toHaveValue('Acme Trading Ltd');
  await expect(legalName).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(page.getByTestId('store-screenshot').getByText('Upload screenshot')).toHaveCount(0);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/business-representative$/);
  await expect(page.locator('input[name=firstName]')).toHaveValue('Jane');
  await expect(page.locator('input[name=firstName]')).toBeDisabled();

  await page.goto('/upload-materials');
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('button', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
});
