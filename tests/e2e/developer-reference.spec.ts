// The API reference of the Developers page: every operation of the merchant API with a curl command carrying the
// merchant's own test secret key; the command, as copied from the page, creates a payment link in test mode.
import { expect, test } from '@playwright/test';
import { signInToTestMode } from './checkout-helpers';

/** The URL, headers and body of a curl command as the page writes it (single-quoted arguments). */
function parseCurl(cmd: string) {
  const args = [...cmd.matchAll(/'((?:[^']|'\\'')*)'/g)].map((m) => m[1]!.replace(/'\\''/g, "'"));
  const url = args[0]!;
  const headers: Record<string, string> = {};
  let body: string | undefined;
  const flags = [...cmd.matchAll(/(-H|-d) '/g)].map((m) => m[1]);
  flags.forEach((flag, i) => {
    const value = args[i + 1]!;
    if (flag === '-d') body = value;
    else headers[value.slice(0, value.indexOf(':')).toLowerCase()] = value.slice(value.indexOf(':') + 1).trim();
  });
  return { url, headers, body };
}

test('each operation has a curl command with the test key, and the command works as copied', async ({ page, request }) => {
  await signInToTestMode(page);
  await page.goto('/test/developer?tab=reference');
  await expect(page.getByRole('tab', { name: 'API reference' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('api-reference-key')).toContainText('test secret key ending in');
  const ops = page.getByTestId('api-reference-operations');
  await expect(ops.getByText('/payment-links', { exact: true }).first()).toBeVisible();

  await page.getByLabel('Search operations').fill('create a payment link');
  const create = page.getByTestId('api-op-POST-payment-links');
  await expect(create).toBeVisible();
  await create.getByRole('button').first().click();
  const cmd = (await create.getByTestId('api-op-curl').textContent())!;
  expect(cmd).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/test\/api\/payment-links'/);
  expect(cmd).toContain("-H 'Authorization: Bearer sk_test_");
  expect(cmd).toContain('Idempotency-Key');

  const curl = parseCurl(cmd);
  const body = JSON.parse(curl.body!) as Record<string, unknown>;
  const created = await request.post(curl.url, {
    headers: { ...curl.headers, 'idempotency-key': `e2e-${Date.now()}` },
    data: { ...body, currency: 'USD', amount: 1500, items: undefined },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect((await created.json()).livemode).toBe(false);

  // Filtered by resource: only that resource's operations.
  await page.getByLabel('Search operations').fill('');
  await page.getByTestId('api-reference-resource').click();
  await page.getByRole('option', { name: 'Refunds' }).click();
  await expect(ops.getByText('/refunds', { exact: true }).first()).toBeVisible();
  await expect(ops.getByText('/payment-links', { exact: true })).toHaveCount(0);
});
