// A signed-in address opened from scratch needs, before its first rows: the product areas' messages, the shell's
// frame, the route's view and the user's codes (the router waits for them). Left to the render tree these load one
// after another (the frame's chunk, then the user, then the view, then the view's data); asked for here, at start,
// they load side by side. Each is the same request the tree makes later (the browser's module map and
// fetchUserInfo's sharing hand it over), so nothing is loaded twice and a failure surfaces where it always did.
// The entry renders once the frame and the view are there (`ready`): both are lazy views (lazyView.tsx) that then
// render at once, so no loading fallback is drawn and React's wait after a fallback is never met. The page's first
// data requests leave now too (firstRequests.ts), handed to the page's own requests by the http client.
import { findBuiltRoute } from '../../domain/routes';
import { fetchIssuingEnabled, fetchUserInfo } from '../providers/accountApi';
import { firstRequestsFor, rememberFirstLists, type FirstList, type FirstRequest } from './firstRequests';
import { loadView } from '../loading/lazyView';
import { LAYOUT_LOADER, viewLoaderFor } from './pageLoaders';

/** The shell's frame, loaded so that it renders without suspending. */
export const loadAppLayout = () => loadView(LAYOUT_LOADER);

const SHELL_KINDS = new Set(['shell', 'fullscreen', 'onboarding']);

export interface PreloadDeps {
  signedIn: boolean;
  testMode: boolean;
  loadLayout: () => Promise<unknown>;
  /**
   * Runs work while the main thread waits for the files (requestIdleCallback): the engine's locale data, which the
   * page's first formatted date or amount would otherwise load (about 30 ms) in the middle of its first render.
   */
  whenIdle?: (work: () => void) => void;
  /** The page's first requests: sent through `prefetch` (the http client's), for the address's query string. */
  data?: { search: string; storage: Storage; apiBases: { live: string; test: string }; prefetch: (request: FirstRequest) => void };
}

export interface Preload {
  /** What was started (for tests). */
  started: string[];
  /** Settles when the frame's and the view's chunks have loaded or failed (a failure surfaces in the tree). */
  ready: Promise<void>;
}

/** One number and one zoned date formatted: what loads the engine's locale and zone data (formatters are cheap after). */
export function warmIntl() {
  new Intl.NumberFormat().format(1234.5);
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: 'numeric' }).formatToParts(0);
}

/** Starts what `pathname` will need; never throws. */
export function preloadFor(pathname: string, deps: PreloadDeps): Preload {
  const route = findBuiltRoute(pathname)?.route;
  if (!deps.signedIn || !route || !SHELL_KINDS.has(route.kind)) return { started: [], ready: Promise.resolve() };
  const started: string[] = [];
  const chunks: Promise<unknown>[] = [];
  const quietly = (name: string, run: () => Promise<unknown>) => {
    started.push(name);
    return run().catch(() => undefined);
  };
  quietly('user', () => fetchUserInfo(deps.testMode));
  quietly('issuing', fetchIssuingEnabled);
  if (route.kind === 'shell') chunks.push(quietly('layout', deps.loadLayout));
  if (deps.data) {
    const { search, storage, apiBases, prefetch } = deps.data;
    const requests = firstRequestsFor(route, { search, storage, apiBase: apiBases[deps.testMode ? 'test' : 'live'] });
    const lists: FirstList[] = [];
    for (const { list, ...request } of requests) {
      started.push(`data:${request.url}`);
      prefetch({ ...request, test: deps.testMode });
      if (list) lists.push(list);
    }
    rememberFirstLists(lists);
  }
  if (deps.whenIdle) {
    started.push('intl');
    deps.whenIdle(warmIntl);
  }
  const loader = viewLoaderFor(route);
  if (loader) chunks.push(quietly(`view:${route.name}`, () => loadView(loader)));
  return { started, ready: Promise.all(chunks).then(() => undefined) };
}
