// A key that is not shown keeps its kind, mode and last four characters.
import { describe, expect, it } from 'vitest';
import { maskedKey } from './maskedKey';

describe('maskedKey', () => {
  it('masks all but the prefix and the last four characters', () => {
    expect(maskedKey({ kind: 'secret', livemode: true, last4: 'a1B2' })).toBe('sk_live_••••••••••••a1B2');
    expect(maskedKey({ kind: 'publishable', livemode: false, last4: 'zz99' })).toBe('pk_test_••••••••••••zz99');
  });
});
