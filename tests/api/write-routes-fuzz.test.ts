// Issue 11, item 8 and issue 25, item 7: no input answers a 5xx. The write routes are not listed by hand: every POST,
// PUT and PATCH the API describes in /api/openapi.json is called with a body that passes its schema (a known valid
// body where the tests have one, else one drawn from the schema), and then with random strings (NUL, lone
// surrogates, 100 kB, arbitrary code points) in each of its text fields in turn, and in its path parameters. The
// text fields are those of the OpenAPI document's schema (optional ones and those in array items included), not
// only those of the known body. A data exception the database raises names the field: the column PostgreSQL gives,
// or the one the failed statement's bind value was for.
import Fastify from 'fastify';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../server/db/schema';
import errorsPlugin from '../../server/plugins/errors';
import { createLink, payBody } from '../factories/billing';
import { invoiceBody } from '../factories/invoices';
import { onboardingMerchant, sampleSteps, STEP_ORDER } from '../factories/onboarding';
import { createSession } from '../../server/repositories/sessions';
import { buildMerchant } from '../factories';
import { apiClient, makePayment, paymentBody, topUp } from '../factories/payments';
import { rememberSecret } from '../helpers/secrets';
import { setupTestApp } from '../helpers/app';
import { fixedCaptcha, solvedCaptcha, uniqueIp } from '../helpers/login';

type Json = Record<string, unknown>;
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  schema: Schema | null;
  pathParams: string[];
}

const { app, database } = await setupTestApp({}, { captcha: fixedCaptcha });
/**
 * Hostile texts per field and parameter: every field and parameter is reached on both engines; PostgreSQL (CI's
 * second API phase) tries more texts of each, PGlite (every developer's run, about twice as slow per request) fewer.
 */
const RUNS = database.kind === 'postgres' ? { text: 5, path: 4, query: 5 } : { text: 3, path: 2, query: 3 };
const db = database.db;

/** Every write operation the API documents, with its JSON body schema (null for bodiless and multipart ones). */
async function writeOperations(): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: { in: string; name: string }[] }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'POST' && upper !== 'PUT' && upper !== 'PATCH') continue;
      ops.push({
        method: upper,
        path,
        schema: op.requestBody?.content?.['application/json']?.schema ?? null,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  return ops;
}

/** A value that passes the schema's simple rules: the first enum value, the minimum, a plausible string. */
function sample(schema: Schema, name = ''): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
    case 'array':
      return schema.items ? [sample(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (/email/i.test(name) || schema.format === 'email') return 'fuzz@example.test';
      if (/date/i.test(name)) return '2099-01-31';
      if (/currency/i.test(name)) return 'USD';
      if (/password/i.test(name)) return 'Secret#123';
      if (/country/i.test(name)) return 'US';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

/** The paths (keys and array indexes) of every string in a body. */
function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** The value at a path, or undefined. */
function leafAt(value: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Json)[k as string] : undefined), value);
}

/** `body` with `text` at the path; a part of the path the body lacks is taken from `fallback` (the schema's sample). */
function withLeaf(body: unknown, at: (string | number)[], text: string, fallback?: unknown): unknown {
  if (at.length === 0) return text;
  const [head, ...rest] = at;
  const base = body ?? fallback ?? (typeof head === 'number' ? [] : {});
  const copy = (Array.isArray(base) ? [...base] : { ...(base as Json) }) as Json;
  const fall = fallback && typeof fallback === 'object' ? (fallback as Json)[head as string] : undefined;
  copy[head as string] = withLeaf(copy[head as string], rest, text, fall);
  return copy;
}

/** Every text field of a body schema (through objects, array items and the first variant), as paths. */
function schemaTextFields(schema: Schema | null): string[] {
  return schema ? stringLeaves(sample(schema)).map((at) => at.join('.')) : [];
}

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFFx', 'x'.repeat(100_000), '\uD83D\uDE00', '%00', '../../etc/passwd', "' or 1=1 --"),
);

/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as in any UTF-8 client). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}
/** A path segment: random text, or bytes no UTF-8 text encodes. */
const pathSegment = fc.oneof(nasty.map(percentEncoded), fc.constantFrom('%FF', '%ED%A0%80', '%C0%AF', '%00', '%2e%2e%2f'));

describe('8. every write route, from the OpenAPI document', () => {
  it('answers random strings in each text field and path parameter with a 4xx or a success, never a 5xx', async () => {
    const ops = await writeOperations();
    // The documented write routes of the areas built so far (both bases); a route added later joins by itself.
    expect(ops.length).toBeGreaterThanOrEqual(45);

    const m = await buildMerchant(db);
    const session = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    rememberSecret('live session token', session.liveToken);
    rememberSecret('test session token', session.testToken);
    const clients = {
      test: apiClient(app, session.testToken, { accountId: m.account.id, livemode: false }),
      live: apiClient(app, session.liveToken, { accountId: m.account.id, livemode: true }),
    };
    const owner = await onboardingMerchant(db);
    const link = await createLink(clients.test, { amount: 900 });
    const liveLink = await createLink(clients.live, { amount: 900 });
    const payment = await makePayment(clients.test);
    const livePayment = await makePayment(clients.live);
    for (const c of Object.values(clients)) await topUp(db, c.scope, 'USD', 1_000_000);
    const invoice = (await clients.test.post('/invoices', invoiceBody())).json() as { id: string };
    const liveInvoice = (await clients.live.post('/invoices', invoiceBody())).json() as { id: string };

    /** Who calls a route, the ids in its path, and a body known to pass where the tests have one. */
    async function setting(op: Operation, step: string | undefined) {
      const testBase = op.path.startsWith('/test/api');
      const token = testBase ? session.testToken : session.liveToken;
      const headers: Record<string, string> = op.path.includes('/onboarding/')
        ? owner.headers
        : op.path.startsWith('/api/auth/') || op.path.startsWith('/api/checkout/') || op.path.startsWith('/api/contact')
          ? {}
          : { 'x-account-id': m.account.id, authorization: `Bearer ${token}` };
      const ids: Record<string, string> = {
        id: op.path.includes('/invoices/') ? (testBase ? invoice.id : liveInvoice.id)
          : op.path.includes('/payment-links/') ? (testBase ? link.id : liveLink.id)
            : op.path.includes('/payments/') ? (testBase ? payment.id : livePayment.id)
              : 'job_0',
        token: link.token,
        step: step ?? 'businessType',
      };
      const known: Record<string, () => Promise<unknown> | unknown> = {
        payments: () => paymentBody(),
        invoices: () => invoiceBody(),
        'invoices/{id}': () => invoiceBody(),
        refunds: () => ({ paymentId: testBase ? payment.id : livePayment.id, amount: 100, reason: 'requested_by_customer', description: 'Partial' }),
        'payment-links': () => ({ currency: 'USD', amount: 2500, description: 'Yoga class' }),
        'checkout/{token}/pay': () => payBody(link),
        'onboarding/steps/{step}': () => sampleSteps()[step as keyof ReturnType<typeof sampleSteps>],
        'onboarding/draft/{step}': () => sampleSteps()[step as keyof ReturnType<typeof sampleSteps>],
        'auth/login': async () => ({ email: m.user.email, password: 'Wrong#123', ...(await solvedCaptcha(app)) }),
        'auth/register': async () => ({ email: 'fuzz@example.test', password: 'Secret#123', confirmPassword: 'Secret#123', nickname: 'Fuzz', ...(await solvedCaptcha(app)) }),
        'auth/reset-mail': async () => ({ email: m.user.email, ...(await solvedCaptcha(app)) }),
        contact: () => ({ name: 'A', email: 'a@example.test', company: 'C', topic: 'sales', message: 'Hello there, please call.' }),
        'fe/monitor/error': () => ({ traceId: 't', pageUrl: 'https://x.test/', errorType: 'jsError', errorMessage: '{}' }),
      };
      const key = op.path.replace(/^\/(test\/)?api\//, '').replace(/\/$/, '');
      const sampled = op.schema ? sample(op.schema) : undefined;
      const body = known[key] ? await known[key]() : sampled;
      return { headers, ids, body, sampled };
    }

    /** `raw`: path segments already encoded (to send bytes that are not UTF-8). */
    const url = (op: Operation, ids: Record<string, string>, raw: Record<string, string> = {}) =>
      op.path.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? percentEncoded(ids[name] ?? 'x'));
    const send = (op: Operation, headers: Record<string, string>, target: string, body: unknown) =>
      app.inject({ method: op.method, url: target, headers, remoteAddress: uniqueIp(), ...(body === undefined ? {} : { payload: body as Json }) });

    let calls = 0;
    let fields = 0;
    const reached = new Set<string>();
    for (const op of ops) {
      const steps = op.pathParams.includes('step') ? [...STEP_ORDER] : [undefined];
      for (const step of steps) {
        const { headers, ids, body, sampled } = await setting(op, step);
        // The known body's text fields and every other text field the document's schema has (optional ones too):
        // a field the known body lacks is added to it alone, with the hostile text.
        const seen = new Set<string>();
        const leaves = [...stringLeaves(body), ...stringLeaves(sampled)].filter((at) => {
          const id = at.join('.');
          if (seen.has(id)) return false;
          seen.add(id);
          return true;
        });
        fields += leaves.length;
        for (const at of leaves) {
          reached.add(`${op.method} ${op.path.replace(/^\/test/, '')} ${at.join('.')}`);
          await fc.assert(
            fc.asyncProperty(nasty, async (text) => {
              const res = await send(op, headers, url(op, ids), withLeaf(body, at, text, sampled));
              calls++;
              expect(res.statusCode, `${op.method} ${op.path} ${at.join('.')}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            }),
            { numRuns: RUNS.text },
          );
        }
        for (const param of op.pathParams) {
          await fc.assert(
            fc.asyncProperty(pathSegment, async (segment) => {
              const res = await send(op, headers, url(op, ids, { [param]: segment }), body);
              calls++;
              expect(res.statusCode, `${op.method} ${op.path} {${param}}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            }),
            { numRuns: RUNS.path },
          );
        }
      }
    }
    // Every text field of every documented write route was reached, not only those of the known bodies.
    for (const op of ops) {
      for (const field of schemaTextFields(op.schema)) expect(reached, `${op.method} ${op.path} ${field}`).toContain(`${op.method} ${op.path.replace(/^\/test/, '')} ${field}`);
    }
    expect(leafAt({ a: [{ b: 'x' }] }, ['a', 0, 'b'])).toBe('x');
    expect(fields).toBeGreaterThan(100);
    expect(calls).toBeGreaterThan(100 * RUNS.text);
  }, 240_000);
});

describe('8. every read route\'s query, from the OpenAPI document', () => {
  it('answers random strings in each query parameter, and in each list filter\'s q, with a 4xx or a success', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const reads = Object.entries(doc.paths)
      .filter(([path, ops]) => path.startsWith('/test/api/') && !path.includes('{') && ops.get?.parameters?.some((p) => p.in === 'query'))
      .map(([path, ops]) => ({ path, params: ops.get!.parameters!.filter((p) => p.in === 'query').map((p) => p.name) }));
    expect(reads.length).toBeGreaterThanOrEqual(15);
    const m = await buildMerchant(db);
    const session = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    rememberSecret('test session token', session.testToken);
    const headers = { authorization: `Bearer ${session.testToken}`, 'x-account-id': m.account.id };
    let calls = 0;
    for (const { path, params } of reads) {
      for (const param of params) {
        const values = param === 'filter' ? fc.oneof(nasty, nasty.map((q) => JSON.stringify({ q }))) : nasty;
        await fc.assert(
          fc.asyncProperty(values, async (value) => {
            const res = await app.inject({ url: `${path}?${new URLSearchParams({ [param]: value })}`, headers, remoteAddress: uniqueIp() });
            calls++;
            expect(res.statusCode, `GET ${path} ${param}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          }),
          { numRuns: RUNS.query },
        );
      }
    }
    expect(calls).toBeGreaterThan(30 * RUNS.query);
  }, 120_000);
});

describe('database data exceptions', () => {
  it('answer 400 naming the column PostgreSQL gives, in camelCase, and without a field otherwise', async () => {
    const probe = Fastify();
    await probe.register(errorsPlugin);
    probe.get('/named', () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('null value in column'), { code: '23502', column: 'due_date' }) });
    });
    probe.get('/unnamed', () => {
      throw Object.assign(new Error('date/time field value out of range'), { code: '22008' });
    });
    const named = await probe.inject({ url: '/named' });
    expect(named.statusCode).toBe(400);
    expect(Object.keys(named.json().errors)).toEqual(['dueDate']);
    const unnamed = await probe.inject({ url: '/unnamed' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toBeUndefined();
    await probe.close();
  });

  it('name the field of a value too long or out of range, from the failed statement (issue 25, item 7)', async () => {
    const probe = Fastify();
    await probe.register(errorsPlugin);
    // A real statement on the test database (PGlite or PostgreSQL): an integer column given 2^40.
    probe.get('/range', async () => {
      await db.update(webhookDeliveries).set({ attempts: 2 ** 40 }).where(eq(webhookDeliveries.id, 'none'));
      return {};
    });
    // A value too long for a varchar column (none in this schema today), with the database's own message.
    probe.get('/long', () => {
      throw new DrizzleQueryError('insert into "things" ("id", "name", "note") values ($1, default, $2), ($3, $4, $5)', ['a', 'short', 'b', 'n'.repeat(300), 'ok'], Object.assign(new Error('value too long for type character varying(255)'), { code: '22001' }));
    });
    const range = await probe.inject({ url: '/range' });
    expect(range.statusCode, range.body).toBe(400);
    expect(Object.keys(range.json().errors)).toEqual(['attempts']);
    const long = await probe.inject({ url: '/long' });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['name']);
    await probe.close();
  });
});
