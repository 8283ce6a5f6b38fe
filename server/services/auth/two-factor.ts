// Two-factor sign-in (issue 32 item 2): a TOTP secret (otpauth, RFC 6238) sealed under SECRETS_KEY with the user as
// associated data, ten one-time recovery codes stored hashed, and the code check every path shares (sign-in,
// turning it off), limited per user over the sign-in failure window.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  codeKind, normalizeCode, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TWO_FACTOR_MAX_FAILURES, type TwoFactorSetup,
} from '../../../domain/settings/two-factor';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { BadRequest, FieldErrors, TooManyRequests } from '../../lib/errors';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { clearFailures, countRecentFailures, recordFailure } from '../../repositories/login-failures';
import { claimTotpStep, consumeRecoveryCode, replaceRecoveryCodes, saveTotpSecret } from '../../repositories/user-settings';
import type { UserRow } from '../../repositories/users';
import { secretsKey } from '../gateway';

const ISSUER = 'Merchant Dashboard';
const contextOf = (userId: string) => `totp:${userId}`;
const failureKey = (userId: string) => `2fa:${userId}`;

function totpOf(secretBase32: string, label: string) {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** The user's TOTP secret (base32), opened; null when none is stored. */
export function openTotpSecret(config: Config, user: Pick<UserRow, 'id' | 'totpSecret'>): string | null {
  return user.totpSecret ? openSecret(secretsKey(config.SECRETS_KEY), user.totpSecret, contextOf(user.id)) : null;
}

/**
 * The time-step (unix seconds / period) a TOTP code is right for now, one period either side for clocks that drift;
 * null when it is not right.
 */
export function totpStep(secretBase32: string, code: string, at = Date.now()): number | null {
  const delta = totpOf(secretBase32, 'check').validate({ token: normalizeCode(code), timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * A right TOTP code is accepted once: its step must be later than the last step accepted for the user (a replayed
 * code, or an older code of the window, is refused), claimed with a conditional UPDATE so racing requests cannot
 * both use it. Answers whether the code was right and unused; a used code throws two_factor_code_used.
 */
async function acceptTotp(db: DbOrTx, config: Config, userId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  if (await claimTotpStep(db, userId, step)) return true;
  await recordFailure(db, [failureKey(userId)], config.LOGIN_FAILURE_WINDOW_MINUTES);
  throw FieldErrors({ code: 'two_factor_code_used' });
}

/**
 * Starts a setup: a fresh secret, sealed and stored unconfirmed (two-factor stays off until a code confirms it);
 * answers what the authenticator app needs. A second start replaces an unconfirmed secret.
 */
export async function beginTwoFactorSetup(db: DbOrTx, config: Config, user: UserRow): Promise<TwoFactorSetup> {
  if (user.totpEnabledAt) throw BadRequest('two_factor_already_on');
  const secret = new Secret({ size: 20 }).base32;
  await saveTotpSecret(db, user.id, sealSecret(secretsKey(config.SECRETS_KEY), secret, contextOf(user.id)), null);
  const otpauthUrl = totpOf(secret, user.email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrCode, secret };
}

/** Ten recovery codes of ten lower-case letters and digits (about 50 bits each). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join(''),
  );
}

async function limited(db: DbOrTx, config: Config, userId: string) {
  const failures = await countRecentFailures(db, [failureKey(userId)], config.LOGIN_FAILURE_WINDOW_MINUTES);
  if ((failures.get(failureKey(userId)) ?? 0) >= TWO_FACTOR_MAX_FAILURES) throw TooManyRequests('two_factor_locked');
}

async function wrongCode(db: DbOrTx, config: Config, userId: string): Promise<never> {
  await recordFailure(db, [failureKey(userId)], config.LOGIN_FAILURE_WINDOW_MINUTES);
  throw FieldErrors({ code: 'two_factor_code_wrong' });
}

/**
 * Confirms the stored secret with a TOTP code: two-factor sign-in is on from now, and the answer holds the ten
 * recovery codes, shown this once (only their hashes are kept). Not in a transaction of the caller's: a wrong code's
 * failure must stay recorded.
 */
export async function confirmTwoFactorSetup(db: DbOrTx, config: Config, user: UserRow, code: string): Promise<string[]> {
  if (user.totpEnabledAt) throw BadRequest('two_factor_already_on');
  const secret = openTotpSecret(config, user);
  if (!secret) throw BadRequest('two_factor_not_set_up');
  await limited(db, config, user.id);
  if (!(await acceptTotp(db, config, user.id, secret, code))) return wrongCode(db, config, user.id);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await saveTotpSecret(tx, user.id, user.totpSecret, new Date());
    await replaceRecoveryCodes(tx, user.id, codes);
    await clearFailures(tx, [failureKey(user.id)]);
  });
  return codes;
}

/**
 * The second factor of a user whose two-factor sign-in is on: a TOTP code, or a recovery code (used up here).
 * Past TWO_FACTOR_MAX_FAILURES wrong codes in the window every attempt is refused (429), the right code too.
 */
export async function verifySecondFactor(db: DbOrTx, config: Config, user: UserRow, code: string): Promise<'totp' | 'recovery'> {
  if (!user.totpEnabledAt) throw BadRequest('two_factor_off');
  await limited(db, config, user.id);
  const kind = codeKind(code);
  if (kind === 'totp') {
    const secret = openTotpSecret(config, user);
    if (secret && (await acceptTotp(db, config, user.id, secret, code))) {
      await clearFailures(db, [failureKey(user.id)]);
      return 'totp';
    }
  } else if (kind === 'recovery' && (await consumeRecoveryCode(db, user.id, normalizeCode(code)))) {
    await clearFailures(db, [failureKey(user.id)]);
    return 'recovery';
  }
  return wrongCode(db, config, user.id);
}

/** Turns two-factor sign-in off: the secret and the recovery codes are deleted. */
export async function turnTwoFactorOff(db: DbOrTx, userId: string) {
  await saveTotpSecret(db, userId, null, null);
  await replaceRecoveryCodes(db, userId, []);
}
