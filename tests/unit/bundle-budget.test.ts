// The JavaScript and CSS that /login and the signed-in shell preload, from a real production build of the SPA: the
// build the end-to-end server serves (scripts/build/spa.ts: E2E_SPA_DIR, default dist/), made here when it is not
// of the current sources and reused as it is when it is, so `npm test` builds the SPA once. Sizes of the brotli and
// gzip copies the server sends are deterministic for given sources, so the budgets are checked exactly, with no
// timing.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, NOT_ON_PUBLIC_PAGES, preloadSet, readManifest, setSize, sourcesOf, type Manifest } from '../../scripts/build/bundle-budget';
import { e2eSpaDir, ensureSpaBuild } from '../../scripts/build/spa';

const outDir = e2eSpaDir();
let manifest: Manifest;

beforeAll(() => {
  ensureSpaBuild(outDir);
  manifest = readManifest(outDir);
}, 180_000);

describe('bundle budget', () => {
  for (const [page, budget] of Object.entries(BUDGETS)) {
    it(`keeps what ${page} preloads within its budget`, () => {
      const size = setSize(outDir, preloadSet(manifest, [...budget.keys]));
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const report = `${page}: ${size.files.length} files, ${kb(size.raw)} raw, ${kb(size.brotli)} brotli, ${kb(size.gzip)} gzip`;
      expect(size.brotli, report).toBeLessThanOrEqual(budget.ceiling.brotli);
      expect(size.gzip, report).toBeLessThanOrEqual(budget.ceiling.gzip);
      // The build wrote the copies the server sends: every preloaded file above 1 KB has them.
      expect(size.brotli).toBeLessThan(size.gzip);
    });
  }

  it('loads no charts, date pickers, PDF, Chinese catalogue, area messages, zod or Popper on /login in English', () => {
    const sources = sourcesOf(outDir, preloadSet(manifest, [...BUDGETS.login.keys]));
    expect(sources.some((s) => s.includes('src/pages/auth/LoginPage.tsx'))).toBe(true);
    expect(sources.filter((s) => NOT_ON_PUBLIC_PAGES.some((p) => p.test(s)))).toEqual([]);
  });

  it('loads nothing of the admin side when /login loads its lazy parts (hints, validation, other sign-in pages)', () => {
    const login = new Set(preloadSet(manifest, [...BUDGETS.login.keys]));
    const lazyKeys = Object.values(manifest)
      .filter((chunk) => login.has(chunk.file))
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      // The admin app and its start-up preload: what signing in (or a signed-in address) loads.
      .filter((key) => key !== 'src/App.tsx' && key !== 'src/routing/preload.ts');
    // MUI's Tooltip, imported lazily by the hints (HintTooltip), is statically part of the admin side too: the plan
    // gives it a group of its own, 'later', so the hint does not pull the framework file in.
    const later = Object.keys(manifest).filter((key) => key.startsWith('_later-'));
    expect(later).toHaveLength(1);
    expect(sourcesOf(outDir, [manifest[later[0]].file]).some((source) => source.includes('@mui/material/Tooltip/'))).toBe(true);
    for (const key of [...lazyKeys, ...later]) {
      // The chunk plan's admin files (scripts/build/chunk-plan.ts) are named after their groups.
      expect(preloadSet(manifest, [key]).filter((file) => /^assets\/(framework|app)-/.test(file)), key).toEqual([]);
    }
  });

  it('bundles no CSV export headers: the server writes the exports, the SPA shows statuses from its catalogues', () => {
    const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))];
    expect(sourcesOf(outDir, files).filter((source) => source.includes('domain/csv-headers'))).toEqual([]);
  });

  it('keeps the Chinese catalogue in a chunk of its own', () => {
    const chunk = manifest['src/i18n/zh-catalogue.ts'];
    expect(chunk?.isDynamicEntry).toBe(true);
    expect(sourcesOf(outDir, [chunk.file]).some((s) => s.includes('ra-language-chinese'))).toBe(true);
  });
});
