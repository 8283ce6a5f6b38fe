// @vitest-environment jsdom
// Variants by host (issue 32 item 5), in the real shell: opened on the Russian-market host, the page titles carry that
// brand's name and the regional web variant hides Gateway, Explore all products and Smart account from the menu,
// by the same rule (domain/routes.ts variantAllows) as the server's routes answer (tests/api/platform.test.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { payment } from './fakeApi';
import { outsideRequests, renderApp } from './renderApp';

declare const jsdom: { reconfigure(options: { url: string }): void };

const OWNER = { permissions: ['*'], role: 'owner' };
const WAIT = { timeout: 15_000 };

beforeAll(() => {
  // Before the app's modules load: the brand is read from the host once, as in a browser.
  jsdom.reconfigure({ url: 'https://dashboard.paydash.ru/' });
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

it('on the Russian-market host: its brand in the title, and no Gateway, Explore all products or Smart account', async () => {
  await renderApp('/dashPayment', OWNER, { payments: [payment('pay_ru1')] });
  const nav = within(await screen.findByRole('navigation', {}, WAIT));
  expect((await nav.findAllByText('Payments', {}, WAIT)).length).toBeGreaterThan(0);
  expect(nav.getByText('Refunds')).toBeTruthy();
  for (const hidden of ['Gateway', 'Explore all products', 'Smart account']) expect(nav.queryByText(hidden)).toBeNull();
  await waitFor(() => expect(document.title).toBe('PayDash RU - Payments'), WAIT);
}, 60_000);
