// The webhooks of the Developers page as a merchant uses them: a receiver on this machine (test mode may deliver to
// loopback) is added through the form, a test event reaches it signed with the secret the page reveals, the delivery
// log shows it, Resend makes a second (manual) attempt, and the endpoint is disabled and deleted.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect as baseExpect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signInToTestMode } from './checkout-helpers';
import { makePayment, specMerchant } from './world';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

// The machine running the suite may be busy with other work: patient assertions.
const expect = baseExpect.configure({ timeout: 30_000 });

let server: Server;
let port = 0;
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string };

test('an endpoint on this machine gets a signed test event, a resend, and is disabled and deleted', async ({ page }) => {
  test.setTimeout(240_000);
  const url = `http://127.0.0.1:${port}/hooks/e2e-${Date.now()}`;
  // An endpoint made through the API before the page opens (the spec's own merchant, test mode) is listed; a test
  // payment is what the test event is built from.
  const merchant = await specMerchant();
  await merchant.api.post('/webhook-endpoints', { url: 'http://localhost:4242/webhooks', enabledEvents: ['*'], description: 'Local development listener' });
  await makePayment(merchant.api);
  await signInToTestMode(page);
  await page.goto('/test/developer?tab=webhooks');
  await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('list-webhook-endpoints')).toContainText('http://localhost:4242/webhooks');
  await page.getByTestId('webhook-add').click();
  await expect(page).toHaveURL(/\/test\/developer\/add-webhook-endpoints$/);

  // The domain schema speaks before the server does (once the catalogue is there).
  await expect(page.getByTestId('webhook-events-all')).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Please Input')).toBeVisible();
  await expect(page.getByText('Choose at least one event type.')).toBeVisible();
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-description').fill('E2E receiver');
  await page.getByRole('checkbox', { name: 'All Payments events' }).check();
  await expect(page.getByTestId('events-payment').getByRole('checkbox', { name: 'payment.created' })).toBeChecked();
  await expect(page.getByTestId('events-refund').getByRole('checkbox', { name: 'refund.created' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add endpoint' }).click();

  // The new endpoint's page shows the secret once; the card reveals the same one.
  await expect(page).toHaveURL(/\/test\/webhook\/webhook-endpoint-detail\?id=we_/, { timeout: 15_000 });
  await expect(page.getByTestId('webhook-new-secret-value')).toHaveText(/^whsec_/);
  const secret = (await page.getByTestId('webhook-new-secret-value').textContent())!;
  await page.getByTestId('webhook-new-secret').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('webhook-new-secret')).toHaveCount(0);
  await page.getByTestId('webhook-secret-reveal').click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(secret);
  await expect(page.getByTestId('webhook-detail-url')).toHaveText(url);
  await expect(page.getByTestId('webhook-details')).toContainText('E2E receiver');
  await expect(page.getByTestId('webhook-deliveries').getByTestId('list-empty')).toBeVisible();

  // Send test event: the receiver answers, the dialog shows the answer.
  await page.getByTestId('webhook-test-open').click();
  await page.getByTestId('webhook-test-type').click();
  await page.getByTestId('webhook-test-type-payment.succeeded').click();
  await page.getByTestId('webhook-test-send').click();
  await expect(page.getByTestId('webhook-test-result').getByTestId('webhook-attempt-status')).toHaveText('200');
  await expect(page.getByTestId('webhook-test-result').getByTestId('webhook-attempt-response')).toContainText('"received": true');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  expect(received).toHaveLength(1);
  expect(received[0]!.headers['webhook-id']).toMatch(/^msg_/);
  expect(verify(secret, received[0]!).type).toBe('payment.succeeded');
  // A signature made with another secret is refused: the check above can fail.
  expect(() => verify(`whsec_${Buffer.from('not the secret, 32 bytes long!!!').toString('base64')}`, received[0]!)).toThrow();

  // The delivery log lists it as a succeeded test delivery.
  const row = page.getByTestId('webhook-deliveries').locator('tbody tr').first();
  await expect(row).toContainText('payment.succeeded');
  await expect(row).toContainText('Succeeded');
  await expect(row).toContainText('Test');
  await expect(row).toContainText('200');

  // Opened: the payload and its one attempt; Resend adds a second, manual one, signed as well.
  await row.locator('td').first().click();
  await expect(page).toHaveURL(/&delivery=msg_/);
  const dialog = page.getByTestId('webhook-delivery');
  await expect(dialog.getByTestId('webhook-attempt')).toHaveCount(1);
  await expect(dialog).toContainText('"type": "payment.succeeded"');
  await dialog.getByTestId('webhook-resend').click();
  await expect(page.getByText('Delivery resent')).toBeVisible();
  await expect(dialog.getByTestId('webhook-attempt')).toHaveCount(2);
  await expect(dialog.getByTestId('webhook-attempt').first()).toHaveAttribute('data-manual', 'true');
  await expect(dialog.getByTestId('webhook-attempt').first()).toContainText('Manual');
  expect(received).toHaveLength(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  expect(verify(secret, received[1]!).type).toBe('payment.succeeded');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/delivery=/);
  await expect(row).toContainText('2');

  // Replay counts first.
  await page.getByTestId('webhook-replay-open').click();
  await page.getByTestId('webhook-replay-count-button').click();
  await expect(page.getByTestId('webhook-replay-count')).toBeVisible();
  const found = Number((await page.getByTestId('webhook-replay-count').textContent())?.match(/\d+/)?.[0] ?? 0);
  if (found > 0) {
    // Only after the count: "Replay N events" queues them.
    await page.getByTestId('webhook-replay-confirm').click();
    await expect(page.getByText(found === 1 ? '1 event queued' : `${found} events queued`)).toBeVisible();
  } else {
    await expect(page.getByTestId('webhook-replay-confirm')).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }

  // Disable after confirmation, enable again, then delete (the confirmation names the URL) and land on the tab.
  await page.getByTestId('webhook-disable').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByTestId('webhook-summary')).toContainText('Disabled');
  await expect(page.getByTestId('webhook-details')).toContainText('Disabled by you');
  await page.getByTestId('webhook-enable').click();
  await expect(page.getByTestId('webhook-summary')).toContainText('Enabled');
  await page.getByTestId('webhook-delete').click();
  await expect(page.getByRole('dialog')).toContainText(url);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page).toHaveURL(/\/test\/developer\?tab=webhooks$/);
  await expect(page.getByTestId('list-webhook-endpoints')).toContainText('http://localhost:4242/webhooks');
  await expect(page.getByTestId('list-webhook-endpoints')).not.toContainText(url);
});
