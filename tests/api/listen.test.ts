// Issue 25, item 8: a default start listens on this machine only (127.0.0.1 and ::1), since the README publishes the
// demo world's password; HOST=0.0.0.0 listens where it is told. Production seeds the demo world only when asked.
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../server/config';
import { listen, listenAddresses } from '../../server/lib/listen';
import { setupTestApp } from '../helpers/app';

const { app } = await setupTestApp();

describe('8. listen address', () => {
  it('without HOST is loopback only; HOST is taken as told', () => {
    expect(loadConfig({}).HOST).toBeUndefined();
    expect(listenAddresses(loadConfig({}))).toEqual(['127.0.0.1', '::1']);
    expect(listenAddresses(loadConfig({ HOST: '0.0.0.0' }))).toEqual(['0.0.0.0']);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com' }).SEED).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com', SEED: 'auto' }).SEED).toBe('auto');
    expect(loadConfig({}).SEED).toBe('auto');
  });

  it('a start without HOST answers on 127.0.0.1 and ::1 and on no other address', async () => {
    const listening = await listen(app, { ...testConfig(), HOST: undefined, PORT: 0 });
    try {
      expect(listening.addresses).toEqual([`127.0.0.1:${listening.port}`, `[::1]:${listening.port}`]);
      for (const origin of [`http://127.0.0.1:${listening.port}`, `http://[::1]:${listening.port}`]) {
        const res = await fetch(`${origin}/healthz`);
        expect(res.status, origin).toBe(200);
      }
    } finally {
      await listening.close();
    }
  });
});
