// Every literal message key the code uses exists in the catalogue, so no screen ever shows a raw key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enMessages } from './full';
import type { MessageTree } from './messages';

const SRC = path.resolve(__dirname, '..');
const KEY = /['"`]((?:app|routes|menu|validation|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function has(tree: MessageTree, key: string): boolean {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

describe('message keys used in the code', () => {
  it('all exist in the English catalogue (and so, by the key-set test, in Chinese)', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) for (const m of readFileSync(file, 'utf8').matchAll(KEY)) used.add(m[1]);
    expect(used.size).toBeGreaterThan(80);
    expect([...used].filter((key) => !has(enMessages, key)).sort()).toEqual([]);
  });
});
