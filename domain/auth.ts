// The sign-in family's rules, shared by the SPA forms and the API: the password rule and the request schemas.
// Every issue message is a key of domain/messages.ts, so both sides show the same translated sentence.
import { z } from 'zod';
import type { MessageKey } from './messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 30;
/** Letters, digits and the printable ASCII symbols; no spaces, no control or non-ASCII characters. */
const PASSWORD_CHARS = /^[\x21-\x7E]*$/;
export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MAX_LENGTH = 50;
/** Upper bound for opaque secrets from links and captcha ids, so junk never reaches a hash lookup. */
const SECRET_MAX_LENGTH = 200;

export function isValidPassword(password: unknown): boolean {
  return (
    typeof password === 'string' &&
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_CHARS.test(password)
  );
}

/** A string field whose absence and whose wrong type each have their own message. */
function text(missing: MessageKey, invalid: MessageKey = missing) {
  return z.string({ error: (issue) => (issue.input === undefined ? missing : invalid) });
}

const loginEmail = text('email_invalid_login')
  .trim()
  .min(1, 'email_invalid_login')
  .max(EMAIL_MAX_LENGTH, 'email_invalid_login')
  .pipe(z.email('email_invalid_login'));

const email = text('email_required', 'email_invalid')
  .trim()
  .min(1, 'email_required')
  .max(EMAIL_MAX_LENGTH, 'email_invalid')
  .pipe(z.email('email_invalid'));

/** A new password: required, then the format rule. */
const newPassword = text('password_required', 'password_invalid')
  .min(1, 'password_required')
  .refine((pw) => pw.length === 0 || isValidPassword(pw), 'password_invalid');

const confirmPassword = text('password_reenter').min(1, 'password_reenter');

const token = text('link_invalid').min(1, 'link_invalid').max(SECRET_MAX_LENGTH, 'link_invalid');

const captchaShape = {
  captchaId: text('captcha_failed').min(1, 'captcha_failed').max(SECRET_MAX_LENGTH, 'captcha_failed'),
  captchaCode: text('captcha_required').trim().min(1, 'captcha_required').max(20, 'captcha_failed'),
};
/** With the server's CAPTCHA=off (automated test runs) the captcha fields may be left out. */
const optionalCaptchaShape = {
  captchaId: captchaShape.captchaId.optional(),
  captchaCode: captchaShape.captchaCode.optional(),
};

function captchaFields(required: boolean) {
  return required ? captchaShape : optionalCaptchaShape;
}

/**
 * Adds the re-type check: `confirmPassword` must equal the named field. It runs whenever both are strings, so the
 * mismatch shows even while another field is still wrong.
 */
function withConfirmation<T extends z.ZodObject<{ confirmPassword: z.ZodType<string> }>>(schema: T, field: string) {
  return schema.refine((v) => (v as Record<string, unknown>)[field] === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'password_mismatch',
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.[field] === 'string' && typeof v?.confirmPassword === 'string';
    },
  });
}

export function loginSchemaFor(opts: { captcha: boolean }) {
  return z.object({
    email: loginEmail,
    password: text('password_invalid_login').min(1, 'password_invalid_login').max(128, 'password_invalid_login'),
    ...captchaFields(opts.captcha),
  });
}

export function registerSchemaFor(opts: { captcha: boolean }) {
  const fields = z.object({
    email,
    password: newPassword,
    confirmPassword,
    nickname: text('nickname_required').trim().min(1, 'nickname_required').max(NICKNAME_MAX_LENGTH, 'field_too_long'),
    ...captchaFields(opts.captcha),
  });
  return withConfirmation(fields, 'password');
}

export function resetMailSchemaFor(opts: { captcha: boolean }) {
  return z.object({ email, ...captchaFields(opts.captcha) });
}

export const loginSchema = loginSchemaFor({ captcha: true });
export const registerSchema = registerSchemaFor({ captcha: true });
export const resetMailSchema = resetMailSchemaFor({ captcha: true });
export const resendActivationSchema = z.object({ email });
export const tokenSchema = z.object({ token });
export const resetPasswordSchema = withConfirmation(
  z.object({ token, password: newPassword, confirmPassword }),
  'password',
);
/** Whether the new password differs from the old and recent ones is checked by the server against the history. */
export const changePasswordSchema = withConfirmation(
  z.object({
    oldPassword: text('password_required').min(1, 'password_required').max(128, 'password_old_wrong'),
    newPassword,
    confirmPassword,
  }),
  'newPassword',
);

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ResetMailInput = z.input<typeof resetMailSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What a successful sign-in answers (login, activate, direct login): the SPA stores it as the local user info. */
export const signInResultSchema = z.object({
  liveToken: z.string(),
  testToken: z.string(),
  acctId: z.string(),
  nickname: z.string(),
  email: z.string(),
  projectType: z.number().int(),
  testUserInfo: z.object({ acctId: z.string() }),
  permissions: z.array(z.string()),
  expiresAt: z.string(),
  /**
   * The language the user saved in /settings ('en' | 'zh_CN'), null: not chosen. The SPA switches to it at sign-in, so
   * a new browser shows the user's language (issue 32 item 2).
   */
  language: z.string().nullable(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const captchaResultSchema = z.object({ captchaId: z.string(), image: z.string() });
export type CaptchaResult = z.infer<typeof captchaResultSchema>;
