// Invoices as a merchant and a payer use them, in test mode: a draft with two items and a PNG, 'Please Input'
// under an empty field, edit, finalize, the PDF, duplicate, void, delete; then an invoice paid from a signed-out
// browser on its checkout page, Paid with its transaction in the payments list; the PDF in both languages, its first
// page rendered to PNG with pdfjs-dist. The pages in both languages and themes (the list, an open invoice, the form, a
// draft in the editor) are the sweep's and `npm run screenshots`' (tests/e2e/pages.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo, snap } from './fixtures';
import { renderPdf } from './renderPdf';
import { openAsSpecMerchant, signedInPage, specMerchant, uniqueEmail, useSession } from './world';

/** A 1×1 PNG: a real image whose bytes the server sniffs. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The spec's own merchant (tests/e2e/world.ts), signed in through the API, in test mode. */
async function signInToTestMode(page: Page) {
  await openAsSpecMerchant(page);
}

/** The helper text under an input (react-admin shows a field's error there). */
const helper = (page: Page, name: string) =>
  page.locator('.MuiFormControl-root', { has: page.locator(`input[name="${name}"]`) }).locator('.MuiFormHelperText-root');
const item = (page: Page, index: number, field: 'name' | 'quantity' | 'unitAmount') => page.locator(`input[name="items.${index}.${field}"]`);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the create form (customer, fee type, lines) without saving. */
async function fillInvoice(page: Page, customer: string, lines: [string, string, string][]) {
  await page.locator('input[name=name]').fill(customer);
  await page.locator('input[name=email]').fill('ada@example.com');
  await choose(page, 'Fee type', 'Tuition');
  for (const [i, [name, quantity, amount]] of lines.entries()) {
    if (i > 0) await page.getByTestId('invoice-add-item').click();
    await item(page, i, 'name').fill(name);
    await item(page, i, 'quantity').fill(quantity);
    await item(page, i, 'unitAmount').fill(amount);
  }
}

/** Creates a draft through /test/invoiceCreate and returns its id (its detail page is open). */
async function createDraft(page: Page, customer: string, lines: [string, string, string][] = [['Tuition', '1', '80.00']]) {
  await page.goto('/test/invoiceCreate');
  await fillInvoice(page, customer, lines);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/test\/invoiceDetail\?id=/);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

async function confirmAction(page: Page, testId: string, button: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const status = (page: Page) => page.getByTestId('invoice-status');

test('a draft with two items and a PNG is edited, finalized, downloaded as PDF, duplicated, voided and deleted', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToTestMode(page);
  await page.goto('/test/invoiceCreate');

  // Required fields say so under their inputs before any call.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(helper(page, 'name')).toHaveText('Please Input');
  await expect(helper(page, 'items.0.unitAmount')).toHaveText('Please Input');
  await expect(page.getByText('Please Select').first()).toBeVisible();
  await expect(page).toHaveURL(/\/test\/invoiceCreate$/);

  // Two items and the live total in the currency's minor units.
  const customer = `E2E Student ${Date.now()}`;
  await fillInvoice(page, customer, [['Tuition, autumn term', '2', '1,250.50'], ['Library fee', '1', '0.99']]);
  await expect(page.getByTestId('invoice-item-amount').first()).toHaveText('2,501.00 USD');
  await expect(page.getByTestId('invoice-total')).toHaveText('2,501.99 USD');
  await expect(helper(page, 'name')).not.toHaveText('Please Input');

  // A wrong file is refused before upload; the PNG waits for the draft.
  await page.getByTestId('attachment-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'JPG, JPEG, PNG or PDF' })).toBeVisible();
  await page.getByTestId('attachment-kind').click();
  await page.getByTestId('attachment-kind-passport').click();
  await page.getByTestId('attachment-file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('attachment-pending')).toContainText('passport.png');
  await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot of a scrolled page draws the sticky bar mid-page
  await snap(page, 'invoices-create-filled-en-light');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/test\/invoiceDetail\?id=/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(status(page)).toContainText('Draft');
  await expect(page.getByTestId('invoice-summary')).toContainText('2,501.99');
  await expect(page.getByTestId('invoice-attachments').getByTestId('attachment-row')).toContainText('passport.png');
  await expect(page.getByTestId('invoice-attachments')).toContainText('Passport');
  await expect(page.getByTestId('invoice-pay-link')).toContainText('created when the invoice is finalized');
  // A draft offers exactly its actions.
  for (const action of ['finalize', 'edit', 'duplicate', 'pdf', 'delete']) await expect(page.getByTestId(`invoice-${action}`)).toBeVisible();
  await expect(page.getByTestId('invoice-cancel')).toHaveCount(0);
  const number = (await page.getByTestId('invoice-number').innerText()).trim();

  // The attachment opens in a preview.
  await page.getByTestId('invoice-attachments').getByTestId('attachment-view').click();
  await expect(page.getByTestId('attachment-image')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Edit: three library fees now.
  await page.getByTestId('invoice-edit').click();
  await expect(page).toHaveURL(new RegExp(`/test/invoiceEditor\\?id=${id}`));
  await expect(item(page, 1, 'unitAmount')).toHaveValue('0.99');
  await expect(page.getByTestId('invoice-form-attachments').getByTestId('attachment-row')).toContainText('passport.png');
  // A saved draft uploads at once: the server judges the bytes, not the name.
  const formFiles = page.getByTestId('invoice-form-attachments');
  await page.getByTestId('attachment-file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(formFiles.getByTestId('attachment-pending')).toHaveAttribute('data-state', 'failed');
  await expect(formFiles.getByRole('alert')).toContainText('the file content is checked');
  await formFiles.getByTestId('attachment-pending').getByRole('button', { name: 'Remove fake.png' }).click();
  await page.getByTestId('attachment-kind').click();
  await page.getByTestId('attachment-kind-offer_letter').click();
  await page.getByTestId('attachment-file').setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(formFiles.getByTestId('attachment-row')).toHaveCount(2);
  await expect(formFiles.getByTestId('attachment-pending')).toHaveCount(0);
  await item(page, 1, 'quantity').fill('3');
  await expect(page.getByTestId('invoice-total')).toHaveText('2,503.97 USD');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/test/invoiceDetail\\?id=${id}`));
  await expect(page.getByTestId('invoice-items-total')).toContainText('2,503.97');
  await expect(page.getByTestId('invoice-attachments')).toContainText('Offer letter');

  // Finalize: open, with its pay link and QR code; no more edit or delete.
  await confirmAction(page, 'invoice-finalize', 'Finalize');
  await expect(status(page)).toContainText('Open');
  await expect(page.getByTestId('invoice-pay-url')).toContainText('/pay/');
  await expect(page.getByTestId('invoice-qr')).toBeVisible();
  await expect(page.getByTestId('invoice-edit')).toHaveCount(0);
  await expect(page.getByTestId('invoice-delete')).toHaveCount(0);
  await expect(page.getByTestId('invoice-cancel')).toBeVisible();

  // The PDF is a PDF, named after the invoice (another test renders one in each language).
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('invoice-pdf').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await writeFile('screenshots/invoice-e2e.pdf', pdf);

  // Duplicate: a new draft opens in the editor; finalized, then voided.
  await page.getByTestId('invoice-duplicate').click();
  await expect(page).toHaveURL(/\/test\/invoiceEditor\?id=/);
  const copyId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(copyId).not.toBe(id);
  await expect(page.getByTestId('invoice-total')).toHaveText('2,503.97 USD');
  await expect(page.getByTestId('invoice-form-attachments')).toContainText('passport.png');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/test/invoiceDetail\\?id=${copyId}`));
  await expect(status(page)).toContainText('Draft');
  await confirmAction(page, 'invoice-finalize', 'Finalize');
  await expect(status(page)).toContainText('Open');
  await confirmAction(page, 'invoice-cancel', 'Void invoice');
  await expect(status(page)).toContainText('Void');
  await expect(page.getByTestId('invoice-pay-link-closed')).toContainText('no longer takes payments');
  await expect(page.getByTestId('invoice-cancel')).toHaveCount(0);
  await expect(page.getByTestId('invoice-duplicate')).toBeVisible();

  // Delete a draft (a copy of the void one): gone from the list.
  await page.getByTestId('invoice-duplicate').click();
  await expect(page).toHaveURL(/\/test\/invoiceEditor\?id=/);
  const draftId = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByRole('button', { name: 'Cancel' }).click();
  const draftNumber = (await page.getByTestId('invoice-number').innerText()).trim();
  await confirmAction(page, 'invoice-delete', 'Delete');
  await expect(page).toHaveURL(/\/test\/invoice(\?|$)/);
  await page.getByTestId('filter-q').fill(draftNumber);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.goto(`/test/invoiceDetail?id=${draftId}`);
  await expect(page.getByRole('alert')).toBeVisible();

  // The list finds the first one by number, under All and Outstanding, not under Draft.
  await page.goto('/test/invoice');
  await page.getByTestId('filter-q').fill(number);
  const rows = page.getByTestId('list-invoices').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2,503.97');
  // Each tab is clicked once, and its effect (the tab selected, its list in) awaited before the next click: a second
  // click on a tab within 500 ms of the first is dropped by the app's click throttle (spec section 9).
  await page.getByTestId('tab-draft').click();
  await expect(page.getByTestId('tab-draft')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.getByTestId('tab-outstanding').click();
  await expect(page.getByTestId('tab-outstanding')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('list-empty')).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('tab-outstanding')).toContainText('Outstanding · 1');

  // Export streams the CSV of the filtered list (the tab included): this one invoice.
  const csvPromise = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  const csv = (await readFile((await (await csvPromise).path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter((l) => l !== '');
  expect(lines[0]).toMatch(/^Invoice number,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(number);
  expect(lines[1]).toContain('2503.97');
});

/** A page in a browser context of its own: no session, as a customer opening the link. */
async function payerPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

test('a finalized invoice is paid on its checkout page by a signed-out customer, then shows Paid with its transaction', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInToTestMode(page);
  const customer = `E2E Payer ${Date.now()}`;
  const id = await createDraft(page, customer, [['Consultation', '2', '45.00']]);
  await confirmAction(page, 'invoice-finalize', 'Finalize');
  await expect(status(page)).toContainText('Open');
  const payUrl = (await page.getByTestId('invoice-pay-url').innerText()).trim();

  const payer = await payerPage(browser);
  await payer.goto(payUrl);
  await expect(payer.getByTestId('checkout-amount')).toHaveText('90.00 USD');
  await payer.getByTestId('checkout-number').fill('4242424242424242');
  await payer.getByTestId('checkout-expiry').fill('12 / 34');
  await payer.getByTestId('checkout-cvc').fill('123');
  await payer.getByTestId('checkout-name').fill(customer);
  await payer.getByTestId('checkout-email').fill('payer@example.com');
  await payer.getByTestId('checkout-pay').click();
  await expect(payer.getByTestId('checkout-succeeded')).toContainText('90.00 USD');
  await payer.context().close();

  await page.reload();
  await expect(status(page)).toContainText('Paid');
  const paymentId = (await page.getByTestId('invoice-payment-id').innerText()).trim();
  expect(paymentId).toMatch(/\w{8,}/);
  await expect(page.getByTestId('invoice-paid-at')).toContainText('(UTC+8)');
  // Paid allows only duplicate (and the PDF).
  await expect(page.getByTestId('invoice-cancel')).toHaveCount(0);
  await expect(page.getByTestId('invoice-finalize')).toHaveCount(0);
  await expect(page.getByTestId('invoice-pay-link-closed')).toContainText('Paid');
  await expect(page.getByTestId('invoice-qr')).toHaveCount(0);
  await snap(page, 'invoices-detail-paid-en-light');

  // The transaction id opens the payment, which points back at the invoice.
  await page.getByTestId('invoice-payment-id').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/test/dashPaymentDetail\\?id=${paymentId}`));
  await expect(page.getByTestId('payment-status')).toContainText('Succeeded');
  await expect(page.getByTestId('payment-summary')).toContainText('90.00');
  await expect(page.getByText(id).first()).toBeVisible();

  // And it is in the payments list.
  await page.goto('/test/dashPayment');
  await page.getByTestId('filter-transactionId').fill(paymentId);
  const rows = page.getByTestId('list-payments').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('90.00');
});

test('an open invoice\'s PDF is downloaded in the page\'s language, English and Chinese, and its first page rendered', async ({ browser }) => {
  const merchant = await specMerchant();
  const invoice = await merchant.api.post<{ id: string; number: string }>('/invoices', {
    name: 'Alan Turing', email: 'alan.turing@example.com', currency: 'USD', feeType: 'tuition', paymentMethod: 'card', dueDate: '2099-06-30',
    items: [{ name: 'Tuition, spring term', quantity: 1, unitAmount: 480_000 }, { name: 'Laboratory fee', quantity: 2, unitAmount: 12_500 }],
  });
  await merchant.api.post(`/invoices/${invoice.id}/finalize`);
  for (const lang of ['en', 'zh_CN'] as const) {
    // The download sends the page's language; the PDF's first page is rendered for a person to look at.
    const page = await signedInPage(await browser.newContext(), merchant.session, { lang, testMode: true });
    await page.goto(`/test/invoiceDetail?id=${invoice.id}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('invoice-pdf').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await renderPdf(page, pdf, `screenshots/invoices-pdf-page1-${lang === 'en' ? 'en' : 'zh'}.png`);
    await page.context().close();
  }
});

test('an open invoice is sent to its customer from its page and the mail is listed as sent, in both languages', async ({ page, browser }) => {
  const merchant = await specMerchant();
  const email = uniqueEmail('invoice-mail');
  const draft = await merchant.api.post<{ id: string; number: string }>('/invoices', {
    name: 'Ada Lovelace', email, currency: 'USD', feeType: 'tuition', items: [{ name: 'Spring term', quantity: 1, unitAmount: 120_000 }],
    paymentMethod: 'card', dueDate: '2099-06-30',
  });
  await merchant.api.post(`/invoices/${draft.id}/finalize`);
  await useSession(page.context(), merchant.session, { testMode: true });
  await page.goto(`/test/invoiceDetail?id=${draft.id}`);
  const mails = page.getByTestId('invoice-mails');
  await expect(mails.getByTestId('invoice-mails-empty')).toBeVisible();
  await mails.getByTestId('invoice-send').click();
  // Queued by the server, then sent by the job queue: the card looks again until it is.
  const row = mails.getByTestId('invoice-mail');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Invoice sent');
  await expect(row).toContainText(email);
  await expect(row.locator('[data-status]')).toHaveText('Sent');
  await expect(mails.getByTestId('invoice-send')).toHaveText('Resend invoice');
  const [mail] = await mailsTo(page.request, email);
  expect(mail!.subject).toContain(draft.number);
  expect(mail!.links.some((l) => l.includes('/pay/'))).toBe(true);
  await snap(page, 'invoices-mails-en-light');

  // In Chinese and dark, at 390 px: the resend is listed in Chinese.
  const zh = await signedInPage(await browser.newContext({ viewport: { width: 390, height: 844 } }), merchant.session, { lang: 'zh_CN', theme: 'dark', testMode: true });
  await zh.goto(`/test/invoiceDetail?id=${draft.id}`);
  await zh.getByTestId('invoice-mails').getByTestId('invoice-send').click();
  await expect(zh.getByTestId('invoice-mail')).toHaveCount(2);
  await expect(zh.getByTestId('invoice-mail').first().locator('[data-status]')).toHaveText('已发送');
  await zh.getByTestId('invoice-mails').scrollIntoViewIfNeeded();
  await snap(zh, 'invoices-mails-zh-dark-390');
  await zh.context().close();
});
