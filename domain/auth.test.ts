// The password rule and the sign-in schemas: the exact message keys each field answers with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  isValidPassword,
  loginSchema,
  loginSchemaFor,
  registerSchema,
  resetMailSchema,
  resetPasswordSchema,
  tokenSchema,
} from './auth';
import { isMessageKey } from './messages';

const PRINTABLE = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i));
const allowedChar = fc.constantFrom(...PRINTABLE);
const forbiddenChar = fc.oneof(
  fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u007f', 'é', '密', '😀'),
  fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c)),
);

/** field -> first message key, as the API error handler and the SPA resolver both report it. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('isValidPassword', () => {
  it('accepts 6 to 30 letters, digits and printable symbols', () => {
    fc.assert(fc.property(fc.string({ unit: allowedChar, minLength: 6, maxLength: 30 }), (pw) => isValidPassword(pw)));
  });

  it('refuses fewer than 6 or more than 30 characters', () => {
    const short = fc.string({ unit: allowedChar, maxLength: 5 });
    const long = fc.string({ unit: allowedChar, minLength: 31, maxLength: 80 });
    fc.assert(fc.property(fc.oneof(short, long), (pw) => !isValidPassword(pw)));
  });

  it('refuses any space, control or non-ASCII character anywhere', () => {
    const withBad = fc
      .tuple(fc.string({ unit: allowedChar, minLength: 3, maxLength: 14 }), forbiddenChar, fc.string({ unit: allowedChar, minLength: 3, maxLength: 14 }))
      .map(([a, bad, b]) => a + bad + b);
    fc.assert(fc.property(withBad, (pw) => !isValidPassword(pw)));
  });

  it('knows the edges and refuses non-strings', () => {
    expect(isValidPassword('Ab1!xy')).toBe(true);
    expect(isValidPassword('a'.repeat(30))).toBe(true);
    expect(isValidPassword('Ab1!x')).toBe(false);
    expect(isValidPassword('a'.repeat(31))).toBe(false);
    expect(isValidPassword('with space')).toBe(false);
    expect(isValidPassword(123456)).toBe(false);
    expect(isValidPassword(undefined)).toBe(false);
  });
});

describe('loginSchema', () => {
  it('trims the email and accepts a complete form', () => {
    const parsed = loginSchema.parse({ email: ' Me@Example.com ', password: 'x', captchaId: 'c1', captchaCode: 'ab12' });
    expect(parsed.email).toBe('Me@Example.com');
  });

  it('names each missing field with its sign-in message', () => {
    expect(fieldErrors(loginSchema.safeParse({}))).toEqual({
      email: 'email_invalid_login',
      password: 'password_invalid_login',
      captchaId: 'captcha_failed',
      captchaCode: 'captcha_required',
    });
    expect(fieldErrors(loginSchema.safeParse({ email: 'nope', password: '', captchaId: 'c', captchaCode: ' ' }))).toEqual({
      email: 'email_invalid_login',
      password: 'password_invalid_login',
      captchaCode: 'captcha_required',
    });
  });

  it('leaves the captcha optional when the server runs without one', () => {
    expect(loginSchemaFor({ captcha: false }).safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('registerSchema', () => {
  const valid = { email: 'a@b.co', password: 'Secret#1', confirmPassword: 'Secret#1', nickname: 'Ann', captchaId: 'c', captchaCode: 'x' };

  it('accepts a valid form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('answers the password messages of spec section 5', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, password: undefined, confirmPassword: undefined }))).toEqual({
      password: 'password_required',
      confirmPassword: 'password_reenter',
    });
    expect(fieldErrors(registerSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'password_invalid',
    });
    expect(fieldErrors(registerSchema.safeParse({ ...valid, confirmPassword: 'Secret#2' }))).toEqual({
      confirmPassword: 'password_mismatch',
    });
  });

  it('reports a mismatch even while another field is wrong', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, email: 'bad', confirmPassword: 'other' }))).toEqual({
      email: 'email_invalid',
      confirmPassword: 'password_mismatch',
    });
  });

  it('tells a missing email from an invalid one and requires a nickname', () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, email: '', nickname: '  ' }))).toEqual({
      email: 'email_required',
      nickname: 'nickname_required',
    });
    expect(fieldErrors(registerSchema.safeParse({ ...valid, email: 'a@', nickname: 'x'.repeat(51) }))).toEqual({
      email: 'email_invalid',
      nickname: 'field_too_long',
    });
  });
});

describe('password change and reset schemas', () => {
  it('checks the new password format and its re-type', () => {
    expect(fieldErrors(changePasswordSchema.safeParse({ oldPassword: '', newPassword: 'a b c d', confirmPassword: 'x' }))).toEqual({
      oldPassword: 'password_required',
      newPassword: 'password_invalid',
      confirmPassword: 'password_mismatch',
    });
    expect(changePasswordSchema.safeParse({ oldPassword: 'old', newPassword: 'New#pass1', confirmPassword: 'New#pass1' }).success).toBe(true);
  });

  it('needs a token to reset and to follow a link', () => {
    expect(fieldErrors(resetPasswordSchema.safeParse({ password: 'New#pass1', confirmPassword: 'New#pass1' }))).toEqual({
      token: 'link_invalid',
    });
    expect(fieldErrors(tokenSchema.safeParse({ token: 'x'.repeat(201) }))).toEqual({ token: 'link_invalid' });
    expect(fieldErrors(resetMailSchema.safeParse({ captchaId: 'c', captchaCode: 'x' }))).toEqual({ email: 'email_required' });
  });

  it('uses only keys that exist in the message catalogue', () => {
    const results = [
      loginSchema.safeParse({ email: 1, password: 2, captchaId: 3, captchaCode: 4 }),
      registerSchema.safeParse({ email: 1, password: 2, confirmPassword: 3, nickname: 4, captchaId: 5, captchaCode: 6 }),
      changePasswordSchema.safeParse({ oldPassword: 1, newPassword: 2, confirmPassword: 3 }),
    ];
    for (const r of results) for (const key of Object.values(fieldErrors(r))) expect(isMessageKey(key), key).toBe(true);
  });
});
