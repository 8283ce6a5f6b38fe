import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkPlan } from './scripts/build/chunk-plan';
import { precompress } from './scripts/build/precompress';

// The SPA is served by the API process in production; in dev, vite proxies the API bases to it.
// The manifest (dist/.vite/manifest.json) is what the bundle budget test and `npm run bench:web` read; the
// precompress plugin writes .br and .gz copies that the server sends as they are. How the files are cut:
// scripts/build/chunk-plan.ts.
const chunks = chunkPlan();

export default defineConfig({
  plugins: [react(), precompress(), chunks.plugin],
  // A polyfill of what every supported browser has (see the shim) stays out of the bundle.
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./scripts/build/shims/object-entries.cjs', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/test/api': 'http://localhost:8080',
    },
  },
});
