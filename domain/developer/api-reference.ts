// The API reference of the Developers page: the operations of the merchant API read from the OpenAPI document, a
// body example made from each request schema, and the curl command that calls it with a test secret key.
import { KEY_RESOURCES, type KeyResource } from '../api-key-scopes';

/** The part of a JSON Schema the examples read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
}

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}

export interface ApiOperation {
  /** method + path: unique. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the mode's base, e.g. /payments/{id}/refund. */
  path: string;
  resource: KeyResource;
  summary: string;
  /** A body built from the request schema, or undefined when the operation takes none (or not JSON). */
  body: unknown;
  idempotent: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Paths of the merchant API that are not named after their resource. */
const RESOURCE_OF_SEGMENT: Readonly<Record<string, KeyResource>> = {
  'webhook-deliveries': 'webhook-endpoints',
  'webhook-event-types': 'webhook-endpoints',
  'balance-entries': 'balance',
};

/** The resource of the merchant API a path under the base belongs to, if any. */
export function resourceOfPath(path: string): KeyResource | undefined {
  const segment = path.split('/')[1] ?? '';
  if ((KEY_RESOURCES as readonly string[]).includes(segment)) return segment as KeyResource;
  return RESOURCE_OF_SEGMENT[segment];
}

/** The operations of the merchant API under `base` (e.g. /test/api), grouped in the order of KEY_RESOURCES. */
export function merchantOperations(doc: OpenApiDocument, base: string): ApiOperation[] {
  const out: ApiOperation[] = [];
  for (const [fullPath, item] of Object.entries(doc.paths)) {
    if (!fullPath.startsWith(`${base}/`)) continue;
    const path = fullPath.slice(base.length);
    const resource = resourceOfPath(path);
    if (!resource) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        id: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase() as ApiOperation['method'],
        path,
        resource,
        summary: op.summary ?? '',
        body: schema ? exampleOf(schema) : undefined,
        idempotent: (op.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
      });
    }
  }
  const rank = (r: KeyResource) => KEY_RESOURCES.indexOf(r);
  return out.sort((a, b) => rank(a.resource) - rank(b.resource) || a.path.localeCompare(b.path) || METHODS.indexOf(lower(a.method)) - METHODS.indexOf(lower(b.method)));
}

const lower = (m: ApiOperation['method']) => m.toLowerCase() as (typeof METHODS)[number];

/**
 * A value that passes the schema as far as its types, enums and required fields go: the required properties of an
 * object (all of them when none is required), the first variant of a union, one item of an array.
 */
export function exampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const first = variants.find((v) => v.type !== 'null') ?? variants[0]!;
    return exampleOf(first, depth + 1);
  }
  if (schema.allOf?.length) return exampleOf(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const names = schema.required?.length ? schema.required : Object.keys(props);
      return Object.fromEntries(names.filter((n) => props[n]).map((n) => [n, exampleOf(props[n]!, depth + 1)]));
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, 1000);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'jenny@example.com';
      if (schema.format === 'uri') return 'https://example.com/webhooks';
      return 'string';
    default:
      return null;
  }
}

/** Shell quoting for a single-quoted argument. */
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The curl command of an operation; path parameters stay as {id} for the reader to fill in. */
export function curlCommand(op: Pick<ApiOperation, 'method' | 'path' | 'body' | 'idempotent'>, origin: string, base: string, key: string): string {
  const lines = [`curl ${op.method === 'GET' ? '' : `-X ${op.method} `}${quote(`${origin}${base}${op.path}`)}`, `  -H ${quote(`Authorization: Bearer ${key}`)}`];
  if (op.idempotent) lines.push(`  -H ${quote('Idempotency-Key: <unique key of this request>')}`);
  if (op.body !== undefined) {
    lines.push(`  -H ${quote('Content-Type: application/json')}`);
    lines.push(`  -d ${quote(JSON.stringify(op.body, null, 2))}`);
  }
  return lines.join(' \\\n');
}
