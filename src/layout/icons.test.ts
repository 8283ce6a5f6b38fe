// Every icon the route table names has a component, so no menu entry falls back to the placeholder dot.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/routes';
import { MENU_ICONS } from './icons';

describe('menu icons', () => {
  it('cover every icon name of the route table', () => {
    const names = [...new Set(ROUTES.map((r) => r.icon).filter((i): i is string => Boolean(i)))];
    expect(names.filter((n) => !(n in MENU_ICONS))).toEqual([]);
  });
});
