// The routes of files attached to something (onboarding documents, invoice attachments, dispute evidence), from one
// description: POST multipart (`kind` and the area's fields, one `file`) streamed to the upload store and judged by
// its content in the area's service, GET streaming the file back with its sniffed type, DELETE. Multipart is parsed
// only in the plugin that registers them, with the area's size limit: a file of exactly the limit is read whole and
// refused by the service, anything longer stops being read here. A file the service refuses is removed again.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUpload, type ReceivedUpload } from '../lib/multipart-upload';
import { envelope, ok } from '../lib/reply';
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
