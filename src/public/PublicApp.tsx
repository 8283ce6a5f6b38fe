// The sign-in root: a sign-in page opened from scratch renders here, on MUI and react-hook-form alone, so /login
// downloads no react-admin, router or query cache (issue 15). Moving within the sign-in family stays here (the
// address changes through the History API, Back and Forward work); signing in, or any address outside the family,
// hands the tab over to the admin app, loaded then, which reads the address as a fresh start would.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { pageTitle } from '../../domain/routes';
import { darkTheme, lightTheme } from '../layout/theme';
import { authApi } from '../providers/authApi';
import { createI18nProvider } from '../providers/i18nProvider';
import { brand } from '../providers/runtime';
import { savedLanguage, sessionOrChallenge, signIn } from '../providers/sessionEvents';
import { readPreference, writePreference } from '../providers/store';
import { PageLoading } from '../loading/PageLoading';
import { PublicHostContext, type PublicHost, type SignInStep, type ThemeName } from '../host/host';
import { SIGN_IN_PAGES, signInPageAt } from '../pages/auth/signInPages';

const AdminApp = lazy(() => import('../App').then((m) => ({ default: m.App })));
const i18n = createI18nProvider(window.localStorage);
const NOTICE_MS = 6000;

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/** Where react-admin's guard said the user was going (kept in the history entry), else the landing page. */
function nextAfterSignIn(): string {
  const state = window.history.state as { usr?: { nextPathname?: string; nextSearch?: string } } | null;
  return state?.usr?.nextPathname ? state.usr.nextPathname + (state.usr.nextSearch ?? '') : '/';
}

export function PublicApp() {
  const [location, setLocation] = useState(here);
  const [handedOver, setHandedOver] = useState(false);
  const [theme, setThemeName] = useState<ThemeName>(() => (readPreference(window.localStorage, 'theme') === 'dark' ? 'dark' : 'light'));
  const [locale, setLocaleName] = useState(() => i18n.getLocale());
  const [notice, setNotice] = useState<string | null>(null);
  const page = handedOver ? null : signInPageAt(location.pathname);

  // Once outside the family, the admin app owns the tab for good (its router handles /login from then on).
  const moved = useCallback(() => {
    const next = here();
    if (!signInPageAt(next.pathname)) setHandedOver(true);
    setLocation(next);
  }, []);
  useEffect(() => {
    if (handedOver) return;
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, [handedOver, moved]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const host = useMemo<PublicHost>(() => {
    const navigate = (to: string, options?: { replace?: boolean }) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      moved();
    };
    return {
      translate: (key, options) => i18n.translate(key, options),
      locale,
      setLocale: (next) => {
        writePreference(window.localStorage, 'locale', next);
        void i18n.changeLocale(next).then(() => setLocaleName(next));
      },
      theme,
      setTheme: (next) => {
        writePreference(window.localStorage, 'theme', next);
        setThemeName(next);
      },
      search: location.search,
      navigate,
      login: async (values: SignInStep) => {
        const result = 'session' in values ? values.session : sessionOrChallenge(await authApi.login(values));
        signIn(result);
        // The language saved in /settings, applied before the admin app loads: its provider then starts in it from
        // the catalogue this one loaded (one download), with no English first paint.
        const language = savedLanguage(result);
        if (language && language !== i18n.getLocale()) {
          writePreference(window.localStorage, 'locale', language);
          await i18n.changeLocale(language);
          setLocaleName(language);
        }
        navigate(nextAfterSignIn());
      },
      signedIn: () => Promise.resolve(),
      notify: (key) => setNotice(key),
    };
  }, [locale, theme, location.search, moved]);

  const muiTheme = useMemo(() => createTheme(theme === 'dark' ? darkTheme : lightTheme), [theme]);
  const title = page ? i18n.translate(page.titleKey) : '';
  useEffect(() => {
    if (page) document.title = pageTitle(brand.name, title);
  }, [page, title, locale]);

  if (!page) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    );
  }
  const Page = SIGN_IN_PAGES[page.name];
  return (
    <PublicHostContext.Provider value={host}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme />
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
        {notice && (
          <Box role="status" sx={{ position: 'fixed', bottom: 24, left: '50%', transform: 'translateX(-50%)', zIndex: 1400, width: 'max-content', maxWidth: 'calc(100% - 32px)' }}>
            <Alert severity="success" variant="filled" onClose={() => setNotice(null)}>
              {host.translate(notice)}
            </Alert>
          </Box>
        )}
      </ThemeProvider>
    </PublicHostContext.Provider>
  );
}
