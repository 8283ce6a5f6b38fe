// The address follows the mode: a live page with a test variant moves under /test in test mode, and back.
import { describe, expect, it } from 'vitest';
import { expandRoutes, findRoute, type ExpandedRoute, type RouteDef } from '../../domain/routes';
import { modeRedirect } from './modeRedirect';

const routes: RouteDef[] = [
  { name: 'refunds', path: '/refund', kind: 'shell', hasTestVariant: true, built: true },
  { name: 'settings', path: '/settings', kind: 'shell', built: true },
];
const route = (name: string) => expandRoutes(routes).find((r) => r.name === name) as ExpandedRoute;

describe('modeRedirect', () => {
  it('moves a live page with a test variant under /test when test mode is on', () => {
    expect(modeRedirect(route('refunds'), '/refund', true)).toBe('/test/refund');
  });

  it('moves a test page back to its live address when test mode is off', () => {
    expect(modeRedirect(route('test-refunds'), '/test/refund', false)).toBe('/refund');
  });

  it('leaves addresses that already fit the mode, and pages without a test variant', () => {
    expect(modeRedirect(route('refunds'), '/refund', false)).toBeNull();
    expect(modeRedirect(route('test-refunds'), '/test/refund', true)).toBeNull();
    expect(modeRedirect(route('settings'), '/settings', true)).toBeNull();
  });

  it('uses the real route table the same way', () => {
    const settings = findRoute('settings') as ExpandedRoute;
    expect(modeRedirect({ ...settings, isTestPath: false }, '/settings', true)).toBeNull();
  });
});
