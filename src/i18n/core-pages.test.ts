// The pages that render on the core catalogue alone (CORE_CATALOGUE_PAGES: the sign-in family and the error pages)
// use no message key of the product areas: every key in their code, and in the code they import, is in the core.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CATALOGUE_PAGES } from '../routing/pages';
import { coreEnMessages, type MessageTree } from './messages';

const SRC = path.resolve(__dirname, '..');
const KEY = /['"`]((?:app|routes|menu|validation|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"`]/g;
const IMPORT = /(?:import|from)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveModule(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((p) => existsSync(p) && /\.tsx?$/.test(p));
}

/** The page's module and every module of src/ it imports, directly or not (the catalogue itself aside). */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(SRC) || file.includes(`${path.sep}i18n${path.sep}`)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveModule(file, m[1]);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

/** A module's code without its comment lines (which may quote keys of other areas as examples). */
const code = (file: string) => readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');

function has(tree: MessageTree, key: string): boolean {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

/** The page loaders: the sign-in family's (src/pages/auth/signInPages.ts) and the rest (src/routing/pageLoaders.ts). */
const LOADER_FILES = [path.join(SRC, 'pages', 'auth', 'signInPages.ts'), path.join(SRC, 'routing', 'pageLoaders.ts')];
const pageModule = (name: string) => {
  for (const file of LOADER_FILES) {
    const m = new RegExp(`\\b${name}: \\(\\) => import\\('([^']+)'\\)`).exec(readFileSync(file, 'utf8'));
    if (m) return resolveModule(file, m[1]);
  }
  return undefined;
};

describe('pages on the core catalogue', () => {
  for (const name of CORE_CATALOGUE_PAGES) {
    it(`${name} uses only keys of the core catalogue`, () => {
      const entry = pageModule(name);
      expect(entry, `${name} has no loader in ${LOADER_FILES.join(' or ')}`).toBeDefined();
      const used = new Set<string>();
      for (const file of closure(entry!)) for (const m of code(file).matchAll(KEY)) used.add(m[1]);
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((key) => !has(coreEnMessages, key)).sort()).toEqual([]);
    });
  }
});
