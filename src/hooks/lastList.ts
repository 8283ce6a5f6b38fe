// The list the user last looked at, with its filters, sort and page (they live in its address): a detail page's way
// back returns there, and the menu keeps that list lit. Kept per tab in session storage, like the session itself.
import { useEffect } from 'react';
import { useLocation } from 'react-admin';
import type { ExpandedRoute } from '../../domain/routes';

const KEY = 'lastList';

export interface LastList {
  /** The live route name of the list. */
  name: string;
  /** Its address as it was: path (with /test in test mode) and query. */
  href: string;
}

export function readLastList(storage: Storage = window.sessionStorage): LastList | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && typeof (value as LastList).name === 'string' && typeof (value as LastList).href === 'string'
      && (value as LastList).href.startsWith('/')) {
      return value as LastList;
    }
  } catch {
    // corrupt: as if none
  }
  return null;
}

const isListRoute = (route: ExpandedRoute | null): route is ExpandedRoute => Boolean(route && ((!route.hidden && route.resource?.view === 'list') || route.parentTabs));

/** Remembers `href` as the list of `route` when the route is a resource's list (a menu entry, not a child page) or a page of tabs (/issuing/cards). */
export function rememberList(route: ExpandedRoute | null, href: string) {
  if (isListRoute(route)) window.sessionStorage.setItem(KEY, JSON.stringify({ name: route.parentMenu ?? route.name, href } satisfies LastList));
}

/** Remembers the current page while it is a list, as its address changes. */
export function useRememberList(route: ExpandedRoute | null) {
  const { pathname, search } = useLocation();
  useEffect(() => rememberList(route, pathname + search), [route, pathname, search]);
}
