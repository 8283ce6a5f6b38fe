// One description per simple-rest list resource, registered as its routes: the list (filters, sort, range, the
// total in Content-Range), the status counts for the tabs, the detail, the lists under one record and the CSV
// export, each behind its action of domain/action-permissions.ts (list, show, export) and with its OpenAPI schemas;
// and, for the dashboard's "not found here" page, whether a record of that id is in the other mode of the account.
// A new list resource describes what it reads; the protocol, the guards and the schemas are written here once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { ListQuery } from '../lib/paging';
import { AppError, Forbidden } from '../lib/errors';
import { envelope, ok } from '../lib/reply';
import type { Scope } from '../repositories/scope';
import { registerExport, type ExportRoute } from './export-route';
import { signedIn } from './signed-in';
import { listQuerystring, parseFilter, parseListQuery, sendList, type ListSpec } from './simple-rest';

/** What a resource's reader gets: the database, the caller's scope, and the request (its origin, its language). */
export interface ResourceContext {
  app: FastifyInstance;
  request: FastifyRequest;
  db: Db;
  scope: Scope;
}

/** A page of records and the list's total (`estimated` when the total is a sample's, server/repositories/list-total.ts). */
export interface Page<Rec> {
  records: Rec[];
  total: number;
  estimated?: boolean;
}

/** How the list is asked: its filter schema (strict: its keys are the allowed fields), sort fields and default. */
export type ListQuerySpec<F extends z.ZodType, S extends string> = Omit<ListSpec<F, S>, 'resource'>;

/** A list under one record of the resource (`GET /<resource>/:id/<path>`), guarded by the resource's `show`. */
export interface NestedList<F extends z.ZodType, S extends string> {
  path: string;
  /** The name in Content-Range (the kind of records listed). */
  resource: string;
  summary: string;
  query: ListQuerySpec<F, S>;
  record: z.ZodType;
  /** Runs before the query is read: the parent's 404 comes before a malformed query's 400. */
  parent?(ctx: ResourceContext, id: string): Promise<unknown>;
  page(ctx: ResourceContext, id: string, q: ListQuery<z.output<F>, S>): Promise<Page<unknown>>;
}

export interface ListResource<F extends z.ZodType, S extends string, R = unknown> {
  /** The URL segment and the name in Content-Range. */
  resource: string;
  /** The resource of domain/action-permissions.ts whose list, show and export actions guard the routes (default: resource). */
  permission?: string;
  /** OpenAPI tags (default: the resource). */
  tags?: string[];
  /** One record of the list (the response schema: fields not listed are never sent). */
  record: z.ZodType;
  /** Without a query the list takes no parameters and answers every record (a short list, such as webhook endpoints). */
  query?: ListQuerySpec<F, S>;
  list: { summary: string; page(ctx: ResourceContext, q: ListQuery<z.output<F>, S>): Promise<Page<unknown>> };
  /** `GET /<resource>/counts?filter=`: the records per status for the tabs (the filter without its status). */
  counts?: { summary: string; record: z.ZodType; count(ctx: ResourceContext, filter: z.output<F>): Promise<unknown> };
  /**
   * `GET /<resource>/:id`: one record (404 when it is not the caller's). `find` reads the scope from its context
   * (never from the request): `GET /<resource>/:id/other-mode` runs it in the other mode of the caller's account.
   */
  detail?: { summary: string; record?: z.ZodType; refusals?: Record<number, z.ZodType>; find(ctx: ResourceContext, id: string): Promise<unknown> };
  /** `GET /<resource>/:id/<path>` lists. */
  nested?: NestedList<z.ZodType, string>[];
  /** `GET /<resource>/export`: the list's filter as CSV (server/http/export-route.ts). */
  export?: ResourceExport<F, R>;
}

/** A resource's CSV export: its columns (domain/csv-headers.ts) and where its rows come from. */
export type ResourceExport<F extends z.ZodType, R> = Omit<ExportRoute<F, R>, 'resource' | 'guard' | 'filter'>;

export const idParams = z.object({ id: z.string().min(1).max(64) });
/** The answer of `GET /<resource>/:id/other-mode`. */
export const otherModeRecord = z.object({ found: z.boolean() });
const security = [{ bearer: [] }];

/** Statuses counted into `{ all, <status>: n, ... }` (a status with no row counts 0). */
export function statusCounts<St extends string>(statuses: readonly St[], rows: { status: string; n: number }[]): { all: number } & Record<St, number> {
  const counts = Object.fromEntries(statuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<St, number>;
  return { all: rows.reduce((sum, r) => sum + r.n, 0), ...counts };
}

/** The ListSpec of a resource's list, for parseListQuery (and for callers outside the routes, such as benchmarks). */
export function listSpecOf<F extends z.ZodType, S extends string>(resource: ListResource<F, S, never> | ListResource<F, S>): ListSpec<F, S> {
  if (!resource.query) throw new Error(`${resource.resource} takes no list query`);
  return { resource: resource.resource, ...resource.query };
}

/** Describes a list under one record (typed like listResource); `nested: [nestedList({...})]`. */
export function nestedList<F extends z.ZodType, S extends string>(spec: NestedList<F, S>): NestedList<z.ZodType, string> {
  return spec as unknown as NestedList<z.ZodType, string>;
}

/** Describes a list resource (typed: the export's rows, the filter's and sort's types are inferred). */
export function listResource<F extends z.ZodType, S extends string, R>(spec: ListResource<F, S, R>): ListResource<F, S, R> {
  return spec;
}

/** Registers the routes a description names, on one API base. */
export function registerListResource<F extends z.ZodType, S extends string, R>(base: FastifyInstance, spec: ListResource<F, S, R>): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const permission = spec.permission ?? spec.resource;
  const tags = spec.tags ?? [spec.resource];
  const path = `/${spec.resource}`;
  const contextOf = (request: FastifyRequest): ResourceContext => ({ app, request, db: app.db, scope: signedIn(request).scope });
  const listGuard = app.requireAction(permission, 'list');

  if (spec.export) {
    registerExport(app, { ...spec.export, resource: spec.resource, guard: { resource: permission, action: 'export' }, filter: spec.query!.filter });
  }

  const query = spec.query;
  if (query) {
    const listSpec = listSpecOf(spec);
    app.get(
      path,
      { onRequest: listGuard, schema: { tags, security, summary: spec.list.summary, querystring: listQuerystring, response: { 200: z.array(spec.record) } } },
      async (request, reply) => {
        const q = parseListQuery(listSpec, request.query);
        const page = await spec.list.page(contextOf(request), q);
        return sendList(reply, spec.resource, page.records, q.offset, page.total, page.estimated);
      },
    );
  } else {
    const everything = parseListQuery({ resource: spec.resource, filter: z.strictObject({}), sortFields: [], defaultSort: ['' as S, 'ASC'] }, {});
    app.get(
      path,
      { onRequest: listGuard, schema: { tags, security, summary: spec.list.summary, response: { 200: z.array(spec.record) } } },
      async (request, reply) => {
        const page = await spec.list.page(contextOf(request), everything as ListQuery<z.output<F>, S>);
        return sendList(reply, spec.resource, page.records, 0, page.total, page.estimated);
      },
    );
  }

  const counts = spec.counts;
  if (counts && query) {
    app.get(
      `${path}/counts`,
      {
        onRequest: listGuard,
        schema: { tags, security, summary: counts.summary, querystring: listQuerystring.pick({ filter: true }), response: { 200: envelope(counts.record) } },
      },
      async (request) => {
        const { filter } = parseFilter(query.filter, request.query.filter);
        return ok(await counts.count(contextOf(request), filter));
      },
    );
  }

  const show = spec.detail || spec.nested?.length ? app.requireAction(permission, 'show') : undefined;
  const detail = spec.detail;
  if (detail) {
    app.get(
      `${path}/:id`,
      { onRequest: show, schema: { tags, security, summary: detail.summary, params: idParams, response: { 200: detail.record ?? spec.record, ...detail.refusals } } },
      async (request) => detail.find(contextOf(request), request.params.id),
    );
  }

  if (detail) {
    // A person's dashboard only (a key works in its own mode): whether the id is a record of the other mode of the
    // caller's own account, with the same rule as the detail (its scope), so another account's id answers false.
    app.get(
      `${path}/:id/other-mode`,
      { onRequest: show, schema: { hide: true, params: idParams, response: { 200: envelope(otherModeRecord) } } },
      async (request) => {
        const auth = signedIn(request);
        if (auth.apiKey) throw Forbidden();
        const other = { ...contextOf(request), scope: { accountId: auth.scope.accountId, livemode: !auth.scope.livemode } };
        try {
          await detail.find(other, request.params.id);
          return ok({ found: true });
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 404) return ok({ found: false });
          throw error;
        }
      },
    );
  }

  for (const nested of spec.nested ?? []) {
    const nestedSpec: ListSpec<z.ZodType, string> = { resource: nested.resource, ...nested.query };
    app.get(
      `${path}/:id/${nested.path}`,
      { onRequest: show, schema: { tags, security, summary: nested.summary, params: idParams, querystring: listQuerystring, response: { 200: z.array(nested.record) } } },
      async (request, reply) => {
        const ctx = contextOf(request);
        await nested.parent?.(ctx, request.params.id);
        const q = parseListQuery(nestedSpec, request.query);
        const page = await nested.page(ctx, request.params.id, q);
        return sendList(reply, nested.resource, page.records, q.offset, page.total, page.estimated);
      },
    );
  }
}
