// @vitest-environment jsdom
// Variants by host (issue 32 item 5), in the real shell: on the production host in test mode the prod-only entries
// (the website services, bought for real) leave the menu, by the same rule (domain/routes.ts variantAllows) as the
// server's routes answer (tests/api/platform.test.ts); in live mode they are there, and the brand is the default one.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { payment } from './fakeApi';
import { outsideRequests, renderApp } from './renderApp';

declare const jsdom: { reconfigure(options: { url: string }): void };

const OWNER = { permissions: ['*'], role: 'owner' };
const WAIT = { timeout: 15_000 };

beforeAll(() => {
  jsdom.reconfigure({ url: 'https://dashboard.paydash.com/' });
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
  window.scrollTo = () => undefined;
});

afterEach(() => {
  expect(outsideRequests).toEqual([]);
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const menu = async () => within(await screen.findByRole('navigation', {}, WAIT));

it('on the production host: the website services in live mode, none in test mode', async () => {
  await renderApp('/dashPayment', OWNER, { payments: [payment('pay_live1')] });
  let nav = await menu();
  expect((await nav.findAllByText('Build website', {}, WAIT)).length).toBeGreaterThan(0);
  expect(nav.getByText('Enhance website SEO')).toBeTruthy();
  expect(nav.getByText('Gateway')).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('PayDash - Payments'), WAIT);
  cleanup();

  window.localStorage.setItem('isTest', 'true');
  window.sessionStorage.setItem('isTest', 'true');
  await renderApp('/test/dashPayment', OWNER, { payments: [payment('pay_test1')] });
  nav = await menu();
  expect((await nav.findAllByText('Payments', {}, WAIT)).length).toBeGreaterThan(0);
  expect(nav.queryByText('Build website')).toBeNull();
  expect(nav.queryByText('Enhance website SEO')).toBeNull();
  expect(nav.getByText('Gateway')).toBeTruthy();
}, 60_000);
