// The route-table entry of the current location (null while the context loads or for unknown paths).
import { useLocation } from 'react-admin';
import { resolvePath, type ExpandedRoute } from '../../domain/routes';
import { useRouteContext } from './useRouteContext';

export function useCurrentRoute(): ExpandedRoute | null {
  const { pathname } = useLocation();
  const { ctx } = useRouteContext();
  if (!ctx) return null;
  const resolution = resolvePath(pathname, ctx);
  return resolution.kind === 'ok' ? resolution.route : null;
}

/** The menu entry to highlight: a hidden child lights its parent; a test variant its live entry. */
export function activeMenuName(route: ExpandedRoute | null): string | null {
  if (!route) return null;
  return route.menuParent ?? route.parentMenu ?? route.name;
}
