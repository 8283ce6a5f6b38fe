// Text the database cannot store never reaches it: a NUL character (PostgreSQL text refuses it) or a lone UTF-16
// surrogate (no character at all) in any string of a body, query or path, and JSON nested deeper than any of our
// schemas, are a 400 naming the field, before validation and before any write. Checked once here for every route,
// so a new text field cannot forget it.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../lib/errors';

/** Deeper than every request schema of the API (the deepest, invoice items, is 4). */
export const MAX_JSON_DEPTH = 32;

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (a.b.0.c) of the first unstorable string or too-deep value, or undefined when the value is clean. */
export function firstBadField(value: unknown, prefix = ''): { field: string; reason: 'text' | 'depth' } | undefined {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: prefix, depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return { field: path || 'body', reason: 'text' };
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) return { field: path || 'body', reason: 'depth' };
      for (const [k, child] of Object.entries(v)) {
        if (UNSTORABLE.test(k)) return { field: path || 'body', reason: 'text' };
        stack.push({ v: child, path: path ? `${path}.${k}` : k, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

function check(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const bad = firstBadField(part);
    if (bad) throw BadRequest('validation_failed', { [bad.field]: bad.reason === 'depth' ? 'nesting_too_deep' : 'text_invalid_characters' });
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'input-guard' },
);
