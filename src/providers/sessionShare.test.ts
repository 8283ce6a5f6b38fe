// Handing the session to a new tab over a real BroadcastChannel (Node's): a tab with a session answers, one
// without stays silent, only the session's keys are taken, and a sign-out reaches the tabs holding its tokens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '../../domain/auth';
import { createSession } from './session';
import { createSessionShare, type SessionShare } from './sessionShare';
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

const open: SessionShare[] = [];
function tab(name: string, onSignedOut?: () => void) {
  const storage = memoryStorage();
  const session = createSession(() => storage);
  const share = createSessionShare(session, new BroadcastChannel(name), onSignedOut);
  open.push(share);
  return { storage, session, share };
}

afterEach(() => {
  for (const share of open.splice(0)) share.close();
});

describe('createSessionShare', () => {
  it('a new tab gets the session of an open signed-in tab', async () => {
    const first = tab('share-1');
    first.session.save(result);
    const second = tab('share-1');
    expect(await second.share.ask(2_000)).toBe(true);
    expect(second.session.credentials(false)).toEqual({ token: result.liveToken, acctId: 'acct_live' });
    expect(second.session.credentials(true)).toEqual({ token: result.testToken, acctId: 'acct_test' });
    expect(second.session.nickname()).toBe('Demo Owner');
  });

  it('no signed-in tab: the ask times out and nothing is stored', async () => {
    tab('share-2');
    const second = tab('share-2');
    expect(await second.share.ask(100)).toBe(false);
    expect(second.session.hasToken()).toBe(false);
    expect(second.storage.length).toBe(0);
  });

  it('a snapshot carries only the session keys', () => {
    const target = tab('share-3');
    target.session.restore({ liveToken: 'x'.repeat(32), evil: 'y', acctId: 42 });
    expect(target.storage.getItem('liveToken')).toBe('x'.repeat(32));
    expect(target.storage.getItem('evil')).toBeNull();
    expect(target.storage.getItem('acctId')).toBeNull();
  });

  it('signing out clears the tabs holding the same tokens, not a tab of another sign-in', async () => {
    const leaving = tab('share-4');
    leaving.session.save(result);
    const signedOut = vi.fn();
    const same = tab('share-4', signedOut);
    await same.share.ask(2_000);
    const other = tab('share-4');
    other.session.save({ ...result, liveToken: 'O'.repeat(32) });
    leaving.share.announceSignOut();
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(same.session.hasToken()).toBe(false);
    expect(other.session.hasToken()).toBe(true);
  });
});
