// react-admin's authProvider over the sign-in API and the session storage of spec section 3.
// Guard rule (spec section 4): a request passes when either token is present or the path is public.
import type { AuthProvider } from 'react-admin';
import type { SignInStep } from '../host/host';
import type { UserInfo } from '../../domain/user-info';
import { canPerform, memberRole } from '../../domain/action-permissions';
import { isIssuingResource } from '../../domain/issuing/tabs';
import { ISSUING_PERMISSION } from '../../domain/permissions';
import { fetchIssuingEnabled, fetchUserInfo } from './accountApi';
import { authApi } from './authApi';
import { savedLanguage, sessionOrChallenge, signIn, signOutLocally } from './sessionEvents';
import { brand, http, isPublicPath, mode, session, sessionShare, signInUrl } from './runtime';

export { sessionEpoch, signIn, TwoFactorRequired } from './sessionEvents';

/** On the test host, sign-in lives on the live site: leave the app for it. */
function leaveForSignIn(): string | false {
  if (!brand.isTestHost) return '/login';
  window.location.assign(signInUrl());
  return false;
}

const statusOf = (error: unknown): number | undefined => (error as { status?: unknown } | null)?.status as number | undefined;

/**
 * The authProvider over a source of the user's info (users/query): the app gives its dataProvider's (App.tsx), so
 * the permissions and canAccess read what the shell's queries read; a test gives a fake provider's.
 */
export const createAuthProvider = (
  userInfo: (test: boolean) => Promise<UserInfo>,
  issuingEnabled: () => Promise<boolean> = () => Promise.resolve(false),
): AuthProvider => ({
  async login(params: SignInStep) {
    // Two-factor sign-in (issue 32 item 2): a challenge rejects with TwoFactorRequired, for the page's code step,
    // which comes back here with the session it opened.
    const result = 'session' in params ? params.session : sessionOrChallenge(await authApi.login(params));
    signIn(result);
    // The language saved in /settings: the sign-in page (RaHost) switches to it (issue 32 item 2).
    return { language: savedLanguage(result) };
  },
  async logout() {
    sessionShare?.announceSignOut();
    const signedIn = session.hasToken();
    const credentials = session.credentials(mode.isTest());
    // What this session still has in flight ends here, and nothing new carries its token, before the server ends it:
    // no call of the signed-out session is answered 401 on the sign-in page.
    http.cancelSession();
    signOutLocally();
    if (signedIn) await authApi.logout(credentials).catch(() => undefined);
    return leaveForSignIn();
  },
  async checkAuth() {
    if (session.hasToken() || isPublicPath(window.location.pathname)) return;
    const redirectTo = leaveForSignIn();
    throw { redirectTo: redirectTo || undefined, message: false };
  },
  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      session.clearTokens();
      const redirectTo = leaveForSignIn();
      throw { redirectTo: redirectTo || undefined, message: false };
    }
    // 403 and the rest: the user stays signed in; the page shows the error.
  },
  async getIdentity() {
    const { acctId } = session.credentials(mode.isTest());
    return { id: acctId ?? '', fullName: session.nickname() ?? '' };
  },
  async getPermissions() {
    if (!session.hasToken()) return [];
    return (await userInfo(mode.isTest())).permissions;
  },
  /**
   * One row of domain/action-permissions.ts decides, with the member's codes and role (a missing role counts as
   * 'member'): the same table the server's guards read, so a hidden button and a 403 agree. A resource or action
   * the table does not know is refused.
   */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    if (!session.hasToken()) return false;
    const info = await userInfo(mode.isTest()).catch(() => null);
    if (!info) return false;
    // The issuing resources ask for the local 'issuing' code, granted while the menu-display call says true.
    const issuing = isIssuingResource(resource) && (await issuingEnabled().catch(() => false));
    const permissions = issuing ? [...info.permissions, ISSUING_PERMISSION] : info.permissions;
    return canPerform({ permissions, role: memberRole(info.role) }, resource, action);
  },
});

/** The app's: over the shared users/query request (src/providers/accountApi.ts). */
export const authProvider = createAuthProvider(fetchUserInfo, fetchIssuingEnabled);
