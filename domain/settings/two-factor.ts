// Two-factor sign-in (issue 32 item 2, beyond the spec): a TOTP code from an authenticator app (RFC 6238: 6 digits,
// 30 seconds, SHA-1) or one of ten one-time recovery codes. The shapes here are shared by the forms and the routes.
import { z } from 'zod';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes of one user within the sign-in failure window before code attempts are refused (429). */
export const TWO_FACTOR_MAX_FAILURES = 5;

/** A code as typed: spaces and dashes dropped, letters lower-cased. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** Six digits: a TOTP code; ten letters or digits: a recovery code ('abcde-12345' as shown). */
export function codeKind(code: string): 'totp' | 'recovery' | null {
  const c = normalizeCode(code);
  if (/^\d{6}$/.test(c)) return 'totp';
  if (/^[a-z0-9]{10}$/.test(c)) return 'recovery';
  return null;
}

/** How a recovery code is shown: two groups of five. */
export function formatRecoveryCode(code: string): string {
  const c = normalizeCode(code);
  return `${c.slice(0, 5)}-${c.slice(5)}`;
}

const code = z
  .string({ error: 'two_factor_code_required' })
  .trim()
  .min(1, 'two_factor_code_required')
  .max(20, 'two_factor_code_invalid')
  .refine((c) => codeKind(c) !== null, 'two_factor_code_invalid');

/** A TOTP code only (setup confirmation). */
const totpCode = z
  .string({ error: 'two_factor_code_required' })
  .trim()
  .min(1, 'two_factor_code_required')
  .max(20, 'two_factor_code_invalid')
  .refine((c) => codeKind(c) === 'totp', 'two_factor_code_invalid');

const challenge = z.string({ error: 'two_factor_challenge_invalid' }).min(1, 'two_factor_challenge_invalid').max(200, 'two_factor_challenge_invalid');

/** Confirming a new secret (signed in, or during a sign-in the account's rule stopped). */
export const twoFactorConfirmSchema = z.object({ code: totpCode });
/** Turning two-factor off: the password and a code (TOTP or recovery). */
export const twoFactorDisableSchema = z.object({
  password: z.string({ error: 'password_required' }).min(1, 'password_required').max(128, 'password_old_wrong'),
  code,
});
/** The second step of a sign-in: the challenge the password step answered and a code. */
export const twoFactorSignInSchema = z.object({ challenge, code });
export const twoFactorChallengeSchema = z.object({ challenge });
export const twoFactorSetupConfirmSchema = z.object({ challenge, code: totpCode });
export const requireTwoFactorSchema = z.object({ required: z.boolean({ error: 'field_invalid' }) });

/** A new secret to scan: the otpauth:// address, its QR code (a data: URL) and the secret to type by hand. */
export const twoFactorSetupSchema = z.object({ otpauthUrl: z.string(), qrCode: z.string(), secret: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The login step's answer when a second factor stands between the password and the session. */
export const twoFactorPendingSchema = z.object({
  twoFactor: z.enum(['code', 'setup']),
  challenge: z.string(),
});
export type TwoFactorPending = z.infer<typeof twoFactorPendingSchema>;

export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmSchema>;
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;
