// An emailed link opens on this host.
import { describe, expect, it } from 'vitest';
import { localLink } from './localLink';

describe('localLink', () => {
  it('keeps path, query and hash of an emailed link so it opens on this host', () => {
    expect(localLink('http://localhost:8080/verify?token=abc#x')).toBe('/verify?token=abc#x');
    expect(localLink('/resetpwd?token=t')).toBe('/resetpwd?token=t');
  });
});
