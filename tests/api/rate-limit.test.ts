// The coarse per-client limit of 600 API requests a minute: API calls count, the app's files and the health
// check do not (one page load fetches dozens of assets, and load balancers poll /healthz).
import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../server/app';
import { setupTestApp } from '../helpers/app';

// Failed authentications have a limit of their own (100 a minute, tests/api/hardening-2.test.ts); raised here so
// that 600 unauthenticated calls reach the coarse limit.
const { app } = await setupTestApp({ AUTH_FAILURES_PER_MINUTE: 10_000 });

describe('global rate limit', () => {
  it('knows API paths from the app files', () => {
    expect(['/api/users/query', '/test/api/payments?range=[0,9]', '/api/checkout/abc', '/api'].every(isApiPath)).toBe(true);
    expect(['/assets/index-abc.js', '/healthz', '/payment', '/apiary', '/test/dashPayment'].some(isApiPath)).toBe(false);
  });

  it('answers 429 after 600 API calls a minute, while the health check stays open', async () => {
    const remoteAddress = '198.51.100.7';
    for (let i = 0; i < 650; i++) {
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress })).statusCode).toBe(200);
    }
    const codes: number[] = [];
    for (let i = 0; i < 601; i++) {
      codes.push((await app.inject({ method: 'GET', url: '/api/users/query', remoteAddress })).statusCode);
    }
    expect(codes.slice(0, 600).every((c) => c === 401)).toBe(true);
    const limited = await app.inject({ method: 'GET', url: '/api/users/query', remoteAddress, headers: { 'accept-language': 'zh-CN' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('请求过于频繁，请稍后再试。');
    // Another client is not affected.
    expect((await app.inject({ method: 'GET', url: '/api/users/query', remoteAddress: '198.51.100.8' })).statusCode).toBe(401);
  });

  it('draws at most CAPTCHAS_PER_MINUTE (30) new captchas a minute for one address', async () => {
    const remoteAddress = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: '198.51.100.10' })).statusCode).toBe(200);
  });
});
