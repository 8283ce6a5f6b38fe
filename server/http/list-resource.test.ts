// The list resource helper on a bare Fastify: the routes a description names, their guards, and the simple-rest
// protocol (parsed query, Content-Range, the record schema as the serializer), without a database.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFound } from '../lib/errors';
import { listResource, nestedList, registerListResource, statusCounts, type ResourceContext } from './list-resource';

interface Thing {
  id: string;
  status: 'open' | 'closed';
  secret?: string;
}

const THINGS: Thing[] = [
  { id: 'a', status: 'open', secret: 'never sent' },
  { id: 'b', status: 'closed' },
  { id: 'c', status: 'open' },
];

const guards: string[] = [];
const asked: unknown[] = [];

const thingResource = listResource({
  resource: 'things',
  record: z.object({ id: z.string(), status: z.string() }),
  query: { filter: z.strictObject({ status: z.enum(['open', 'closed']).optional() }), sortFields: ['createdAt', 'status'], defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List things',
    page: async (ctx: ResourceContext, q) => {
      asked.push({ scope: ctx.scope, ...q });
      const matching = THINGS.filter((t) => !q.filter.status || t.status === q.filter.status);
      return { records: matching.slice(q.offset, q.offset + q.limit), total: matching.length };
    },
  },
  counts: {
    summary: 'Things per status',
    record: z.object({ all: z.number(), open: z.number(), closed: z.number() }),
    count: async () => statusCounts(['open', 'closed'] as const, [{ status: 'open', n: 2 }, { status: 'closed', n: 1 }]),
  },
  detail: {
    summary: 'A thing',
    find: async (_ctx, id) => {
      const found = THINGS.find((t) => t.id === id);
      if (!found) throw NotFound();
      return found;
    },
  },
  nested: [
    nestedList({
      path: 'parts',
      resource: 'parts',
      summary: 'Parts of a thing',
      record: z.object({ id: z.string() }),
      query: { filter: z.strictObject({}), sortFields: ['createdAt'], defaultSort: ['createdAt', 'DESC'] },
      parent: async (_ctx, id) => {
        if (!THINGS.some((t) => t.id === id)) throw NotFound();
      },
      page: async (_ctx, id) => ({ records: [{ id: `${id}-1` }], total: 1 }),
    }),
  ],
});

const shortResource = listResource({
  resource: 'shorts',
  permission: 'things',
  record: z.object({ id: z.string() }),
  list: { summary: 'Every short', page: async () => ({ records: [{ id: 'x' }, { id: 'y' }], total: 2 }) },
});

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // sendList answers through reply.compress, as the app registers it.
  await app.register(compress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', {} as FastifyInstance['db']);
  app.decorateRequest('auth', null);
  app.decorate('requireAction', (resource: string, action: string) => {
    guards.push(`${resource}.${action}`);
    return async (request: FastifyRequest) => {
      request.auth = { scope: { accountId: 'acc', livemode: false } } as FastifyRequest['auth'];
    };
  });
  registerListResource(app, thingResource);
  registerListResource(app, shortResource);
  await app.ready();
});
afterAll(() => app.close());

describe('registerListResource', () => {
  it('guards the list and counts by list, the detail and nested lists by show, on the named permission', () => {
    expect(guards).toEqual(['things.list', 'things.show', 'things.list']);
  });

  it('answers a page with its Content-Range, the query parsed, fields outside the record never sent', async () => {
    const res = await app.inject({ url: '/things', query: { filter: '{"status":"open"}', range: '[1,1]', sort: '["status","ASC"]' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('things 1-1/2');
    expect(res.json()).toEqual([{ id: 'c', status: 'open' }]);
    expect(asked.at(-1)).toMatchObject({ scope: { accountId: 'acc', livemode: false }, filter: { status: 'open' }, sort: { field: 'status', order: 'ASC' }, offset: 1, limit: 1 });
    const first = await app.inject('/things');
    expect(first.json()[0]).toEqual({ id: 'a', status: 'open' });
  });

  it('refuses a filter field the resource does not name, and a sort it does not allow', async () => {
    expect((await app.inject({ url: '/things', query: { filter: '{"colour":"red"}' } })).statusCode).toBe(400);
    expect((await app.inject({ url: '/things', query: { sort: '["secret","ASC"]' } })).statusCode).toBe(400);
    expect((await app.inject({ url: '/things/counts', query: { filter: '{"colour":"red"}' } })).statusCode).toBe(400);
  });

  it('answers the counts in the envelope, the detail, and 404 for an unknown id', async () => {
    expect((await app.inject('/things/counts')).json()).toEqual({ code: 200, data: { all: 3, open: 2, closed: 1 }, message: 'success' });
    expect((await app.inject('/things/b')).json()).toEqual({ id: 'b', status: 'closed' });
    expect((await app.inject('/things/zz')).statusCode).toBe(404);
  });

  it("answers a nested list, the parent's 404 before a malformed query's 400", async () => {
    const res = await app.inject({ url: '/things/a/parts', query: { range: '[0,9]' } });
    expect(res.headers['content-range']).toBe('parts 0-0/1');
    expect((await app.inject({ url: '/things/zz/parts', query: { range: 'nonsense' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/things/a/parts', query: { range: 'nonsense' } })).statusCode).toBe(400);
  });

  it('answers a list without a query whole', async () => {
    const res = await app.inject('/shorts');
    expect(res.headers['content-range']).toBe('shorts 0-1/2');
    expect(res.json()).toEqual([{ id: 'x' }, { id: 'y' }]);
  });
});
