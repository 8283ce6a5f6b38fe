// @vitest-environment jsdom
// The app shell over a fake dataProvider (and the real auth and i18n providers): the menu follows the permission codes, resource lists and
// records render at the spec's addresses, react-admin's own addresses redirect there, and canAccess hides buttons.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payment, refund } from './fakeApi';
import { outsideRequests, renderApp } from './renderApp';

const OWNER = { permissions: ['*'], role: 'owner' };
const ANALYST = { permissions: ['Overview', 'dashPayment', 'Payment_detail', 'refund'], role: 'member' };
const WAIT = { timeout: 15_000 };

beforeAll(() => {
  // jsdom lacks these; MUI and react-admin only ask.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
  window.scrollTo = () => undefined;
});

afterEach(() => {
  // The user's info and the issuing flag came from the fake provider too: nothing went around it.
  expect(outsideRequests).toEqual([]);
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const menu = async () => within(await screen.findByRole('navigation', {}, WAIT));

describe('app shell on the resource model', () => {
  it('shows the menu entries the codes allow and no others', async () => {
    await renderApp('/dashPayment', ANALYST, { payments: [payment('pay_1')] });
    const nav = await menu();
    expect((await nav.findAllByText('Payments', {}, WAIT)).length).toBeGreaterThan(0);
    expect(nav.getByText('Refunds')).toBeTruthy();
    expect(nav.queryByText('Invoices')).toBeNull();
    expect(nav.queryByText('Customers')).toBeNull();
    expect(nav.queryByText('Payment links')).toBeNull();
  }, 30_000);

  it('lists a resource\'s rows at its spec address', async () => {
    const { api } = await renderApp('/dashPayment', OWNER, { payments: [payment('pay_list1', { customerName: 'Grace Hopper' }), payment('pay_list2')] });
    await screen.findByText('Grace Hopper', {}, WAIT);
    expect(screen.getAllByText('pay_list2', { exact: false }).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.method === 'getList' && c.resource === 'payments')).toBe(true);
  }, 30_000);

  it('says "about" beside a total the API estimated, and the exact word otherwise', async () => {
    await renderApp('/dashPayment', OWNER, { payments: [payment('pay_est1')], paymentsAbout: 40_800 });
    expect((await screen.findByTestId('list-total-about', {}, WAIT)).textContent).toBe('About 40,800');
    cleanup();
    await renderApp('/dashPayment', OWNER, { payments: [payment('pay_est2')] });
    expect((await screen.findByTestId('list-pager', {}, WAIT)).textContent).toContain('Total 1');
    expect(screen.queryByTestId('list-total-about')).toBeNull();
  }, 30_000);

  it('shows a record at /dashPaymentDetail?id= and its not-found state', async () => {
    await renderApp('/dashPaymentDetail?id=pay_show1', OWNER, { payments: [payment('pay_show1', { merchantOrderId: 'order-show-1' })] });
    await screen.findByTestId('payment-summary', {}, WAIT);
    expect(screen.getAllByText('order-show-1').length).toBeGreaterThan(0);
    cleanup();
    await renderApp('/dashPaymentDetail?id=pay_gone', OWNER, { payments: [] });
    const missing = await screen.findByTestId('record-not-found', {}, WAIT);
    expect(missing.textContent).toContain('No record with the id pay_gone was found.');
    cleanup();
    await renderApp('/dashPaymentDetail', OWNER, { payments: [] });
    expect((await screen.findByTestId('record-not-found', {}, WAIT)).textContent).toContain('not found');
  }, 45_000);

  it('sends a react-admin address (/payments/:id/show) to the spec address', async () => {
    await renderApp('/payments/pay_ra1/show', OWNER, { payments: [payment('pay_ra1')] });
    await screen.findByTestId('payment-summary', {}, WAIT);
    expect(window.location.pathname + window.location.search).toBe('/dashPaymentDetail?id=pay_ra1');
    cleanup();
    await renderApp('/refunds', OWNER, { refunds: [refund('re_1', 'pay_ra1')] });
    await waitFor(() => expect(window.location.pathname).toBe('/refund'), WAIT);
  }, 45_000);

  it('hides create and export when canAccess refuses them, and shows them when allowed', async () => {
    // 'invoice' allows the invoices list and its export, not create (InvoiceCreate).
    await renderApp('/invoice', { permissions: ['invoice'], role: 'member' });
    await screen.findByText('Export', {}, WAIT);
    expect(screen.queryByTestId('invoice-new')).toBeNull();
    cleanup();
    await renderApp('/invoice', { permissions: ['invoice', 'InvoiceCreate'], role: 'member' });
    await screen.findByTestId('invoice-new', {}, WAIT);
    cleanup();
    // 'refund' allows the refunds list, its export and a new refund.
    await renderApp('/refund', { permissions: ['refund', 'dashPayment'], role: 'member' }, { refunds: [refund('re_2', 'pay_1')] });
    await screen.findByTestId('create-refunds', {}, WAIT);
    expect(screen.getByText('Export')).toBeTruthy();
  }, 60_000);

  it('offers a refund on a payment only with the refund code', async () => {
    await renderApp('/dashPaymentDetail?id=pay_acl', { permissions: ['dashPayment', 'Payment_detail', 'refund'], role: 'member' }, { payments: [payment('pay_acl')] });
    await screen.findByTestId('payment-refund', {}, WAIT);
    cleanup();
    await renderApp('/dashPaymentDetail?id=pay_acl', { permissions: ['dashPayment', 'Payment_detail'], role: 'member' }, { payments: [payment('pay_acl')] });
    await screen.findByTestId('payment-summary', {}, WAIT);
    // The refund button's access answer comes after the record; give it the same chance it had above.
    await expect(screen.findByTestId('payment-refund', {}, { timeout: 1500 })).rejects.toThrow();
  }, 60_000);
});
