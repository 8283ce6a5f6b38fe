// The browser instances of the providers' building blocks, wired to window, storage and the current host.
import { createErrorReporter, shouldReport } from './errorReporter';
import { createHttpClient } from './httpCore';
import { brandForHost, isLocalHost } from '../../domain/brand';
import { liveOrigin } from './hosts';
import { createModeStore } from './mode';
import { isPublicRoutePath } from './publicPaths';
import { createSession } from './session';
import { SESSION_CHANNEL, createSessionShare } from './sessionShare';
import { readPreference } from './store';

export const brand = brandForHost(window.location.host);
export const API_BASES = {
  live: import.meta.env.VITE_API_BASE ?? '/api',
  test: import.meta.env.VITE_TEST_API_BASE ?? '/test/api',
};

/** Development helpers (the mailbox page) exist only in development builds or on a local host. */
export const devToolsEnabled = import.meta.env.DEV || isLocalHost(window.location.host);
export const MAILBOX_PATH = '/mailbox';

/** The route guard's public paths, plus the dev mailbox where it exists. */
export const isPublicPath = (pathname: string): boolean => isPublicRoutePath(pathname) || (devToolsEnabled && pathname === MAILBOX_PATH);

export const session = createSession(() => window.sessionStorage);
export const mode = createModeStore(() => window.localStorage, brand.isTestHost, () => window.sessionStorage);

/** The session handed between this origin's tabs; absent where the browser has no BroadcastChannel. */
export const sessionShare = typeof BroadcastChannel === 'undefined' ? null : createSessionShare(session, new BroadcastChannel(SESSION_CHANNEL), () => {
  // Signed out in another tab: this one leaves its page for the sign-in page too.
  if (!isPublicPath(window.location.pathname)) window.location.assign(signInUrl());
});

export const currentLanguage = (): string => readPreference(window.localStorage, 'locale') ?? 'en';

export const reporter = createErrorReporter({
  enabled: shouldReport(window.location.host),
  acctId: () => session.credentials(mode.isTest()).acctId,
  pageUrl: () => window.location.href,
  // Straight to fetch, not through the http client: no 401 handling, no reporting of its own failures.
  send: (report) => {
    const { token } = session.credentials(mode.isTest());
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(`${API_BASES[mode.isTest() ? 'test' : 'live']}/fe/monitor/error`, {
      method: 'POST',
      headers,
      body: JSON.stringify(report),
      keepalive: true,
    });
  },
});

/** Where a 401 sends the user: this site's /login, or the live site's on the test host. */
export function signInUrl(): string {
  return brand.isTestHost ? `${liveOrigin(window.location.protocol, window.location.host)}/login` : '/login';
}

export const http = createHttpClient({
  fetch: (...args) => window.fetch(...args),
  bases: API_BASES,
  testMode: () => mode.isTest(),
  credentials: (test) => session.credentials(test),
  language: currentLanguage,
  onUnauthorized: () => {
    session.clearTokens();
    if (brand.isTestHost) window.location.assign(signInUrl());
    else if (!isPublicPath(window.location.pathname)) window.location.assign('/login');
  },
  onFailure: (failure, error) => reporter.report('apiError', failure, error),
});
