// Who is signed in, in which account and mode (users/query) and the issuing-menu flag. (The API keys are typed calls
// of the dataProvider: src/providers/calls/apiKeys.ts.)
import { http, session } from './runtime';

export interface UserInfo {
  acctId: string;
  accountName: string;
  nickname: string;
  email: string;
  projectType: number;
  livemode: boolean;
  kycStatus: string;
  kycEnabled: boolean;
  timezone: string;
  role: string;
  permissions: string[];
  accounts: { acctId: string; name: string; role: string }[];
}

export type { ApiKey } from '../../domain/api-key-records';

const inFlight = new Map<string, Promise<UserInfo>>();

/** Concurrent askers (the shell's queries, react-admin's permission checks) share one request. */
export function fetchUserInfo(test: boolean): Promise<UserInfo> {
  const url = session.userQueryPath(test);
  const key = `${test}:${url}`;
  let request = inFlight.get(key);
  if (!request) {
    request = http.requestData<UserInfo>({ url, test }).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

let issuing: Promise<boolean> | null = null;

/** Asked once per page load and kept for its lifetime (spec section 7); a failure leaves issuing hidden. */
export function fetchIssuingEnabled(): Promise<boolean> {
  issuing ??= http
    .requestData<unknown>({ url: '/issuing/menu/display' })
    .then((data) => data === true)
    .catch(() => false);
  return issuing;
}

/** A different user may sign in without a reload: the flag belongs to the previous one. */
export function forgetIssuingEnabled() {
  issuing = null;
}
