// Entry point: error monitoring first (so start-up failures are caught), the mode the address asks for,
// the stored language's messages (Chinese is a chunk of its own), then the root for the address: the small
// sign-in root for a page of the sign-in family opened from scratch, the admin app for everything else. Both are
// chunks of their own, so /login downloads no react-admin and the shell no sign-in root.
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type ErrorInfo } from 'react-dom/client';
import { addressMode } from '../domain/routes';
import { installClickThrottle } from './providers/clickThrottle';
import { installErrorListeners } from './providers/errorListeners';
import { describeError } from './providers/errorReporter';
import { loadInitialMessages } from './providers/i18nProvider';
import { API_BASES, http, isPublicPath, mode, reporter, session, sessionShare } from './providers/runtime';
import { isCoreCataloguePath, signInPageAt } from './pages/auth/signInPages';

installErrorListeners(window, reporter);
installClickThrottle(document);

// An opened address decides the tab's mode: a shared /test/... link opens in test mode, a live page's address in
// live mode (src/routing/modeRedirect.ts). Before anything asks for data, so the first requests go to the right base.
const asked = addressMode(window.location.pathname);
if (asked !== null && mode.canSwitch) mode.setTest(asked);

function reportRenderError(error: unknown, info: ErrorInfo) {
  reporter.report('jsError', { kind: 'render', ...describeError(error), componentStack: info.componentStack }, error);
  if (import.meta.env.DEV) console.error(error);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const { pathname } = window.location;
// A tab opened from another (a middle-clicked row) has no session of its own yet: it asks the open tabs first.
const sessionReady = session.hasToken() || isPublicPath(pathname) || !sessionShare ? Promise.resolve(false) : sessionShare.ask();
// The catalogue first: the first render waits for it, and the preloads below would otherwise queue ahead of it.
const messagesReady = loadInitialMessages(window.localStorage, isCoreCataloguePath(pathname));
const signInPage = signInPageAt(pathname) !== null;
// A signed-in page opened from scratch: its frame, view and the user's codes start loading side by side now, and
// the first render waits for the frame and the view so that neither draws a loading state first. Asked for before
// the admin app: the browser fetches a few files at a time, in the order asked.
const preloaded: Promise<unknown> = signInPage
  ? Promise.resolve()
  : import('./routing/preload')
      .then(
        (m) =>
          m.preloadFor(pathname, {
            signedIn: session.hasToken(),
            testMode: mode.isTest(),
            loadLayout: m.loadAppLayout,
            whenIdle: (work) => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 1000 }) : window.setTimeout(work, 0)),
            data: { search: window.location.search, storage: window.localStorage, apiBases: API_BASES, prefetch: http.prefetch },
          }).ready,
      )
      .catch(() => undefined);
// Each import in a statement of its own: in one conditional expression the build preloads both branches' files,
// and /login fetched the admin app's framework.
async function loadRoot(): Promise<ComponentType> {
  if (signInPage) return (await import('./public/PublicApp')).PublicApp;
  const { App, primedQueryClient } = await import('./App');
  // The list page opened from scratch gets its first page in the cache before the first render (primeFirstLists).
  const queryClient = await primedQueryClient();
  return function PrimedApp() {
    return <App queryClient={queryClient} />;
  };
}
const root = loadRoot();

// Rendered once the catalogue is there: the i18n provider reads it on its first call (at once for English).
void Promise.all([root, sessionReady.catch(() => undefined), messagesReady.catch(() => undefined), preloaded]).then(([Root]) =>
  createRoot(container, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError }).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
