// Who is signed in, in which account and mode (users/query) and the issuing-menu flag. (The API keys are typed calls
// of the dataProvider: src/providers/calls/apiKeys.ts.)
import type { UserInfo } from '../../domain/user-info';
import { setReaderZone } from '../../domain/settings/zone';
import { http, session } from './runtime';

export type { UserInfo } from '../../domain/user-info';

export type { ApiKey } from '../../domain/api-key-records';

const answers = new Map<string, { request: Promise<UserInfo>; settledAt?: number; info?: UserInfo }>();
/** Answers are kept per mode and per account (the path names the account). */
const answerKey = (test: boolean) => `${test}:${session.userQueryPath(test)}`;
/** How long a settled answer is handed to later askers: the start of one page asks from several places at once. */
const FRESH_MS = 3000;

/**
 * Concurrent askers (the shell's queries, react-admin's permission checks, the start-up preload) share one request,
 * and its answer for a few seconds after it arrives. Whoever changes the user's info calls forgetUserInfo().
 */
export function fetchUserInfo(test: boolean, now: () => number = Date.now): Promise<UserInfo> {
  const url = session.userQueryPath(test);
  const key = answerKey(test);
  const known = answers.get(key);
  if (known && (known.settledAt === undefined || now() - known.settledAt < FRESH_MS)) return known.request;
  const entry: { request: Promise<UserInfo>; settledAt?: number; info?: UserInfo } = {
    request: http.requestData<UserInfo>({ url, test }).then(
      (info) => {
        entry.settledAt = now();
        entry.info = info;
        // Every list and detail formats its times in the zone the user chose in /settings, once chosen.
        setReaderZone(info.userTimezone);
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

/**
 * The answer fetchUserInfo would hand out at once, if it has one (the start-up preload's, say), and when it came:
 * the shell's query starts from it, so the first render already knows the user.
 */
export function knownUserInfo(test: boolean, now: () => number = Date.now): { info: UserInfo; at: number } | undefined {
  const known = answers.get(answerKey(test));
  return known?.info && known.settledAt !== undefined && now() - known.settledAt < FRESH_MS ? { info: known.info, at: known.settledAt } : undefined;
}

/** The user's info changed (sign-in, sign-out, a step of the application): the next asker goes to the server. */
export function forgetUserInfo() {
  answers.clear();
}

let issuing: Promise<boolean> | null = null;
let issuingKnown: boolean | undefined;

/** Asked once per page load and kept for its lifetime (spec section 7); a failure leaves issuing hidden. */
export function fetchIssuingEnabled(): Promise<boolean> {
  if (issuing) return issuing;
  const request: Promise<boolean> = http
    .requestData<unknown>({ url: '/issuing/menu/display' })
    .then((data) => data === true)
    .catch(() => false)
    .then((enabled) => {
      // A flag forgotten (sign-out) while this was on its way belongs to the previous user: not kept.
      if (issuing === request) issuingKnown = enabled;
      return enabled;
    });
  issuing = request;
  return request;
}

/** The flag, if its answer is in (the shell's query starts from it). */
export const knownIssuingEnabled = (): boolean | undefined => issuingKnown;

/** A different user may sign in without a reload: the flag belongs to the previous one. */
export function forgetIssuingEnabled() {
  issuing = null;
  issuingKnown = undefined;
}

/**
 * The signed-in user's calls as the dataProvider offers them (src/providers/dataProvider.ts): the shell's queries
 * and the authProvider reach them through the provider react-admin is given, so a test gives its own; the app's
 * provider answers from this module's shared requests.
 */
export const sessionCalls = {
  userInfo: (test: boolean): Promise<UserInfo> => fetchUserInfo(test),
  issuingEnabled: (): Promise<boolean> => fetchIssuingEnabled(),
};
export type SessionCalls = typeof sessionCalls;
