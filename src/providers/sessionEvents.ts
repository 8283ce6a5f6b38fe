// Signing in and out on this tab: the session's storage, the answers kept about the previous user, and an epoch
// that per-user cached queries carry in their keys. Shared by react-admin's authProvider and the sign-in root.
import type { SignInResult } from '../../domain/auth';
import type { TwoFactorPending } from '../../domain/settings/two-factor';
import { forgetIssuingEnabled, forgetUserInfo } from './accountApi';
import { session } from './runtime';

let epoch = 0;
/** Changes on every sign-in and sign-out, so cached per-user queries never outlive their user. */
export const sessionEpoch = () => epoch;

export function signIn(result: SignInResult) {
  session.save(result);
  forgetIssuingEnabled();
  forgetUserInfo();
  epoch += 1;
}

export function signOutLocally() {
  session.clear();
  forgetIssuingEnabled();
  forgetUserInfo();
  epoch += 1;
}

/**
 * The password step's answer when a second factor stands between the password and the session (issue 32 item 2):
 * thrown by the sign-in call so the sign-in page can show its code (or setup) step with the challenge.
 */
export class TwoFactorRequired extends Error {
  constructor(readonly pending: TwoFactorPending) {
    super('two_factor_required');
    this.name = 'TwoFactorRequired';
  }
}

/**
 * The language the user saved in /settings, from the sign-in answer (issue 32 item 2): the app switches to it once,
 * so a new browser shows the user's language. Undefined when not chosen or not one the app has.
 */
export function savedLanguage(result: SignInResult): 'en' | 'zh_CN' | undefined {
  return result.language === 'en' || result.language === 'zh_CN' ? result.language : undefined;
}

/** The session of a password step's answer, or TwoFactorRequired when the answer is a challenge. */
export function sessionOrChallenge(result: SignInResult | TwoFactorPending): SignInResult {
  if ('twoFactor' in result) throw new TwoFactorRequired(result);
  return result;
}
