// Reconciliation routes (issue 28): a batch diffed against its payments, refunds and disputes (and its CSV), and a
// bank statement CSV uploaded for a period compared with the batches due to arrive in it. The statement is read from
// the upload store (server/lib/multipart-upload.ts), judged, parsed and removed: nothing of it is kept.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECONCILIATION_CSV } from '../../../domain/csv-headers';
import { reconciliationRecord, statementReconciliationRecord, statementUploadFields } from '../../../domain/settlements/reconciliation';
import { STATEMENT_MAX_BYTES } from '../../../domain/settlements/statement';
import { sendCsvExport } from '../../http/export-route';
import { idParams } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns, exportChunks, exportFileName, rowsSource, zonedTime } from '../../lib/csv-export';
import { AppError, NotFound } from '../../lib/errors';
import { withUpload } from '../../lib/multipart-upload';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { requestLang } from '../../lib/request-info';
import { uploadStore } from '../../lib/uploads';
import { findSettlement } from '../../repositories/settlements';
import { reconcileBatch, reconciliationFindings, reconcileStatement, type ReconciliationFinding } from '../../services/settlements/reconcile';
import { parseStatement } from '../../services/settlements/statement-csv';

const tags = ['settlements'];
const security = [{ bearer: [] }];
const exportQuery = z.object({ lang: z.string().max(10).optional() });
const fileInvalid = () => new AppError(400, 'statement_file_invalid', { file: 'statement_file_invalid' });

const findingColumns = csvColumns<ReconciliationFinding>()(RECONCILIATION_CSV.columns, {
  side: (r, f) => f.label(RECONCILIATION_CSV.statuses, r.finding),
  entryId: (r) => r.entryId,
  sourceId: (r) => r.sourceId,
  type: (r) => r.type,
  field: (r) => r.field,
  ledger: (r) => r.ledger,
  source: (r) => r.source,
});

export const reconciliationRoutes: FastifyPluginAsync = async (base) => {
  await base.register(multipart, { limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 6 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireAction('settlements', 'reconcile');
  const store = uploadStore(app.config.DATA_DIR);

  async function batchOf(request: Parameters<typeof signedIn>[0], id: string) {
    const scope = signedIn(request).scope;
    const batch = await findSettlement(app.db, scope, id);
    if (!batch) throw NotFound();
    return { scope, batch };
  }

  app.get(
    '/settlements/:id/reconciliation',
    { onRequest: guard, schema: { tags, security, summary: 'A batch diffed against its payments, refunds and disputes, field by field, with the rows on one side only', params: idParams, response: { 200: envelope(reconciliationRecord), 404: errorSchema } } },
    async (request) => {
      const { scope, batch } = await batchOf(request, request.params.id);
      return ok(await reconcileBatch(app.db, scope, batch));
    },
  );

  app.get(
    '/settlements/:id/reconciliation/export',
    { onRequest: guard, schema: { tags, security, summary: "The batch's differences and unmatched rows as CSV", params: idParams, querystring: exportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const { scope, batch } = await batchOf(request, request.params.id);
      const findings = reconciliationFindings(await reconcileBatch(app.db, scope, batch), batch.currency.trim());
      const now = new Date();
      // The export's head, quoting, formula guard and file name are the lists' (the batch id names the file).
      const req = { resource: `reconciliation_${batch.id}`, livemode: scope.livemode, tz: 'UTC', lang: requestLang(request, request.query.lang), now };
      const name = exportFileName(req.resource, req.livemode, req.tz, now, zonedTime(req.tz).format);
      return sendCsvExport(reply, name, findings.length, exportChunks(app.db, findingColumns, rowsSource(async () => findings), req, null));
    },
  );

  app.post(
    '/settlements/statements',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Upload a bank statement CSV (date, reference, amount, currency) for a period: which batches arrived, which are missing, which amounts differ',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(statementReconciliationRecord), 400: errorSchema },
      },
    },
    async (request) => {
      const scope = signedIn(request).scope;
      return withUpload(request, store, fileInvalid, async (upload) => {
        try {
          const fields = statementUploadFields.safeParse({ periodFrom: upload.fields.periodFrom, periodTo: upload.fields.periodTo });
          if (!fields.success) {
            const errors = Object.fromEntries(fields.error.issues.map((i) => [String(i.path[0] ?? 'periodTo'), i.message]));
            throw new AppError(400, 'statement_period_invalid', errors);
          }
          if (!upload.file || upload.file.size === 0) throw fileInvalid();
          // A CSV is text: a NUL byte in its first bytes means it is something else (a spreadsheet, an image).
          if (upload.file.head.includes(0)) throw fileInvalid();
          const text = await readFile(path.join(store.dir, upload.file.storedName), 'utf8');
          const { lines, issues } = parseStatement(text);
          if (issues.length) {
            const errors = Object.fromEntries(issues.map((i) => [i.line === 0 ? 'file' : i.field === 'row' ? `lines.${i.line}` : `lines.${i.line}.${i.field}`, i.message]));
            throw new AppError(400, issues[0].line === 0 ? issues[0].message : 'statement_invalid', errors);
          }
          return ok(await reconcileStatement(app.db, scope, fields.data.periodFrom, fields.data.periodTo, lines));
        } finally {
          if (upload.file) await store.remove(upload.file.storedName);
        }
      });
    },
  );
};
