// A signed-in address opened from scratch needs, before its first rows: the product areas' messages, the shell's
// frame, the route's view and the user's codes (the router waits for them). Left to the render tree these load one
// after another (the frame's chunk, then the user, then the view, then the view's data); asked for here, at start,
// they load side by side. Each is the same request the tree makes later (the browser's module map and
// fetchUserInfo's sharing hand it over), so nothing is loaded twice and a failure surfaces where it always did.
import { expandRoutes, matchRoutePath } from '../../domain/routes';
import { fetchIssuingEnabled, fetchUserInfo } from '../providers/accountApi';
import { loaderFor } from './pages';

const SHELL_KINDS = new Set(['shell', 'fullscreen', 'onboarding']);

/** The built route an address opens (exact, react-router's case-insensitive match), if any. */
export function routeAt(pathname: string) {
  return expandRoutes().find((route) => route.built && matchRoutePath(route.path, pathname) !== null);
}

export interface PreloadDeps {
  signedIn: boolean;
  testMode: boolean;
  loadLayout: () => Promise<unknown>;
}

/** Starts what `pathname` will need; returns what it started (for tests), never throws. */
export function preloadFor(pathname: string, deps: PreloadDeps): string[] {
  const route = routeAt(pathname);
  if (!deps.signedIn || !route || !SHELL_KINDS.has(route.kind)) return [];
  const started: string[] = [];
  const quietly = (name: string, run: () => Promise<unknown>) => {
    started.push(name);
    run().catch(() => undefined);
  };
  quietly('user', () => fetchUserInfo(deps.testMode));
  quietly('issuing', fetchIssuingEnabled);
  if (route.kind === 'shell') quietly('layout', deps.loadLayout);
  const load = loaderFor(route);
  if (load) quietly(`view:${route.name}`, load);
  return started;
}
