// @vitest-environment jsdom
// The sign-in root (src/public/PublicApp) as a visitor meets it on a fresh /login: the form validates with the
// spec's messages, links move within the family without a reload (Back too), a refused sign-in shows the server's
// message and draws a new captcha, and a successful one stores the session and leaves for the landing page.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const calls: { method: string; path: string; body?: unknown }[] = [];
let loginAnswer: () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  calls.push({ method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
  if (url.pathname === '/api/auth/captcha') return json({ code: 200, data: { captchaId: `cap_${calls.length}`, image: 'data:image/svg+xml,<svg/>' } });
  if (url.pathname === '/api/auth/login') return loginAnswer();
  return json({ code: 404, message: 'no fake' }, 404);
});
// The admin app is what signing in hands over to; here a marker stands for it.
vi.mock('../../../src/App', () => ({ App: () => <p>admin app at {window.location.pathname}</p> }));

const { PublicApp } = await import('../../../src/public/PublicApp');
const { loadMessages } = await import('../../../src/i18n/messages');

beforeAll(async () => {
  await loadMessages('en');
});
afterEach(() => {
  cleanup();
  calls.length = 0;
  window.sessionStorage.clear();
});

const field = (name: string) => document.querySelector(`input[name=${name}]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
// The pages are lazy chunks: on a busy machine their first import takes longer than findBy's default second.
const SLOW = { timeout: 15_000 };
const captchas = () => calls.filter((c) => c.path === '/api/auth/captcha').length;

async function openLogin() {
  window.history.replaceState(null, '', '/login');
  render(<PublicApp />);
  await screen.findByRole('heading', { name: 'Sign in to your account' }, SLOW);
  await waitFor(() => expect(captchas()).toBe(1));
}

describe('the sign-in root', { timeout: 30_000 }, () => {
  it('refuses an empty form with a message under each field, and sends nothing', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field('email').getAttribute('aria-invalid')).toBe('true'));
    expect(field('password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter correct email address to login.')).toBeTruthy();
    expect(screen.getByText('Please enter correct password.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('moves to /register and back without leaving the root', async () => {
    await openLogin();
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
    expect(window.location.pathname).toBe('/register');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'Sign in to your account' }, SLOW);
    expect(screen.queryByText(/admin app/)).toBeNull();
  });

  it('shows a refused sign-in and draws a new captcha; a good one stores the session and hands over', async () => {
    await openLogin();
    loginAnswer = () => json({ code: 400, message: 'Incorrect email or password' }, 400);
    type('email', 'demo@example.com');
    type('password', 'Wrong@2026');
    type('captchaCode', 'abcd');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email or password');
    await waitFor(() => expect(captchas()).toBe(2));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toMatchObject({ email: 'demo@example.com', captchaCode: 'abcd', captchaId: 'cap_1' });

    loginAnswer = () =>
      json({
        code: 200,
        data: {
          liveToken: 'live-t', testToken: 'test-t', acctId: 'acct_1', nickname: 'Demo', email: 'demo@example.com', projectType: 1,
          testUserInfo: { acctId: 'acct_1' }, permissions: ['Overview'], expiresAt: '2026-12-01T00:00:00Z',
        },
      });
    type('password', 'Demo@2026');
    type('captchaCode', 'efgh');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('admin app at /');
    expect(window.sessionStorage.getItem('liveToken')).toBe('live-t');
  });
});
