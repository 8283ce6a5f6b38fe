import { describe, expect, it } from 'vitest';
import { codeKind, formatRecoveryCode, twoFactorSignInSchema } from './two-factor';

describe('two-factor codes', () => {
  it('tells a TOTP code from a recovery code as typed', () => {
    expect(codeKind('123 456')).toBe('totp');
    expect(codeKind('abcde-2345f')).toBe('recovery');
    expect(codeKind('ABCDE2345F')).toBe('recovery');
    expect(codeKind('12345')).toBeNull();
    expect(codeKind('abc!e-2345f')).toBeNull();
    expect(formatRecoveryCode('ABCDE2345F')).toBe('abcde-2345f');
  });
  it('refuses a code of neither shape with its message', () => {
    const r = twoFactorSignInSchema.safeParse({ challenge: 'x', code: '12' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['code'], message: 'two_factor_code_invalid' });
  });
});
