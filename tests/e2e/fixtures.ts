// Shared helpers for the end-to-end tests: the seeded demo users and a sign-in through the real form.
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'Demo@2026' };
export const ANALYST = { email: 'analyst@example.com', password: 'Demo@2026' };

/** Signs in through the /login page (the e2e server runs with CAPTCHA=off, so the code field may stay empty). */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/password/i).first().fill(user.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Saves a full-page screenshot under screenshots/ (gitignored) for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
