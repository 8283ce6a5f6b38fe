// The routes of files attached to something (onboarding documents, invoice attachments, dispute evidence), from one
// description: POST multipart (`kind` and the area's fields, one `file`) streamed to the upload store and judged by
// its content in the area's service, GET streaming the file back with its sniffed type, DELETE. Multipart is parsed
// only in the plugin that registers them, with the area's size limit: a file of exactly the limit is read whole and
// refused by the service, anything longer stops being read here. A file the service refuses is removed again.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUpload, type ReceivedUpload } from '../lib/multipart-upload';
import { envelope, errorSchema, ok } from '../lib/reply';
import { contentDisposition, uploadStore, type UploadStore } from '../lib/uploads';
import type { AuthContext } from '../plugins/auth';
import { signedIn } from './signed-in';

/** What a download needs of a stored file's record. */
export interface StoredAttachment {
  contentType: string;
  fileName: string;
  storedName: string;
}

type Params = Record<string, string>;

/** The caller, the route's path parameters, and the store the files live in. */
export interface AttachmentContext {
  app: FastifyInstance;
  request: FastifyRequest;
  auth: AuthContext;
  params: Params;
  store: UploadStore;
}

type Guard = readonly [resource: string, action: string];

export interface AttachmentRoutes {
  tags: string[];
  /** The longest file read (the area's limit). */
  maxBytes: number;
  /** The path files are posted to, e.g. `/invoices/:id/attachments`; one file is `<collection>/:<itemParam>`. */
  collection: string;
  itemParam: string;
  upload: {
    guard: Guard;
    summary: string;
    /** 201 for a created file (200 where the area always answered so). */
    status: 200 | 201;
    record: z.ZodType;
    refusals: Record<number, z.ZodType>;
    /** The error for a file cut off at the limit. */
    tooLarge: () => Error;
    save(ctx: AttachmentContext, upload: ReceivedUpload): Promise<unknown>;
  };
  download: {
    guard: Guard;
    summary: string;
    /** Lets the SPA read the file name of the download (Access-Control-Expose-Headers). */
    exposeFileName: boolean;
    find(ctx: AttachmentContext): Promise<StoredAttachment>;
  };
  remove: {
    guard: Guard;
    summary: string;
    refusals: Record<number, z.ZodType>;
    remove(ctx: AttachmentContext): Promise<void>;
  };
}

/** What a record's files (invoice attachments, dispute evidence) are in its area's service, given its context `C`. */
export interface RecordFileService<C> {
  /** Judges and keeps a file posted as `kind` and `file`; answers its record. */
  add(c: C, parentId: string, upload: { kind: string | undefined; file: ReceivedUpload['file'] }): Promise<unknown>;
  find(c: C, parentId: string, id: string): Promise<StoredAttachment>;
  remove(c: C, store: UploadStore, parentId: string, id: string): Promise<void>;
}

/** Files under a record of a resource: `/<resource>/:id/<path>` and `/<resource>/:id/<path>/:<itemParam>`. */
export interface RecordFiles<C> {
  resource: string;
  path: string;
  itemParam: string;
  tags: string[];
  maxBytes: number;
  /** The actions of domain/action-permissions.ts: `write` to add and remove, `read` to download. */
  actions: { write: string; read: string };
  record: z.ZodType;
  tooLarge: () => Error;
  /** The service's context of a request (scope, clock). */
  context(ctx: AttachmentContext): C;
  service: RecordFileService<C>;
  summaries: { upload: string; download: string; remove: string };
}

/** The routes of a record's files: 201 with the new file's record, 404 for a record not the caller's, 409 for one in a state that takes no files. */
export function recordFiles<C>(spec: RecordFiles<C>): AttachmentRoutes {
  const { service, actions, summaries } = spec;
  const c = (ctx: AttachmentContext) => spec.context(ctx);
  const ids = (ctx: AttachmentContext) => [ctx.params.id!, ctx.params[spec.itemParam]!] as const;
  return {
    tags: spec.tags,
    maxBytes: spec.maxBytes,
    collection: `/${spec.resource}/:id/${spec.path}`,
    itemParam: spec.itemParam,
    upload: {
      guard: [spec.resource, actions.write],
      summary: summaries.upload,
      status: 201,
      record: spec.record,
      refusals: { 400: errorSchema, 404: errorSchema, 409: errorSchema },
      tooLarge: spec.tooLarge,
      save: (ctx, { fields, file }) => service.add(c(ctx), ctx.params.id!, { kind: fields.kind, file }),
    },
    download: { guard: [spec.resource, actions.read], summary: summaries.download, exposeFileName: true, find: (ctx) => service.find(c(ctx), ...ids(ctx)) },
    remove: {
      guard: [spec.resource, actions.write],
      summary: summaries.remove,
      refusals: { 404: errorSchema, 409: errorSchema },
      remove: (ctx) => service.remove(c(ctx), ctx.store, ...ids(ctx)),
    },
  };
}

/** The path parameters of a route path (`:id` and the like), as 1 to 64 characters each; none: undefined. */
function paramsOf(path: string) {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  return names.length === 0 ? undefined : z.object(Object.fromEntries(names.map((n) => [n, z.string().min(1).max(64)])));
}

const security = [{ bearer: [] }];
const removedRecord = z.object({ id: z.string(), deleted: z.literal(true) });

/** Registers multipart (with the limit) and the upload, download and delete routes on a plugin of their own. */
export async function registerAttachments(base: FastifyInstance, spec: AttachmentRoutes): Promise<void> {
  await base.register(multipart, { limits: { fileSize: spec.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);
  const tags = spec.tags;
  const item = `${spec.collection}/:${spec.itemParam}`;
  const contextOf = (request: FastifyRequest): AttachmentContext => ({ app, request, auth: signedIn(request), params: request.params as Params, store });
  const guard = ([resource, action]: Guard) => app.requireAction(resource, action);

  const { upload, download, remove } = spec;
  app.post(
    spec.collection,
    {
      onRequest: guard(upload.guard),
      schema: {
        tags,
        security,
        summary: upload.summary,
        consumes: ['multipart/form-data'],
        ...(paramsOf(spec.collection) ? { params: paramsOf(spec.collection) } : {}),
        response: { [upload.status]: envelope(upload.record), ...upload.refusals },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const saved = await withUpload(request, store, upload.tooLarge, (received) => upload.save(ctx, received));
      return reply.code(upload.status).send(ok(saved));
    },
  );

  app.get(
    item,
    { onRequest: guard(download.guard), schema: { tags, security, summary: download.summary, params: paramsOf(item) } },
    async (request, reply) => {
      const file = await download.find(contextOf(request));
      reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (download.exposeFileName) reply.header('access-control-expose-headers', 'Content-Disposition');
      return reply.send(store.open(file.storedName));
    },
  );

  app.delete(
    item,
    {
      onRequest: guard(remove.guard),
      schema: { tags, security, summary: remove.summary, params: paramsOf(item), response: { 200: envelope(removedRecord), ...remove.refusals } },
    },
    async (request) => {
      const ctx = contextOf(request);
      await remove.remove(ctx);
      return ok({ id: ctx.params[spec.itemParam]!, deleted: true as const });
    },
  );
}

/** A plugin of a record's files alone (multipart is parsed in it only). */
export const recordFilesPlugin = <C>(spec: RecordFiles<C>): FastifyPluginAsync => (app) => registerAttachments(app, recordFiles(spec));
