// What the sign-in family needs from the app around it: words, the language and theme switches, moving to another
// address, signing in and a passing notice. Two hosts provide it: the admin app (src/host/RaHost.tsx, react-admin's
// hooks) when a signed-in user lands on a sign-in page, and the small sign-in root (src/public/PublicApp.tsx) when a
// sign-in page is opened from scratch, so that page loads no react-admin, router or query cache (issue 15).
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import MuiLink from '@mui/material/Link';
import type { LinkProps } from '@mui/material/Link';
import type { LoginInput, SignInResult } from '../../domain/auth';

export type ThemeName = 'light' | 'dark';

/** What signs in: the password step's values, or the session the two-factor step opened. */
export type SignInStep = LoginInput | { session: SignInResult };

export interface PublicHost {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
  setLocale: (locale: string) => void;
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  /** The address's query string ('?token=…'). */
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /**
   * Signs in with the form's values (or a session the second step opened) and goes where the user was headed (or the
   * landing page). A password step that needs a second factor rejects with TwoFactorRequired (sessionEvents).
   */
  login: (values: SignInStep) => Promise<void>;
  /** After a sign-in by one-time token: drop any "signed out" answer the host still holds. */
  signedIn: () => Promise<void>;
  /** A short success notice (e.g. after a password reset), shown by the host. */
  notify: (key: string) => void;
}

export const PublicHostContext = createContext<PublicHost | null>(null);

export function usePublicHost(): PublicHost {
  const host = useContext(PublicHostContext);
  if (!host) throw new Error('usePublicHost needs a PublicHostContext provider (RaHost or PublicApp)');
  return host;
}

export const useHostTranslate = () => usePublicHost().translate;

/** One parameter of the address's query string, in either root (the admin app's RaHost reads react-router's location). */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(usePublicHost().search).get(name);
}

/** Whether a click should stay in this tab (a plain left click, no modifier: Ctrl/Cmd/middle open a new tab). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean };

/** A real link (<a href>, so a new tab works) that moves within the app on a plain click. */
export const HostAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function HostAnchor({ to, replace, onClick, ...rest }, ref) {
  const host = usePublicHost();
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || rest.target) return;
        event.preventDefault();
        host.navigate(to, { replace });
      }}
      {...rest}
    />
  );
});

/** MUI's link over HostAnchor: the sign-in family's in-text links. */
export function HostLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  return <MuiLink component={HostAnchor} to={to} {...props} />;
}
