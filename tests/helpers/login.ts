// Real sign-in through the API for tests: GET /api/auth/captcha, answered with the injected fixed captcha, then
// POST /api/auth/login. Build the app with setupTestApp(overrides, { captcha: fixedCaptcha }) or with CAPTCHA 'off'.
import type { FastifyInstance } from 'fastify';
import { rememberSecret } from './secrets';
import type { CaptchaResult, SignInResult } from '../../domain/auth';
import type { CaptchaGenerator } from '../../server/services/captcha';

export const CAPTCHA_ANSWER = 'k7wp';

/** Always draws the same answer, so tests can solve the captcha. */
export const fixedCaptcha: CaptchaGenerator = () => ({
  text: CAPTCHA_ANSWER,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28">${CAPTCHA_ANSWER}</text></svg>`,
});

let ipCounter = 0;
/**
 * A client address not used before in this test file. Sign-in failures and the captcha route are limited per IP, so
 * tests that are not about those limits each come from their own address and never trip over one another.
 */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function getCaptcha(app: FastifyInstance, ip = uniqueIp()): Promise<CaptchaResult> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`GET /api/auth/captcha answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** The captcha fields of a sign-in form, solved: a fresh captcha id and the fixed answer. */
export async function solvedCaptcha(app: FastifyInstance) {
  const { captchaId } = await getCaptcha(app);
  return { captchaId, captchaCode: CAPTCHA_ANSWER };
}

/** Signs in through the API and returns the login data; throws with the API's answer when sign-in fails. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  opts: { ip?: string } = {},
): Promise<SignInResult> {
  const captcha = app.config.CAPTCHA === 'on' ? await solvedCaptcha(app) : {};
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: opts.ip ?? uniqueIp(),
    payload: { email, password, ...captcha },
  });
  if (res.statusCode !== 200) {
    const hint = res.json().errors?.captchaCode ? ' (was the app built with { captcha: fixedCaptcha }?)' : '';
    throw new Error(`login(${email}) answered ${res.statusCode}: ${res.body}${hint}`);
  }
  const data = res.json().data as SignInResult;
  rememberSecret('password', password);
  rememberSecret('live session token', data.liveToken);
  rememberSecret('test session token', data.testToken);
  return data;
}

/** Authorization header for a token. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
