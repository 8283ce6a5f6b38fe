// The paths the route guard lets through without a token (spec section 4): the public and error routes, except a
// public route that shows a merchant's own figures (/dataview), which needs a session all the same.
import { ROUTES, matchRoutePath, stripModePrefix } from '../../domain/routes';

const PUBLIC_PATTERNS = ROUTES.filter((r) => (r.kind === 'public' || r.kind === 'error') && !r.needsSession).map((r) => r.path);

export function isPublicRoutePath(pathname: string): boolean {
  const { path } = stripModePrefix(pathname);
  return PUBLIC_PATTERNS.some((pattern) => matchRoutePath(pattern, path) !== null);
}
