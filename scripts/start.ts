// First half of `npm start`: builds the SPA when its sources are newer than the build (SPA_DIR, default dist/) and
// bundles the server (scripts/server-bundle.ts). package.json's start script then runs the bundle with plain Node.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from './server-bundle';

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const outDir = process.env.SPA_DIR || 'dist';
const built = newest(path.join(outDir, 'index.html'));
const sources = Math.max(...['src', 'domain', 'index.html', 'vite.config.ts', 'package-lock.json'].map(newest));
if (built === 0 || sources > built) {
  console.log('Building the web app (sources changed since the last build)...');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Always the production build (the end-to-end runs start the server with NODE_ENV=test, which would make Vite
    // bundle React's development build: slower, and not what merchants get).
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
await bundleServer();
