// Client-side validation uses the domain schemas (same messages as the server), and server errors land under
// the right inputs or in the form's alert.
import { describe, expect, it } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import { changePasswordSchema, loginSchema } from '../../domain/auth';
import { ApiError } from '../providers/httpCore';
import { formFailure } from './formErrors';
import { zodResolver } from './zodResolver';

const run = async (schema: Parameters<typeof zodResolver>[0], values: FieldValues) => {
  const resolve = zodResolver(schema);
  return resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
};

describe('zodResolver', () => {
  it('turns the sign-in schema issues into validation.* keys, first issue per field', async () => {
    const { errors } = await run(loginSchema, { email: '', password: '', captchaId: 'c', captchaCode: '' });
    expect(errors).toEqual({
      email: { type: expect.any(String), message: 'validation.email_invalid_login' },
      password: { type: expect.any(String), message: 'validation.password_invalid_login' },
      captchaCode: { type: expect.any(String), message: 'validation.captcha_required' },
    });
  });

  it('reports the re-typed password mismatch on the confirmation field', async () => {
    const { errors } = await run(changePasswordSchema, { oldPassword: 'Old@2026', newPassword: 'New@2026x', confirmPassword: 'Other@2026' });
    expect(errors).toEqual({ confirmPassword: { type: expect.any(String), message: 'validation.password_mismatch' } });
  });

  it('passes valid values through', async () => {
    const { values, errors } = await run(loginSchema, { email: ' demo@example.com ', password: 'Demo@2026', captchaId: 'c', captchaCode: 'ab12' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ email: 'demo@example.com' });
  });
});

describe('formFailure', () => {
  const fallback = 'The request failed. Please try again.';

  it('puts server field errors under the form inputs and drops the generic summary', () => {
    const error = new ApiError('Some fields are not valid.', 400, { errors: { oldPassword: 'The used password is wrong' } }, '/api/auth/change-password');
    expect(formFailure(error, ['oldPassword'], fallback)).toEqual({ fieldErrors: { oldPassword: 'The used password is wrong' }, message: null });
  });

  it('shows the server message when the error has no field of the form', () => {
    const error = new ApiError('Please check if the email address or password you entered is correct, and please try again.', 400, {}, '/api/auth/login');
    expect(formFailure(error, ['email', 'password'], fallback)).toEqual({ fieldErrors: undefined, message: error.message });
  });

  it('uses the fallback for network failures and timeouts', () => {
    expect(formFailure(new ApiError('timeout', 0, undefined, '/x'), [], fallback).message).toBe(fallback);
    expect(formFailure(new TypeError('Failed to fetch'), [], fallback).message).toBe(fallback);
  });
});
