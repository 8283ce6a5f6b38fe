// The address and the mode in step: an opened address decides the mode; a link the app follows takes the mode's
// variant of its page.
import { describe, expect, it } from 'vitest';
import { addressMode, expandRoutes, findRoute, type ExpandedRoute, type RouteDef } from '../../domain/routes';
import { modeStep } from './modeRedirect';

const routes: RouteDef[] = [
  { name: 'refunds', path: '/refund', kind: 'shell', hasTestVariant: true, built: true },
  { name: 'settings', path: '/settings', kind: 'shell', built: true },
];
const route = (name: string) => expandRoutes(routes).find((r) => r.name === name) as ExpandedRoute;

describe('modeStep', () => {
  it('switches the mode to the one an opened address asks for', () => {
    expect(modeStep(route('refunds'), '/refund', true, true)).toEqual({ kind: 'switch', test: false });
    expect(modeStep(route('test-refunds'), '/test/refund', false, true)).toEqual({ kind: 'switch', test: true });
  });

  it('moves a link the app followed to the variant of the mode the tab is in', () => {
    expect(modeStep(route('refunds'), '/refund', true, false)).toEqual({ kind: 'redirect', to: '/test/refund' });
    expect(modeStep(route('test-refunds'), '/test/refund', false, false)).toEqual({ kind: 'redirect', to: '/refund' });
  });

  it('leaves addresses that already fit the mode, and pages without a test variant', () => {
    for (const opened of [true, false]) {
      expect(modeStep(route('refunds'), '/refund', false, opened)).toEqual({ kind: 'fits' });
      expect(modeStep(route('test-refunds'), '/test/refund', true, opened)).toEqual({ kind: 'fits' });
      expect(modeStep(route('settings'), '/settings', true, opened)).toEqual({ kind: 'fits' });
    }
    const settings = findRoute('settings') as ExpandedRoute;
    expect(modeStep({ ...settings, isTestPath: false }, '/settings', true, true)).toEqual({ kind: 'fits' });
  });
});

describe('addressMode', () => {
  it('reads test mode from /test, live mode from the live address of a page with a test variant', () => {
    expect(addressMode('/test/dashPaymentDetail')).toBe(true);
    expect(addressMode('/dashPaymentDetail')).toBe(false);
    expect(addressMode('/test/overview')).toBe(true);
    expect(addressMode('/overview')).toBe(false);
    expect(addressMode('/test/dataview')).toBe(true);
    expect(addressMode('/dataview')).toBe(false);
  });

  it('says nothing for pages of both modes and unknown addresses', () => {
    expect(addressMode('/settings')).toBeNull();
    expect(addressMode('/login')).toBeNull();
    expect(addressMode('/no-such-page')).toBeNull();
  });
});
