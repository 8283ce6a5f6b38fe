// Reports (issue 28): the simple-rest list with status counts, one report (its progress), the create (queued to the
// job queue in its transaction, under an Idempotency-Key) and the download of a ready file until it expires.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCountsRecord, reportCreateSchema, reportFilterSchema, reportRecord } from '../../../domain/reports/records';
import { objectId } from '../../../domain/random-id';
import { REPORT_STATUSES } from '../../../domain/settlements/status';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { AppError, NotFound } from '../../lib/errors';
import { REPORT_GENERATE } from '../../lib/queues';
import { errorSchema } from '../../lib/reply';
import { langFromAcceptLanguage } from '../../../domain/messages';
import { contentDisposition, uploadStore } from '../../lib/uploads';
import { countReports, countReportsByStatus, findReport, insertReport, listReports, reportBatch, REPORT_SORT_FIELDS, type ReportExportRow } from '../../repositories/reports';
import { csvColumns } from '../../lib/csv-export';
import { REPORT_KIND_LABELS, REPORTS_CSV } from '../../../domain/csv-headers';
import { reportRecordOf } from '../../services/reports/records';

const tags = ['reports'];
const security = [{ bearer: [] }];
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const reportResource = listResource({
  resource: 'reports',
  record: reportRecord,
  query: { filter: reportFilterSchema, sortFields: REPORT_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List reports with their status and progress (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listReports(db, scope, q);
      return { records: rows.map(reportRecordOf), total };
    },
  },
  counts: {
    summary: 'Reports per status for the status tabs (the filter without its status)',
    record: reportCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(REPORT_STATUSES, await countReportsByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A report: its status, progress and file',
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const row = await findReport(db, scope, id);
      if (!row) throw NotFound();
      return reportRecordOf(row);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<ReportExportRow>()(REPORTS_CSV.columns, {
      reportId: (r) => r.id,
      kind: (r, f) => f.label(REPORT_KIND_LABELS, r.kind),
      periodFrom: (r) => r.periodFrom,
      periodTo: (r) => r.periodTo,
      timezone: (r) => r.timezone,
      currency: (r) => r.currency,
      format: (r) => r.format.toUpperCase(),
      status: (r, f) => f.label(REPORTS_CSV.statuses, r.status),
      rows: (r) => (r.rowsTotal === null ? null : String(r.status === 'succeeded' ? r.rowsTotal : r.rowsDone)),
      requested: (r, f) => f.time(r.createdAt),
      completed: (r, f) => f.time(r.completedAt),
      keptUntil: (r, f) => (r.status === 'expired' ? null : f.time(r.expiresAt)),
      fileName: (r) => r.fileName,
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countReports(db, scope, filter, ids),
      batch: (after, limit) => reportBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const reportRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, reportResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);

  app.post(
    '/reports',
    {
      onRequest: app.requireAction('reports', 'create'),
      schema: {
        tags,
        security,
        summary: 'Generate a report (balance summary, balance change, itemized activity or settlement) for a period and zone, as CSV or XLSX',
        headers: idempotencyHeaders,
        body: reportCreateSchema,
        response: { 201: reportRecord, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      idempotentCall(app, request, reply, { statusCode: 201, schema: reportRecord }, async (tx) => {
        const auth = signedIn(request);
        const body = request.body;
        const row = await insertReport(tx, auth.scope, {
          id: objectId('rpt'),
          userId: auth.apiKey ? null : auth.userId,
          kind: body.kind,
          format: body.format,
          periodFrom: body.periodFrom,
          periodTo: body.periodTo,
          timezone: body.timezone,
          currency: body.currency ?? null,
          status: 'pending',
        });
        const lang = langFromAcceptLanguage(request.headers['accept-language']);
        await app.jobs.send(REPORT_GENERATE, { ...auth.scope, reportId: row.id, lang }, { tx, singletonKey: row.id });
        return reportRecordOf(row);
      }),
  );

  app.get(
    '/reports/:id/download',
    {
      onRequest: app.requireAction('reports', 'download'),
      schema: { tags, security, summary: 'The report file (CSV or XLSX) while it is kept (7 days)', params: idParams, produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx] },
    },
    async (request, reply) => {
      const row = await findReport(app.db, signedIn(request).scope, request.params.id);
      if (!row) throw NotFound();
      if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw new AppError(410, 'report_expired');
      if (row.status !== 'succeeded' || !row.storedName) throw new AppError(409, 'report_not_ready');
      return reply
        .type(CONTENT_TYPES[row.format])
        .header('content-disposition', contentDisposition(row.fileName ?? `${row.id}.${row.format}`))
        .header('cache-control', 'private, no-store')
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(store.open(row.storedName));
    },
  );
};
