// End-to-end: the public contact form — each empty field refused with its message, a visitor thanked in place, a
// signed-in merchant taken to /contact-success with a way back, the message in the support mailbox; screenshots.
import { expect, test, type Page } from '@playwright/test';
import { openAsDemo, snap } from './fixtures';

const SUPPORT = 'support@localhost';

async function fillContact(page: Page, marker: string) {
  await page.locator('input[name=name]').fill('Grace Hopper');
  await page.locator('input[name=email]').fill('grace@example.com');
  await page.locator('input[name=company]').fill('Compilers Inc');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Business verification' }).click();
  await page.locator('textarea[name=message]').fill(`Question about documents (${marker}).`);
}

test('a visitor: empty fields are refused with their messages, then the message is sent', async ({ page, request }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await snap(page, 'contact-en');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a message.')).toBeVisible();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please choose what your message is about.')).toBeVisible();
  await snap(page, 'contact-en-errors');

  const marker = `visitor-${Date.now()}`;
  await fillContact(page, marker);
  await page.locator('textarea[name=message]').fill('   ');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a message.')).toBeVisible();

  await page.locator('textarea[name=message]').fill(`Question about documents (${marker}).`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-thanks')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mails = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(SUPPORT)}`)).json();
  expect(mails.data.some((m: { text: string }) => m.text.includes(marker))).toBe(true);
});

test('a signed-in merchant goes on to /contact-success and back to Onboard', async ({ page }) => {
  await openAsDemo(page);
  await page.goto('/contact');
  await fillContact(page, `merchant-${Date.now()}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact-success$/);
  await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
  await snap(page, 'contact-success-en');
  await page.getByRole('link', { name: 'Back to Onboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the form in 中文', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '联系我们' })).toBeVisible();
  await page.getByRole('button', { name: '发送留言' }).click();
  await expect(page.getByText('请输入留言内容。')).toBeVisible();
  await snap(page, 'contact-zh');
});
