// Signing in and out on this tab: the session's storage, the answers kept about the previous user, and an epoch
// that per-user cached queries carry in their keys. Shared by react-admin's authProvider and the sign-in root.
import type { SignInResult } from '../../domain/auth';
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
