import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY_NAMES, hasDefaultName } from './api-keys';

describe('hasDefaultName', () => {
  it('tells the names the system gives from names a merchant wrote', () => {
    expect(hasDefaultName({ kind: 'publishable', name: DEFAULT_API_KEY_NAMES.publishable })).toBe(true);
    expect(hasDefaultName({ kind: 'secret', name: 'Secret key' })).toBe(true);
    expect(hasDefaultName({ kind: 'secret', name: 'Publishable key' })).toBe(false);
    expect(hasDefaultName({ kind: 'secret', name: 'Checkout server' })).toBe(false);
  });
});
