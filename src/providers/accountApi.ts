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

const answers = new Map<string, { request: Promise<UserInfo>; settledAt?: number }>();
/** How long a settled answer is handed to later askers: the start of one page asks from several places at once. */
const FRESH_MS = 3000;

/**
 * Concurrent askers (the shell's queries, react-admin's permission checks, the start-up preload) share one request,
 * and its answer for a few seconds after it arrives. Whoever changes the user's info calls forgetUserInfo().
 */
export function fetchUserInfo(test: boolean, now: () => number = Date.now): Promise<UserInfo> {
  const url = session.userQueryPath(test);
  const key = `${test}:${url}`;
  const known = answers.get(key);
  if (known && (known.settledAt === undefined || now() - known.settledAt < FRESH_MS)) return known.request;
  const entry: { request: Promise<UserInfo>; settledAt?: number } = {
    request: http.requestData<UserInfo>({ url, test }).then(
      (info) => {
        entry.settledAt = now();
        return info;
      },
      (error: unknown) => {
        if (answers.get(key) === entry) answers.delete(key);
        throw error;
      },
    ),
  };
  answers.set(key, entry);
  return entry.request;
}

/** The user's info changed (sign-in, sign-out, a step of the application): the next asker goes to the server. */
export function forgetUserInfo() {
  answers.clear();
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
