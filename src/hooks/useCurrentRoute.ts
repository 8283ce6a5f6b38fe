// The route-table entry of the current location (null while the context loads or for unknown paths).
import { useLocation } from 'react-admin';
import { parentListName, resolvePath, type ExpandedRoute } from '../../domain/routes';
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
 * The menu entry to highlight: a hidden child lights the list it belongs to (the one it was opened from, when that
 * shows the same resource); a test variant its live entry.
 */
export function activeMenuName(route: ExpandedRoute | null, lastList: string | null = readLastList()?.name ?? null): string | null {
  if (!route) return null;
  return parentListName(route, lastList) ?? route.parentMenu ?? route.name;
}
