// The route-table entry of the current location (null while the context loads or for unknown paths).
import { useLocation } from 'react-admin';
import { ROUTES, parentListName, resolvePath, type ExpandedRoute } from '../../domain/routes';
import { readLastList } from './lastList';
import { useRouteContext } from './useRouteContext';

export function useCurrentRoute(): ExpandedRoute | null {
  const { pathname } = useLocation();
  const { ctx } = useRouteContext();
  if (!ctx) return null;
  const resolution = resolvePath(pathname, ctx);
  return resolution.kind === 'ok' ? resolution.route : null;
}

/**
 * The menu entry to highlight: a hidden child lights the list it belongs to (the one its address names, else the one
 * it was opened from, when that shows the same resource); a test variant its live entry. `search`: the address's query.
 */
export function activeMenuName(route: ExpandedRoute | null, lastList: string | null = readLastList()?.name ?? null, search = ''): string | null {
  if (!route) return null;
  return parentListName(route, lastList, ROUTES, search) ?? route.parentMenu ?? route.name;
}
