// API keys on the Developers page as a merchant uses them: a restricted test key created in the dialog (nothing
// granted is refused first), its value shown once and then used from a server (here: the test's own fetch) to list
// payments but not to refund; rolled with "now" (the old value refused at once, the new one working), then deleted.
import { expect, test, type Page } from '@playwright/test';
import { signInToTestMode } from './checkout-helpers';
import { openAsSpecMerchant } from './world';

async function callWith(baseURL: string | undefined, key: string, method: 'GET' | 'POST', path: string, body?: object) {
  const res = await fetch(new URL(path, baseURL), {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { message?: string } };
}

async function newKeyValue(page: Page) {
  const dialog = page.getByRole('dialog');
  const value = (await dialog.getByTestId('new-key-value').textContent()) ?? '';
  await dialog.getByTestId('new-key-done').click();
  await expect(dialog).toHaveCount(0);
  return value;
}

test('a restricted test key: created, shown once, used, rolled and deleted', async ({ page, baseURL }) => {
  // A long walk through the page on a machine that may be busy.
  test.setTimeout(180_000);
  const name = `Reporting ${Date.now().toString(36)}`;
  await signInToTestMode(page);
  await page.goto('/test/developer?tab=keys');
  // Generous: the tab's code loads on demand, and the machine running the suite may be busy with something else.
  await expect(page.getByTestId('api-key-publishable').first().getByTestId('api-key-value')).toContainText('pk_test_', { timeout: 30_000 });

  await page.getByTestId('api-key-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: 'Restricted' }).check();
  await dialog.getByTestId('create-key-submit').click();
  await expect(dialog.getByText('Give the key read or write access to at least one resource.')).toBeVisible();
  await dialog.getByRole('group', { name: 'Payments', exact: true }).getByRole('radio', { name: 'Read' }).check();
  await dialog.getByTestId('create-key-submit').click();
  await expect(dialog.getByText('Test secret keys can be revealed again on this page.')).toBeVisible({ timeout: 20_000 });
  const value = await newKeyValue(page);
  expect(value).toMatch(/^sk_test_/);

  const row = page.getByTestId('api-key-secret').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('api-key-access')).toHaveText('Restricted');
  await expect(row.getByTestId('api-key-value')).toContainText('••••');

  // The key from a merchant's server: it lists payments, and may not write refunds.
  expect((await callWith(baseURL, value, 'GET', '/test/api/payments')).status).toBe(200);
  const refund = await callWith(baseURL, value, 'POST', '/test/api/refunds', { paymentId: 'pay_none', amount: 100 });
  expect(refund.status).toBe(403);
  expect(refund.json.message).toBe('This restricted key has no write access to refunds.');
  await page.reload();
  await expect(row.getByTestId('api-key-requests')).toHaveText('2', { timeout: 30_000 });

  // Roll with "now": a successor of the same name and access; the old value is refused at once.
  await row.getByTestId('api-key-roll').click();
  await dialog.getByRole('radio', { name: 'Now' }).check();
  await dialog.getByTestId('roll-key-submit').click();
  await expect(dialog.getByTestId('new-key-value')).toBeVisible({ timeout: 20_000 });
  const successor = await newKeyValue(page);
  expect(successor).toMatch(/^sk_test_/);
  expect(successor).not.toBe(value);
  expect((await callWith(baseURL, value, 'GET', '/test/api/payments')).status).toBe(401);
  expect((await callWith(baseURL, successor, 'GET', '/test/api/payments')).status).toBe(200);
  const rows = page.getByTestId('api-key-secret').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Expired' })).toHaveCount(1);

  // Delete the successor after a confirmation that names it.
  const current = rows.filter({ hasNotText: 'Expired' });
  await current.getByTestId('api-key-delete').click();
  await expect(page.getByRole('dialog')).toContainText(`Delete “${name}”?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Key deleted')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect((await callWith(baseURL, successor, 'GET', '/test/api/payments')).status).toBe(401);
});

test("a key's page: opened from its row, its scopes and use; rolled there, then deleted back to the list", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const merchant = await openAsSpecMerchant(page);
  const name = `Ledger ${Date.now().toString(36)}`;
  const key = await merchant.api.post<{ id: string; value: string }>('/api-keys', { name, scopes: { disputes: 'write', refunds: 'read' } });
  expect((await callWith(baseURL, key.value, 'GET', '/test/api/refunds')).status).toBe(200);

  await page.goto('/test/developer?tab=keys');
  await page.getByTestId('api-key-secret').filter({ hasText: name }).getByTestId('api-key-open').click();
  await expect(page).toHaveURL(new RegExp(`/test/developer/api-key-detail\\?id=${key.id}$`));
  const detail = page.getByTestId('api-key-detail');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByTestId('api-key-kind')).toHaveText('Secret key');
  const scopes = detail.getByTestId('api-key-scopes');
  await expect(scopes).toContainText('DisputesWrite');
  await expect(scopes).toContainText('RefundsRead');
  await expect(scopes).toContainText('PaymentsNone');
  await expect(detail.getByTestId('api-key-requests')).toHaveText('1');
  await expect(detail.getByTestId('api-key-last-used')).not.toHaveText('Never');

  // Roll from the page, the old key kept for an hour: the page then shows its expiry.
  await page.getByTestId('api-key-roll').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'In 1 hour' }).check();
  await dialog.getByTestId('roll-key-submit').click();
  await newKeyValue(page);
  await expect(detail.getByTestId('api-key-expiry')).toContainText('Until');
  await expect(page.getByTestId('api-key-roll')).toHaveCount(0);

  // Delete from the page: confirmed, refused from then on, and back to the keys tab without it.
  await page.getByTestId('api-key-delete').click();
  await expect(dialog).toContainText(`Delete “${name}”?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/test\/developer\?tab=keys$/);
  await expect(page.getByText('Key deleted')).toBeVisible();
  const rows = page.getByTestId('api-key-secret').filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('api-key-open')).not.toHaveAttribute('href', new RegExp(key.id));
  expect((await callWith(baseURL, key.value, 'GET', '/test/api/refunds')).status).toBe(401);
});
