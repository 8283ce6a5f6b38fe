// The built SPA: files sent as the build compressed them (.br / .gz beside each, chosen by Accept-Encoding), hashed
// assets cached for a year, everything else (index.html, favicon) revalidated on every load so a deploy shows at
// once. The app's not-found handler answers client-side routes with index.html (same headers).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Vite writes content-hashed names under assets/: a changed file gets a new name, so it can be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

export interface SpaOptions {
  dir: string;
}

/** Whether `dir` holds a build to serve. */
export const hasSpa = (dir: string) => existsSync(path.join(path.resolve(dir), 'index.html'));

export default fp<SpaOptions>(
  async (app, opts) => {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.dir),
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  },
  { name: 'spa' },
);
