// A PDF of one record (an invoice, a dispute's evidence packet): `GET /<resource>/:id/<path>?lang=`, behind an action
// of domain/action-permissions.ts, answered as a private, unstored download whose name the SPA may read. The area
// renders; the route, its OpenAPI schema and the answer's headers are written here once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../domain/messages';
import { requestLang } from '../lib/request-info';
import { contentDisposition } from '../lib/uploads';
import { idParams } from './list-resource';

export interface RecordPdf {
  resource: string;
  path: string;
  action: string;
  tags: string[];
  summary: string;
  /** `inline` opens it in the browser's viewer; the default downloads it. */
  disposition?: 'inline' | 'attachment';
  /** The record's PDF in the language asked (the `lang` query, else the request's) and the file's name. */
  render(request: FastifyRequest, id: string, lang: Lang): Promise<{ pdf: Buffer; fileName: string }>;
}

const security = [{ bearer: [] }];

export function registerRecordPdf(base: FastifyInstance, spec: RecordPdf): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/${spec.resource}/:id/${spec.path}`,
    {
      onRequest: app.requireAction(spec.resource, spec.action),
      schema: {
        tags: spec.tags,
        security,
        summary: spec.summary,
        params: idParams,
        querystring: z.object({ lang: z.string().max(10).optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await spec.render(request, request.params.id, requestLang(request, request.query.lang));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName, spec.disposition))
        .header('cache-control', 'private, no-store')
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(pdf);
    },
  );
}
