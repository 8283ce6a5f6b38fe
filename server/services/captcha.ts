// Image captchas for the sign-in forms: 4 unambiguous characters drawn as SVG with noise, valid 5 minutes, one try.
import { timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { DbOrTx } from '../db/client';
import { BadRequest } from '../lib/errors';
import { newSecret, sha256 } from '../lib/tokens';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from '../repositories/captchas';

export const CAPTCHA_TTL_MINUTES = 5;
/** No 0/O/o, 1/I/l/i or other pairs that look alike in a distorted font; answers are compared case-insensitively. */
const CAPTCHA_CHARS = 'abcdefhjkmnpqrstuvwxyz2345678';

/** Draws a captcha: the answer and its SVG. Tests inject a deterministic one through BuildOptions.captcha. */
export type CaptchaGenerator = () => { text: string; svg: string };

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({ size: 4, charPreset: CAPTCHA_CHARS, noise: 3, color: true, width: 120, height: 40 });
  return { text, svg: data };
};

function answerHash(answer: string): string {
  return sha256(answer.trim().toLowerCase());
}

export async function issueCaptcha(db: DbOrTx, generate: CaptchaGenerator) {
  const { text, svg } = generate();
  const captchaId = newSecret(18);
  await deleteExpiredCaptchas(db);
  await insertCaptcha(db, {
    id: captchaId,
    answerHash: answerHash(text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MINUTES * 60_000),
  });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Uses up the captcha and throws 'verification failed' unless it existed, had not expired and the answer matches. */
export async function verifyCaptcha(db: DbOrTx, captchaId: string | undefined, code: string | undefined) {
  const row = captchaId ? await takeCaptcha(db, captchaId) : undefined;
  const ok =
    row !== undefined &&
    code !== undefined &&
    row.expiresAt > new Date() &&
    timingSafeEqual(Buffer.from(row.answerHash), Buffer.from(answerHash(code)));
  if (!ok) throw BadRequest('captcha_failed', { captchaCode: 'captcha_failed' });
}
