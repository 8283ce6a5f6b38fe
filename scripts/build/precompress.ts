// Vite plugin: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at
// maximum level, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
// response or sending 1.2 MB of JavaScript uncompressed. Node's own zlib; no extra package.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; source maps are skipped (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|ico)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

export function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
}

export const gzip = (data: Buffer): Buffer => gzipSync(data, { level: 9 });

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every eligible file under `dir`; a copy that is not smaller than the original is not written. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    for (const [ext, encode] of [['.br', brotli], ['.gz', gzip]] as const) {
      const packed = encode(data);
      if (packed.length >= data.length) continue;
      writeFileSync(file + ext, packed);
      written++;
    }
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'merchant-dashboard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
