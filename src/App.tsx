// The react-admin application: providers, store, themes, layout, and the routes derived from the route table.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI } from 'ra-core';
import { AdminContext, Authenticated, CustomRoutes, Notification, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { expandRoutes, routeTitleKey } from '../domain/routes';
import { darkTheme, lightTheme } from './layout/theme';
import { ErrorFallback } from './layout/ErrorFallback';
import { authProvider, createAuthProvider } from './providers/authProvider';
import { dataProvider, type AppDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { brand, devToolsEnabled, MAILBOX_PATH } from './providers/runtime';
import { createQueryClient } from './providers/queryClient';
import { primeFirstLists } from './routing/primeFirstLists';
import type { QueryClient } from '@tanstack/react-query';
import { RaHost } from './host/RaHost';
import { preferenceStore, STORE_APP_KEY, STORE_VERSION } from './providers/store';
import { RESOURCES } from './resources';
import { resourceProps } from './routing/register';
import { CatalogueGate } from './routing/CatalogueGate';
import { PageLoading } from './loading/PageLoading';
import { AppLayout, CORE_CATALOGUE_PAGES, MailboxPage, pageFor } from './routing/pages';
import { PublicRoute } from './routing/PublicRoute';
import { ShellPage } from './routing/ShellPage';
import { ShellRouter } from './routing/ShellRouter';

const store = preferenceStore(localStorageStore(STORE_VERSION, STORE_APP_KEY), () => window.localStorage);
const i18nProvider = createI18nProvider(window.localStorage);

const built = expandRoutes().filter((route) => route.built);
/** Outside the shell and open to everyone: the sign-in family and the error pages. */
const standalone = built.filter((route) => route.kind === 'public' || route.kind === 'error');
/** Outside the shell but signed-in only: the onboarding wizard and full-screen editors. */
const fullscreen = built.filter((route) => route.kind === 'onboarding' || route.kind === 'fullscreen');

// The shell's frame and the pages react-admin shows on its own are chunks of their own, so the sign-in pages do not
// download them. (react-admin's <Admin> would bring its default layout, login and error pages into the entry.)
const NotFound = lazy(() => import('./pages/errors/NotFoundPage'));
const Forbidden = lazy(() => import('./pages/errors/ErrorFourPage'));
const ServerError = lazy(() => import('./pages/errors/ServerErrorPage'));

/** The shell's frame, drawn once the product areas' messages are there (the sign-in pages do without them). */
function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <CatalogueGate>
      <Suspense fallback={<PageLoading />}>
        <AppLayout>{children}</AppLayout>
      </Suspense>
    </CatalogueGate>
  );
}

const lazyPage = (Page: typeof NotFound) =>
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };

const NotFoundRoute = lazyPage(NotFound);
const ForbiddenRoute = lazyPage(Forbidden);
const ServerErrorRoute = lazyPage(ServerError);

/**
 * A query client holding the first page of the list the address opens (when the start-up asked for it), made before
 * the first render; settles once that page is in, or after `waitMs` at most (a slow answer is not waited for: the
 * list then shows its loading rows and takes the answer when it comes).
 */
export async function primedQueryClient(waitMs = 50): Promise<QueryClient> {
  const client = createQueryClient();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([primeFirstLists(client, dataProvider), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return client;
}

/**
 * `provider`: the dataProvider every component reaches through react-admin, the signed-in user's calls included, and
 * the one the authProvider asks for the user's codes (tests give a fake one).
 */
export function App({ queryClient: given, provider = dataProvider }: { queryClient?: QueryClient; provider?: AppDataProvider } = {}) {
  // One query client per mounted app: its cache (records, access answers) is this app's alone.
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [auth] = useState(() => (provider === dataProvider ? authProvider : createAuthProvider((test) => provider.userInfo(test), () => provider.issuingEnabled())));
  // Real paths (/login, /test/refund), not react-admin's default hash router.
  return (
    <BrowserRouter>
      <AdminContext
        dataProvider={provider}
        queryClient={queryClient}
        authProvider={auth}
        i18nProvider={i18nProvider}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
      >
        <RaHost>
        <CssBaseline enableColorScheme>
        <CoreAdminUI
        disableTelemetry
        requireAuth
        title={brand.name}
        layout={ShellLayout}
        loginPage={false}
        loading={PageLoading}
        error={ErrorFallback}
        catchAll={NotFoundRoute}
        accessDenied={ForbiddenRoute}
        authenticationError={ServerErrorRoute}
        authCallbackPage={false}
      >
        {/* The resources; their views render at the spec's addresses below, react-admin's addresses redirect there. */}
        {RESOURCES.map((def) => (
          <Resource key={def.name} {...resourceProps(def)} />
        ))}
        <CustomRoutes noLayout>
          {standalone.map((route) => {
            const page = pageFor(route);
            return page ? (
              <Route key={route.name} path={route.path} element={<PublicRoute page={page} titleKey={routeTitleKey(route)} core={CORE_CATALOGUE_PAGES.has(route.name)} />} />
            ) : null;
          })}
          {fullscreen.map((route) => (
            <Route
              key={route.name}
              path={route.path}
              element={
                <Authenticated>
                  <ShellPage route={route} />
                </Authenticated>
              }
            />
          ))}
          {devToolsEnabled && <Route path={MAILBOX_PATH} element={<PublicRoute page={MailboxPage} titleKey="routes.mailbox" />} />}
        </CustomRoutes>
        <CustomRoutes>
          {/* '/' is listed on its own so it wins over react-admin's default root route. */}
          <Route path="/" element={<ShellRouter root />} />
          <Route path="/*" element={<ShellRouter />} />
        </CustomRoutes>
      </CoreAdminUI>
        <Notification />
        </CssBaseline>
        </RaHost>
      </AdminContext>
    </BrowserRouter>
  );
}
