import { describe, expect, it } from 'vitest';
import { ALPHABET, objectId, randomId } from './random-id';

describe('randomId', () => {
  it('draws 16 characters from the 62 alphanumerics by default', () => {
    expect(ALPHABET).toHaveLength(62);
    expect(new Set(ALPHABET).size).toBe(62);
    for (let i = 0; i < 200; i += 1) expect(randomId()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('honours a requested length', () => {
    expect(randomId(1)).toHaveLength(1);
    expect(randomId(64)).toHaveLength(64);
    expect(randomId(0)).toBe('');
    // Longer than one getRandomValues call can fill.
    expect(randomId(40_000)).toMatch(/^[A-Za-z0-9]{40000}$/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => randomId()));
    expect(ids.size).toBe(5000);
  });

  it('uses every character about equally often', () => {
    const counts = new Map<string, number>();
    const sample = Array.from({ length: 124 }, () => randomId(1000)).join('');
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Chi-square with 61 degrees of freedom: 120 is far beyond the 99.99th percentile (about 107), so a fair
    // generator fails this less than once in ten thousand runs while a skewed modulo would fail it every time.
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - 2000) ** 2 / 2000, 0);
    expect(chi).toBeLessThan(120);
  });
});

describe('objectId', () => {
  it('prefixes a random id with the kind of object', () => {
    expect(objectId('acct')).toMatch(/^acct_[A-Za-z0-9]{16}$/);
    expect(objectId('usr')).not.toBe(objectId('usr'));
  });
});
