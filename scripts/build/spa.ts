// One production build of the SPA per set of sources, shared by `npm start` (the e2e server builds into its SPA_DIR)
// and the bundle-budget unit test, which reads that same directory: `npm test` builds once. A build is fresh when
// the hash of its inputs (src, domain, public, index.html, the Vite config and its build scripts, the lockfile),
// written next to it, equals the sources' hash now: content, not modification times, so a checkout of other
// sources, or an edit undone, is seen.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'domain', 'public', 'index.html', 'vite.config.ts', 'scripts/build', 'package-lock.json'];
const STAMP = '.sources-hash';

/** Where the e2e server serves the SPA from, and the bundle-budget test reads it (playwright.config.ts). */
export function e2eSpaDir(): string {
  return process.env.E2E_SPA_DIR || 'dist';
}

function files(p: string, out: string[]) {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const f of readdirSync(p).sort()) if (f !== 'node_modules' && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx')) files(path.join(p, f), out);
  } else out.push(p);
}

/** The hash of every input of the build (unit test files left out: they are not bundled). */
export function sourcesHash(root = process.cwd()): string {
  const list: string[] = [];
  for (const input of INPUTS) files(path.join(root, input), list);
  const hash = createHash('sha256');
  for (const f of list) hash.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex');
}

export function isFresh(outDir: string, hash = sourcesHash()): boolean {
  const stamp = path.join(outDir, STAMP);
  return existsSync(path.join(outDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Builds the SPA into outDir unless the build there is of these sources; true when it built. */
export function ensureSpaBuild(outDir: string): boolean {
  const hash = sourcesHash();
  if (isFresh(outDir, hash)) return false;
  console.log(`Building the web app into ${outDir} (sources changed since the last build)...`);
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Always the production build (the e2e server and vitest run with NODE_ENV=test, which would make Vite bundle
    // React's development build: slower, and not what merchants get).
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  writeFileSync(path.join(outDir, STAMP), `${hash}\n`);
  return true;
}
