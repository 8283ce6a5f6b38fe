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
});
