// Session storage of spec section 3 and the mode store: which token and account a mode uses, what sign-in
// stores, what a 401 and a sign-out clear, and that the test host cannot leave test mode.
import { describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '../../domain/auth';
import { createModeStore } from './mode';
import { isPublicRoutePath as isPublicPath } from './publicPaths';
import { createSession } from './session';
import { memoryStorage } from './testStorage';

const result: SignInResult = {
  liveToken: 'L'.repeat(32),
  testToken: 'T'.repeat(32),
  acctId: 'acct_live',
  nickname: 'Demo Owner',
  email: 'demo@example.com',
  projectType: 2,
  testUserInfo: { acctId: 'acct_test' },
  permissions: ['*'],
  expiresAt: '2026-11-21T21:00:00.000Z',
  language: null,
};

describe('createSession', () => {
  it('stores the sign-in under the spec keys, test user info as JSON', () => {
    const storage = memoryStorage();
    createSession(() => storage).save(result);
    expect(storage.getItem('liveToken')).toBe(result.liveToken);
    expect(storage.getItem('testToken')).toBe(result.testToken);
    expect(storage.getItem('acctId')).toBe('acct_live');
    expect(storage.getItem('projectType')).toBe('2');
    expect(JSON.parse(storage.getItem('testUserInfo') ?? '')).toEqual({ acctId: 'acct_test' });
  });

  it('uses the live token and account in live mode, the test token and test account in test mode', () => {
    const storage = memoryStorage();
    const session = createSession(() => storage);
    session.save(result);
    expect(session.credentials(false)).toEqual({ token: result.liveToken, acctId: 'acct_live' });
    expect(session.credentials(true)).toEqual({ token: result.testToken, acctId: 'acct_test' });
  });

  it('falls back to the live account in test mode when there is no (valid) test user info', () => {
    const storage = memoryStorage({ testToken: 'tt', acctId: 'acct_live', testUserInfo: '{not json' });
    expect(createSession(() => storage).credentials(true)).toEqual({ token: 'tt', acctId: 'acct_live' });
  });

  it('asks users/query for the test account only for project type 2 in test mode', () => {
    const storage = memoryStorage();
    const session = createSession(() => storage);
    session.save(result);
    expect(session.userQueryPath(true)).toBe('/users/query/acct_test');
    expect(session.userQueryPath(false)).toBe('/users/query');
    session.save({ ...result, projectType: 1 });
    expect(session.userQueryPath(true)).toBe('/users/query');
  });

  it('passes the guard with either token; a 401 removes both tokens; sign-out removes everything', () => {
    const storage = memoryStorage({ testToken: 'tt' });
    const session = createSession(() => storage);
    expect(session.hasToken()).toBe(true);
    session.save(result);
    session.clearTokens();
    expect(session.hasToken()).toBe(false);
    expect(storage.getItem('acctId')).toBe('acct_live');
    session.clear();
    expect(storage.length).toBe(0);
  });
});

describe('createModeStore', () => {
  it('persists test mode locally under isTest and notifies subscribers', () => {
    const storage = memoryStorage();
    const mode = createModeStore(() => storage, false);
    const listener = vi.fn();
    mode.subscribe(listener);
    expect(mode.isTest()).toBe(false);
    mode.setTest(true);
    expect(storage.getItem('isTest')).toBe('true');
    expect(mode.isTest()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps each tab in its own mode, the last one chosen persisted for new tabs', () => {
    const shared = memoryStorage({ isTest: 'true' });
    const tabA = memoryStorage();
    const tabB = memoryStorage();
    const a = createModeStore(() => shared, false, () => tabA);
    const b = createModeStore(() => shared, false, () => tabB);
    expect([a.isTest(), b.isTest()]).toEqual([true, true]);
    b.setTest(false);
    expect([a.isTest(), b.isTest()]).toEqual([true, false]);
    a.setTest(true);
    expect(b.isTest()).toBe(false);
    const c = createModeStore(() => shared, false, () => memoryStorage());
    expect(c.isTest()).toBe(true);
  });

  it('keeps the test host in test mode whatever is stored', () => {
    const mode = createModeStore(() => memoryStorage({ isTest: 'false' }), true);
    expect(mode.canSwitch).toBe(false);
    expect(mode.isTest()).toBe(true);
    mode.setTest(false);
    expect(mode.isTest()).toBe(true);
  });
});

describe('isPublicPath', () => {
  it('lets the sign-in family and error pages through, with or without query strings', () => {
    for (const path of ['/login', '/register', '/verify', '/resetpwd', '/directLogin', '/404', '/500', '/error-four']) {
      expect(isPublicPath(path)).toBe(true);
    }
  });

  it('guards the shell', () => {
    for (const path of ['/', '/settings', '/overview', '/test/refund', '/unknown']) expect(isPublicPath(path)).toBe(false);
  });

  it('guards /dataview, a public route of the spec that shows the merchant\'s own figures', () => {
    expect(isPublicPath('/dataview')).toBe(false);
    expect(isPublicPath('/test/dataview')).toBe(false);
  });
});
