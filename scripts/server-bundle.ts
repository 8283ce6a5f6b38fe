// The server as `npm start` runs it: server/main.ts and every module of ours it imports bundled by esbuild into one
// ES module under dist-server/ (packages stay in node_modules), with the migrations copied beside it, where
// server/db/client.ts looks for them. Plain Node then runs it: about 90 MB less resident memory than loading the
// TypeScript through tsx at run time (docs/decisions.md).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const SERVER_DIR = 'dist-server';
export const SERVER_ENTRY = path.join(SERVER_DIR, 'main.mjs');

/**
 * The environment the server runs with (package.json's start script sets the same). glibc otherwise raises its mmap
 * threshold to the size of the largest buffer freed so far, and the export's 1 MB chunks then come from the main
 * heap, which fragments and never shrinks: 45 MB more peak RSS over a million-row export on PGlite.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** Node's arguments for the bundle: stack traces point into the TypeScript sources. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', SERVER_ENTRY];

export async function bundleServer(): Promise<void> {
  rmSync(SERVER_DIR, { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', path.join(SERVER_DIR, 'migrations'), { recursive: true });
}
