// @vitest-environment jsdom
// users/query is asked from several places as a page starts: one request serves them all, and its answer for a few
// seconds; forgetting it (sign-in, a changed application) or a failure sends the next asker to the server.
import { afterEach, describe, expect, it, vi } from 'vitest';

window.sessionStorage.setItem('liveToken', 'live-token');
const calls: string[] = [];
let status = 200;
vi.stubGlobal('fetch', (url: string) => {
  calls.push(url);
  const body = status === 200 ? { code: 0, data: { permissions: ['Overview'], role: 'owner' } } : { code: 500, msg: 'down' };
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
});
const { fetchIssuingEnabled, fetchUserInfo, forgetIssuingEnabled, forgetUserInfo, knownIssuingEnabled, knownUserInfo } = await import('./accountApi');

afterEach(() => {
  forgetUserInfo();
  calls.length = 0;
  status = 200;
});

describe('fetchUserInfo', () => {
  it('shares one request among concurrent askers and its answer for three seconds', async () => {
    let now = 1_000;
    const clock = () => now;
    const [a, b] = await Promise.all([fetchUserInfo(false, clock), fetchUserInfo(false, clock)]);
    expect(a.permissions).toEqual(['Overview']);
    expect(b).toBe(a);
    now += 2_999;
    await fetchUserInfo(false, clock);
    expect(calls).toHaveLength(1);
    now += 1;
    await fetchUserInfo(false, clock);
    expect(calls).toHaveLength(2);
  });

  it('asks again once forgotten', async () => {
    await fetchUserInfo(false);
    forgetUserInfo();
    await fetchUserInfo(false);
    expect(calls).toHaveLength(2);
  });

  it('keeps no failure', async () => {
    status = 500;
    await expect(fetchUserInfo(false)).rejects.toBeTruthy();
    status = 200;
    await expect(fetchUserInfo(false)).resolves.toMatchObject({ permissions: ['Overview'] });
    expect(calls).toHaveLength(2);
  });
});

describe('knownUserInfo and knownIssuingEnabled', () => {
  it('give the answers already in, while fetchUserInfo would hand them out, and nothing before or after', async () => {
    let now = 5_000;
    const clock = () => now;
    expect(knownUserInfo(false, clock)).toBeUndefined();
    const asked = fetchUserInfo(false, clock);
    expect(knownUserInfo(false, clock)).toBeUndefined();
    const info = await asked;
    expect(knownUserInfo(false, clock)).toEqual({ info, at: 5_000 });
    expect(knownUserInfo(true, clock)).toBeUndefined();
    now += 3_000;
    expect(knownUserInfo(false, clock)).toBeUndefined();
    forgetUserInfo();
    expect(knownUserInfo(false, () => 5_000)).toBeUndefined();
  });

  it('knows the issuing flag once its answer is in, and forgets it with the user', async () => {
    forgetIssuingEnabled();
    expect(knownIssuingEnabled()).toBeUndefined();
    const enabled = await fetchIssuingEnabled();
    expect(knownIssuingEnabled()).toBe(enabled);
    forgetIssuingEnabled();
    expect(knownIssuingEnabled()).toBeUndefined();
  });
});
