// The CSV export route of a list: `GET {base}/<resource>/export?filter=...&tz=...&lang=...`, behind the list's
// export permission, streaming what server/lib/csv-export.ts writes (by COPY where the list's columns say how).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMessage } from '../../domain/payment-messages';
import type { DbOrTx } from '../db/client';
import type { CopyRows } from '../lib/csv-copy';
import { coalesced, exportChunks, exportFileName, isValidTimeZone, zonedTime, type CsvColumn, type CsvSource, type ExportRequest } from '../lib/csv-export';
import { AppError } from '../lib/errors';
import { requestLang } from '../lib/request-info';
import type { Scope } from '../repositories/scope';
import { signedIn } from './signed-in';
import { effectiveZone } from '../../domain/settings/profile';
import { EXPOSED_HEADERS, parseFilter } from './simple-rest';

const exportQuerystring = z.object({
  filter: z.string().max(8000).optional(),
  tz: z.string().max(64).optional(),
  lang: z.string().max(10).optional(),
});

export interface ExportRoute<F extends z.ZodType, R> {
  resource: string;
  /** The action of domain/action-permissions.ts the export needs. */
  guard: { resource: string; action: string };
  filter: F;
  /** Spec section 9: UTC for most lists, UTC+8 (Asia/Shanghai) for payments. */
  defaultTimezone: string;
  columns: CsvColumn<R>[];
  source(db: DbOrTx, scope: Scope, filter: z.output<F>, ids: string[] | undefined): CsvSource<R>;
  /**
   * Optional, with `sql` on every column: the table and filter of the same rows as `source` (read in the same keyset
   * order), so the database exports them by COPY. Zones the database does not know by name keep `source`.
   */
  copyRows?(db: DbOrTx, scope: Scope, filter: z.output<F>, ids: string[] | undefined): CopyRows;
}

/**
 * Sends a CSV export: its file name (exportFileName), its total and its chunks (exportChunks), written in large
 * pieces; every CSV the API streams goes through here, so their headers are the same.
 */
export function sendCsvExport(reply: FastifyReply, name: string, total: number, chunks: AsyncIterable<string | Buffer>) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .header('x-total-count', String(total))
    .header('access-control-expose-headers', EXPOSED_HEADERS);
  return reply.send(Readable.from(coalesced(chunks)));
}

/** Registers `GET /<resource>/export` on a base. */
export function registerExport<F extends z.ZodType, R>(base: FastifyInstance, spec: ExportRoute<F, R>) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    `/${spec.resource}/export`,
    {
      onRequest: app.requireAction(spec.guard.resource, spec.guard.action),
      // Streamed as PostgreSQL writes it: compressing on the fly would cost rows per second (bench/REPORT.md).
      compress: false,
      schema: {
        tags: [spec.resource],
        security: [{ bearer: [] }],
        summary: `Export the ${spec.resource} matching a filter as CSV (streamed)`,
        querystring: exportQuerystring,
      },
    },
    async (request, reply) => {
      const { filter, ids } = parseFilter(spec.filter, request.query.filter);
      // The caller's explicit zone, else the zone the user chose in /settings, else the list's own (one rule: effectiveZone).
      const tz = request.query.tz ?? effectiveZone(signedIn(request).timezone, spec.defaultTimezone);
      if (!isValidTimeZone(tz)) throw new AppError(400, paymentMessage('timezone_invalid'), { tz: paymentMessage('timezone_invalid') });
      const lang = requestLang(request, request.query.lang);
      const source = spec.source(app.db, signedIn(request).scope, filter, ids);
      const now = new Date();
      const livemode = signedIn(request).scope.livemode;
      const name = exportFileName(spec.resource, livemode, tz, now, zonedTime(tz).format);
      const total = await source.count();
      const req: ExportRequest = { resource: spec.resource, livemode, tz, lang, now };
      const rows = spec.copyRows && spec.columns.every((c) => c.sql) ? spec.copyRows(app.db, signedIn(request).scope, filter, ids) : null;
      return sendCsvExport(reply, name, total, exportChunks(app.db, spec.columns, source, req, rows));
    },
  );
}
