// The signed-in state kept in session storage (spec section 3): the two tokens, the account ids and project type.
// Storage is passed in (as a getter) so the rules run in unit tests without a browser.
import type { SignInResult } from '../../domain/auth';

export const SESSION_KEYS = {
  liveToken: 'liveToken',
  testToken: 'testToken',
  acctId: 'acctId',
  projectType: 'projectType',
  testUserInfo: 'testUserInfo',
  nickname: 'nickname',
} as const;

export type SessionStore = ReturnType<typeof createSession>;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export function createSession(storage: () => Storage) {
  const get = (key: string) => storage().getItem(key);

  function testUserInfo(): { acctId: string } | null {
    const raw = get(SESSION_KEYS.testUserInfo);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && 'acctId' in parsed && typeof parsed.acctId === 'string') {
        return { acctId: parsed.acctId };
      }
    } catch {
      // A hand-edited or corrupt value counts as absent.
    }
    return null;
  }

  return {
    liveToken: () => get(SESSION_KEYS.liveToken),
    testToken: () => get(SESSION_KEYS.testToken),
    acctId: () => get(SESSION_KEYS.acctId),
    nickname: () => get(SESSION_KEYS.nickname),
    projectType(): number | null {
      const raw = get(SESSION_KEYS.projectType);
      const n = raw === null ? NaN : Number(raw);
      return Number.isFinite(n) ? n : null;
    },
    testUserInfo,
    /** The token and account id for a mode: test mode uses the test token and the test user's account. */
    credentials(testMode: boolean): { token: string | null; acctId: string | null } {
      if (testMode) return { token: get(SESSION_KEYS.testToken), acctId: testUserInfo()?.acctId ?? get(SESSION_KEYS.acctId) };
      return { token: get(SESSION_KEYS.liveToken), acctId: get(SESSION_KEYS.acctId) };
    },
    /** Spec section 7: project type 2 in test mode with a test account asks for that account explicitly. */
    userQueryPath(testMode: boolean): string {
      const testAcctId = testUserInfo()?.acctId;
      const projectType = Number(get(SESSION_KEYS.projectType));
      return projectType === 2 && testMode && testAcctId ? `/users/query/${encodeURIComponent(testAcctId)}` : '/users/query';
    },
    /** The route guard's rule: either token is enough. */
    hasToken: () => Boolean(get(SESSION_KEYS.liveToken) || get(SESSION_KEYS.testToken)),
    save(result: SignInResult) {
      const s = storage();
      s.setItem(SESSION_KEYS.liveToken, result.liveToken);
      s.setItem(SESSION_KEYS.testToken, result.testToken);
      s.setItem(SESSION_KEYS.acctId, result.acctId);
      s.setItem(SESSION_KEYS.projectType, String(result.projectType));
      s.setItem(SESSION_KEYS.nickname, result.nickname);
      if (result.testUserInfo?.acctId) s.setItem(SESSION_KEYS.testUserInfo, JSON.stringify(result.testUserInfo));
      else s.removeItem(SESSION_KEYS.testUserInfo);
    },
    setNickname: (nickname: string) => storage().setItem(SESSION_KEYS.nickname, nickname),
    /** What a 401 does: both tokens go; the rest is harmless and helps the next sign-in. */
    clearTokens() {
      storage().removeItem(SESSION_KEYS.liveToken);
      storage().removeItem(SESSION_KEYS.testToken);
    },
    /** Every value of the session, for handing it to a new tab of the same origin. */
    snapshot(): Partial<Record<SessionKey, string>> {
      const values: Partial<Record<SessionKey, string>> = {};
      for (const key of Object.values(SESSION_KEYS)) {
        const value = get(key);
        if (value !== null) values[key] = value;
      }
      return values;
    },
    /** Takes a snapshot from another tab; only the session's own keys, only string values. */
    restore(values: unknown) {
      if (!values || typeof values !== 'object') return;
      const record = values as Record<string, unknown>;
      for (const key of Object.values(SESSION_KEYS)) {
        const value = record[key];
        if (typeof value === 'string') storage().setItem(key, value);
      }
    },
    /** Sign-out: everything of the session. */
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage().removeItem(key);
    },
  };
}
