// Every built route of the table has a page or a resource view, and no page is registered for a route that is not
// built.
import { describe, expect, it } from 'vitest';
import { ROUTES, resourceViews } from '../../domain/routes';
import { RESOURCES } from '../resources';
import { viewLoaderFor } from './pageLoaders';
import { PAGES, pageFor } from './pages';

describe('page registry', () => {
  it('has a page for every built route that is no resource view, and only for those', () => {
    const built = ROUTES.filter((r) => r.built && !r.resource).map((r) => r.name).sort();
    expect(Object.keys(PAGES).sort()).toEqual(built);
  });

  it('has a view in the resource definitions for every resource route, and no view without an address', () => {
    for (const route of ROUTES.filter((r) => r.resource)) expect(pageFor(route), route.name).toBeDefined();
    const addressed = resourceViews();
    for (const def of RESOURCES) expect(Object.keys(def.views).sort(), def.name).toEqual([...(addressed.get(def.name) ?? [])].sort());
  });

  it('gives a test variant the page of its live route', () => {
    expect(pageFor({ name: 'test-settings', parentMenu: 'settings' })).toBe(PAGES.settings);
    const payments = ROUTES.find((r) => r.name === 'payments');
    expect(pageFor({ name: 'test-payments', parentMenu: 'payments', resource: payments?.resource })).toBe(RESOURCES[0].views.list);
  });

  it('knows where the view of every built route is, for the start-up preload', () => {
    for (const route of ROUTES.filter((r) => r.built)) expect(viewLoaderFor(route), route.name).toBeTypeOf('function');
    expect(viewLoaderFor({ name: 'test-overview', parentMenu: 'overview' })).toBe(viewLoaderFor({ name: 'overview' }));
  });
});
