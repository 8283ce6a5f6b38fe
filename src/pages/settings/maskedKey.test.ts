// A key that is not shown keeps its kind, mode and last four characters.
import { describe, expect, it } from 'vitest';
import { localLink } from '../dev/localLink';
import { maskedKey } from './maskedKey';

describe('maskedKey', () => {
  it('masks all but the prefix and the last four characters', () => {
    expect(maskedKey({ kind: 'secret', livemode: true, last4: 'a1B2' })).toBe('sk_live_••••••••••••a1B2');
    expect(maskedKey({ kind: 'publishable', livemode: false, last4: 'zz99' })).toBe('pk_test_••••••••••••zz99');
  });
});

describe('localLink', () => {
  it('keeps path, query and hash of an emailed link so it opens on this host', () => {
    expect(localLink('http://localhost:8080/verify?token=abc#x')).toBe('/verify?token=abc#x');
    expect(localLink('/resetpwd?token=t')).toBe('/resetpwd?token=t');
  });
});
