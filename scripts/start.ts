// First half of `npm start`: builds the SPA when the build in SPA_DIR (default dist/) is not of the current sources
// (scripts/build/spa.ts; the bundle-budget test shares that build) and bundles the server (scripts/server-bundle.ts).
// package.json's start script then runs the bundle with plain Node.
import { ensureSpaBuild } from './build/spa';
import { bundleServer } from './server-bundle';

ensureSpaBuild(process.env.SPA_DIR || 'dist');
await bundleServer();
