// The sign-in family's host inside the admin app: react-admin's translate, locale and theme stores, router,
// login (which returns to the address the guard kept) and notifications.
import { useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useLocation, useLogin, useNavigate, useNotify, useTheme, useTranslate } from 'react-admin';
import { PublicHostContext, type PublicHost, type ThemeName } from './host';

export function RaHost({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const { search } = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const host = useMemo<PublicHost>(
    () => ({
      translate,
      locale,
      setLocale,
      theme: theme === 'dark' ? 'dark' : 'light',
      setTheme: (next: ThemeName) => setTheme(next),
      search,
      navigate: (to, options) => navigate(to, options),
      // The language saved in /settings comes with the session (authProvider.login): switched to once, here.
      login: async (values) => {
        const answer = (await login(values)) as { language?: string } | undefined;
        if (answer?.language && answer.language !== locale) setLocale(answer.language);
      },
      // react-admin may hold a "signed out" answer from before; the shell must not act on it.
      signedIn: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
      notify: (key) => notify(key, { type: 'success' }),
    }),
    [translate, locale, setLocale, theme, setTheme, search, navigate, login, notify, queryClient],
  );
  return <PublicHostContext.Provider value={host}>{children}</PublicHostContext.Provider>;
}
