// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

vi.mock('../providers/accountApi', () => ({
  fetchUserInfo: vi.fn(() => Promise.resolve({ permissions: [] })),
  fetchIssuingEnabled: vi.fn(() => Promise.resolve(false)),
}));

const { preloadFor } = await import('./preload');
const accountApi = await import('../providers/accountApi');

const deps = (signedIn = true) => ({ signedIn, testMode: false, loadLayout: vi.fn(() => Promise.resolve()) });

describe('preloadFor', () => {
  it('starts the user, the frame and the view of a shell address at once', () => {
    const d = deps();
    expect(preloadFor('/dashPayment', d).started).toEqual(['user', 'issuing', 'layout', 'view:payments']);
    expect(d.loadLayout).toHaveBeenCalledTimes(1);
    expect(accountApi.fetchUserInfo).toHaveBeenCalledWith(false);
  });

  it("hands the locale data's warm-up to the idle scheduler, not before it is idle", () => {
    const queued: (() => void)[] = [];
    const { started } = preloadFor('/dashPayment', { ...deps(), whenIdle: (work: () => void) => queued.push(work) });
    expect(started).toContain('intl');
    expect(queued).toHaveLength(1);
    expect(() => queued[0]()).not.toThrow();
    expect(preloadFor('/login', { ...deps(), whenIdle: (work: () => void) => queued.push(work) }).started).toEqual([]);
    expect(queued).toHaveLength(1);
  });

  it('knows the test variant and a detail address by its path', () => {
    expect(preloadFor('/test/dashPayment', { ...deps(), testMode: true }).started).toContain('view:test-payments');
    expect(preloadFor('/test/dashPaymentDetail', { ...deps(), testMode: true }).started).toContain('view:test-paymentDetail');
  });

  it('starts nothing signed out, on a public page or at an unknown address', () => {
    expect(preloadFor('/dashPayment', deps(false)).started).toEqual([]);
    expect(preloadFor('/login', deps()).started).toEqual([]);
    expect(preloadFor('/no/such/page', deps()).started).toEqual([]);
  });

  it('gives a full-screen page its view and the user, without the shell frame', () => {
    const d = deps();
    const { started } = preloadFor('/business-type', d);
    expect(started).toContain('user');
    expect(started).not.toContain('layout');
    expect(d.loadLayout).not.toHaveBeenCalled();
  });

  it("sends the page's first requests with the address's mode, through the given prefetch", () => {
    const prefetch = vi.fn();
    const data = { search: '', storage: window.localStorage, apiBases: { live: '/api', test: '/test/api' }, prefetch };
    const { started } = preloadFor('/test/dashPayment', { ...deps(), testMode: true, data });
    expect(started.filter((s) => s.startsWith('data:'))).toEqual([`data:${prefetch.mock.calls[0][0].url}`]);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0]).toMatchObject({ absolute: true, test: true, headers: { range: 'payments=0-24' } });
    expect(prefetch.mock.calls[0][0].url).toMatch(/^\/test\/api\/payments\?filter=%7B%7D&range=/);
    preloadFor('/overview', { ...deps(), data });
    expect(prefetch.mock.calls[1][0]).toEqual({ url: '/stats/overview', data: { period: 'last7Days' }, test: false });
  });
});
