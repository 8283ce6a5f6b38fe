// The sign-in family's calls (live base only). They send no token, except change-password and logout, which
// carry the current mode's token to the live base.
import type {
  CaptchaResult, ChangePasswordInput, LoginInput, RegisterInput, ResetMailInput, ResetPasswordInput, SignInResult,
} from '../../domain/auth';
import type { TwoFactorPending, TwoFactorSetup } from '../../domain/settings/two-factor';
import { API_BASES, http, mode } from './runtime';

const post = <T>(path: string, data: unknown) =>
  http.requestData<T>({ url: `/auth${path}`, method: 'POST', data, test: false, auth: false });

/** A call to the live base's auth routes with the token of the mode the user is in. */
const withToken = <T>(path: string, data?: unknown) =>
  http.requestData<T>({ url: `${API_BASES.live}/auth${path}`, absolute: true, method: 'POST', data, test: mode.isTest() });

export const authApi = {
  captcha: () => http.requestData<CaptchaResult>({ url: '/auth/captcha', test: false, auth: false }),
  /** The password step: a session, or a challenge for the second step when two-factor sign-in stands in between. */
  login: (input: LoginInput) => post<SignInResult | TwoFactorPending>('/login', input),
  /** The second step: the challenge and a TOTP code or a recovery code. */
  loginWithCode: (input: { challenge: string; code: string }) => post<SignInResult>('/login/two-factor', input),
  /** A setup the account requires, at sign-in: the secret to scan. */
  twoFactorSetup: (challenge: string) => post<TwoFactorSetup>('/login/two-factor/setup', { challenge }),
  /** That setup confirmed with a code: the session and the recovery codes (shown once). */
  twoFactorSetupConfirm: (input: { challenge: string; code: string }) =>
    post<{ session: SignInResult; recoveryCodes: string[] }>('/login/two-factor/setup/confirm', input),
  register: (input: RegisterInput) => post<{ email: string }>('/register', input),
  activate: (token: string) => post<SignInResult>('/activate', { token }),
  resetMail: (input: ResetMailInput) => post<null>('/reset-mail', input),
  resetPassword: (input: ResetPasswordInput) => post<null>('/reset-password', input),
  directLogin: (token: string) => post<SignInResult>('/direct-login', { token }),
  resendActivation: (email: string) => post<null>('/resend-activation', { email }),
  /** The team invitation's link: what it offers, and accepting it (signs in to the inviting account). */
  invitation: (token: string) =>
    post<{ accountName: string; email: string; roleId: string; roleName: string; hasUser: boolean; expiresAt: string }>('/invitation', { token }),
  /** Accepting an invitation: a session, or (like the password step) a challenge for the second factor. */
  acceptInvitation: (input: { token: string; password: string; nickname?: string }) => post<SignInResult | TwoFactorPending>('/invitation/accept', input),
  changePassword: (input: ChangePasswordInput) => withToken<null>('/change-password', input),
  /** Ends the session of these credentials on the server (sent with them: the tab has already forgotten them). */
  logout: ({ token, acctId }: { token: string | null; acctId: string | null }) =>
    http.requestData<null>({
      url: `${API_BASES.live}/auth/logout`,
      absolute: true,
      method: 'POST',
      test: mode.isTest(),
      auth: false,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(acctId ? { 'X-Account-ID': acctId } : {}) },
    }),
};
