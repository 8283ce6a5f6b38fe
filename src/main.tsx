// Entry point: error monitoring first (so start-up failures are caught), the mode a /test/... address asks for,
// the stored language's messages (Chinese is a chunk of its own), then the app.
import { StrictMode } from 'react';
import { createRoot, type ErrorInfo } from 'react-dom/client';
import { stripModePrefix } from '../domain/routes';
import { App } from './App';
import { installClickThrottle } from './providers/clickThrottle';
import { installErrorListeners } from './providers/errorListeners';
import { describeError } from './providers/errorReporter';
import { loadInitialMessages } from './providers/i18nProvider';
import { isPublicPath, mode, reporter, session, sessionShare } from './providers/runtime';
import { isCoreCataloguePath } from './routing/pages';
import { preloadFor } from './routing/preload';

installErrorListeners(window, reporter);
installClickThrottle(document);

// At page load the address wins: a shared /test/... link opens in test mode. Afterwards the mode wins.
if (stripModePrefix(window.location.pathname).test && mode.canSwitch) mode.setTest(true);

function reportRenderError(error: unknown, info: ErrorInfo) {
  reporter.report('jsError', { kind: 'render', ...describeError(error), componentStack: info.componentStack }, error);
  if (import.meta.env.DEV) console.error(error);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Rendered once the catalogue is there: the i18n provider reads it on its first call (at once for English).
// A tab opened from another (a middle-clicked row) has no session of its own yet: it asks the open tabs first.
const sessionReady = session.hasToken() || isPublicPath(window.location.pathname) || !sessionShare ? Promise.resolve(false) : sessionShare.ask();
// The catalogue first: the first render waits for it, and the preloads below would otherwise queue ahead of it.
const messagesReady = loadInitialMessages(window.localStorage, isCoreCataloguePath(window.location.pathname));
// A signed-in page opened from scratch: its frame, view and the user's codes start loading side by side now.
preloadFor(window.location.pathname, {
  signedIn: session.hasToken(),
  testMode: mode.isTest(),
  loadLayout: () => import('./layout/Layout'),
});

void Promise.all([sessionReady, messagesReady])
  .catch(() => undefined)
  .then(() =>
  createRoot(container, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
