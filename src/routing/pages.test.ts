// Every built route of the table has a page, and no page is registered for a route that is not built.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';
import { PAGES, pageFor } from './pages';

describe('page registry', () => {
  it('has a page for every built route and only for built routes', () => {
    const built = ROUTES.filter((r) => r.built).map((r) => r.name).sort();
    expect(Object.keys(PAGES).sort()).toEqual(built);
  });

  it('gives a test variant the page of its live route', () => {
    expect(pageFor({ name: 'test-settings', parentMenu: 'settings' })).toBe(PAGES.settings);
  });
});
