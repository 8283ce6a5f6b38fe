// Disputes under a base (issue 16): the simple-rest list with status counts and the streamed CSV export, the
// detail, the evidence draft (react-admin's update), submit and accept, evidence files and the packet PDF.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { EVIDENCE_FILE_MAX_BYTES } from '../../../domain/disputes/evidence';
import {
  disputeCountsRecord, disputeDetailRecord, disputeEvidenceSchema, disputeFilterSchema, disputeRecord, disputeUpdateSchema, evidenceFileRecord, openDisputeSchema, DISPUTE_COUNT_GROUPS,
} from '../../../domain/disputes/records';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../domain/disputes/status';
import { registerExport } from '../../http/export-route';
import { type CsvColumn } from '../../lib/csv-export';
import { Forbidden, NotFound } from '../../lib/errors';
import { withUpload } from '../../lib/multipart-upload';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { requestLang } from '../../lib/request-info';
import { listQuerystring, parseFilter, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import { contentDisposition, uploadStore } from '../../lib/uploads';
import { accountProfile } from '../../repositories/invoices';
import {
  countDisputes, countDisputesByStatus, disputeBatch, DISPUTE_SORT_FIELDS, filesOfDispute, findDispute, listDisputes, type DisputeExportRow, type DisputeSortField,
} from '../../repositories/disputes';
import { findPayment } from '../../repositories/payments';
import { addEvidenceFile, EvidenceFileTooLarge, getEvidenceFile, removeEvidenceFile } from '../../services/disputes/files';
import { acceptDispute, openDispute, saveEvidenceDraft, submitEvidence } from '../../services/disputes/moves';
import { renderDisputePacket } from '../../services/disputes/packet';
import { disputeDetailOf, disputeRecordOf, evidenceFileRecordOf } from '../../services/disputes/records';
import { disputeSimulation } from '../../services/disputes/schedule';
import { signedIn } from '../../http/signed-in';

const tags = ['disputes'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });
const fileParams = z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });

export const DISPUTE_LIST: ListSpec<typeof disputeFilterSchema, DisputeSortField> = {
  resource: 'disputes',
  filter: disputeFilterSchema,
  sortFields: DISPUTE_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

const columns: CsvColumn<DisputeExportRow>[] = [
  { en: 'Dispute ID', zh: '争议号', value: (r) => r.id },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt) },
  { en: 'Status', zh: '状态', value: (r) => r.status },
  { en: 'Reason', zh: '原因', value: (r) => r.reason },
  { en: 'Kind', zh: '类型', value: (r) => r.kind },
  { en: 'Currency', zh: '币种', value: (r) => r.currency },
  { en: 'Amount', zh: '金额', value: (r) => fromMinorUnits(r.amount, r.currency) },
  { en: 'Dispute fee', zh: '争议费', value: (r) => fromMinorUnits(r.fee, r.currency) },
  { en: 'Respond by', zh: '答复截止', value: (r, f) => f.time(r.dueBy) },
  { en: 'Submitted', zh: '提交时间', value: (r, f) => (r.submittedAt ? f.time(r.submittedAt) : '') },
  { en: 'Closed', zh: '结束时间', value: (r, f) => (r.closedAt ? f.time(r.closedAt) : '') },
  { en: 'Payment ID', zh: '支付号', value: (r) => r.paymentId },
  { en: 'Customer name', zh: '客户名称', value: (r) => r.customerName },
];

async function detail(app: FastifyInstance, request: FastifyRequest, id: string) {
  const scope = signedIn(request).scope;
  const dispute = await findDispute(app.db, scope, id);
  if (!dispute) throw NotFound();
  const payment = await findPayment(app.db, scope, dispute.paymentId);
  if (!payment) throw NotFound();
  return disputeDetailOf(app.db, scope, dispute, payment, await filesOfDispute(app.db, scope, id));
}

export const disputeRoutes: FastifyPluginAsync = async (base) => {
  // A file of exactly the limit is read whole and refused by the service; anything longer stops being read here.
  await base.register(multipart, { limits: { fileSize: EVIDENCE_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);
  const simulation = disputeSimulation(app.jobs, app.config.DISPUTE_SIMULATION_DELAY_SECONDS);
  const onRequest = app.requireAction('disputes', 'list');
  const show = app.requireAction('disputes', 'show');
  const respond = app.requireAction('disputes', 'edit');
  const evidence = app.requireAction('disputes', 'evidence');

  registerExport(app, {
    resource: 'disputes',
    guard: { resource: 'disputes', action: 'export' },
    title: { en: 'Disputes', zh: '争议' },
    filter: disputeFilterSchema,
    defaultTimezone: 'UTC',
    columns,
    source: (db, scope, filter, ids) => {
      const now = new Date();
      return {
        count: () => countDisputes(db, scope, filter, now, ids),
        batch: (after, limit) => disputeBatch(db, scope, filter, now, ids, after, limit),
      };
    },
  });

  app.get(
    '/disputes',
    { onRequest, schema: { tags, security, summary: 'List disputes (simple-rest)', querystring: listQuerystring, response: { 200: z.array(disputeRecord) } } },
    async (request, reply) => {
      const q = parseListQuery(DISPUTE_LIST, request.query);
      const { rows, total } = await listDisputes(app.db, signedIn(request).scope, q, new Date());
      return sendList(reply, 'disputes', rows.map(disputeRecordOf), q.offset, total);
    },
  );

  app.get(
    '/disputes/counts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Disputes per status for the status tabs (the filter without its status)',
        querystring: listQuerystring.pick({ filter: true }),
        response: { 200: envelope(disputeCountsRecord) },
      },
    },
    async (request) => {
      const { filter } = parseFilter(disputeFilterSchema, request.query.filter);
      const rows = await countDisputesByStatus(app.db, signedIn(request).scope, filter, new Date());
      const counts = Object.fromEntries(DISPUTE_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<DisputeStatus, number>;
      const group = (statuses: readonly DisputeStatus[]) => statuses.reduce((sum, s) => sum + counts[s], 0);
      return ok({
        all: rows.reduce((sum, r) => sum + r.n, 0),
        ...counts,
        awaiting: group(DISPUTE_COUNT_GROUPS.awaiting),
        closedLost: group(DISPUTE_COUNT_GROUPS.closedLost),
      });
    },
  );

  app.get(
    '/disputes/:id',
    { onRequest: show, schema: { tags, security, summary: 'A dispute with its evidence, files, prefill and history', params: idParams, response: { 200: disputeDetailRecord } } },
    async (request) => detail(app, request, request.params.id),
  );

  app.put(
    '/disputes/:id',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Save the evidence as a draft (any number of times before submitting)',
        params: idParams,
        body: disputeUpdateSchema,
        response: { 200: disputeDetailRecord, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => saveEvidenceDraft({ tx, scope: signedIn(request).scope, now: new Date() }, request.params.id, request.body.evidence));
      return detail(app, request, request.params.id);
    },
  );

  app.post(
    '/disputes/:id/submit',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Submit the evidence (the draft, or the evidence sent along): once, before the deadline, not empty',
        params: idParams,
        body: z.object({ evidence: disputeEvidenceSchema.optional() }).optional(),
        response: { 200: envelope(disputeRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const scope = signedIn(request).scope;
      const submitted = await app.db.transaction((tx) =>
        submitEvidence({ tx, scope, now: new Date() }, request.params.id, request.body?.evidence, (d) => simulation.scheduleOutcome(tx, d)));
      return ok(disputeRecordOf(submitted));
    },
  );

  app.post(
    '/disputes/:id/accept',
    {
      onRequest: respond,
      schema: { tags, security, summary: 'Accept the dispute: it closes as lost', params: idParams, response: { 200: envelope(disputeRecord), 404: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const accepted = await app.db.transaction((tx) => acceptDispute({ tx, scope: signedIn(request).scope, now: new Date() }, request.params.id));
      return ok(disputeRecordOf(accepted));
    },
  );

  app.post(
    '/disputes/:id/files',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Add an evidence file (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB, 20 MB in all',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: envelope(evidenceFileRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const ctx = { db: app.db, scope: signedIn(request).scope, now: new Date() };
      const row = await withUpload(request, store, EvidenceFileTooLarge, ({ fields, file }) => addEvidenceFile(ctx, request.params.id, { kind: fields.kind, file }));
      return reply.code(201).send(ok(evidenceFileRecordOf(row)));
    },
  );

  app.get(
    '/disputes/:id/files/:fileId',
    { onRequest: evidence, schema: { tags, security, summary: 'Download an evidence file', params: fileParams } },
    async (request, reply) => {
      const row = await getEvidenceFile({ db: app.db, scope: signedIn(request).scope }, request.params.id, request.params.fileId);
      return reply
        .type(row.contentType)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(store.open(row.storedName));
    },
  );

  app.delete(
    '/disputes/:id/files/:fileId',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Remove an evidence file before submitting',
        params: fileParams,
        response: { 200: envelope(z.object({ id: z.string(), deleted: z.literal(true) })), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await removeEvidenceFile({ db: app.db, scope: signedIn(request).scope, now: new Date() }, store, request.params.id, request.params.fileId);
      return ok({ id: request.params.fileId, deleted: true as const });
    },
  );

  app.post(
    '/payments/:id/dispute',
    {
      onRequest: app.requireAction('payments', 'dispute'),
      schema: {
        tags,
        security,
        summary: 'Test mode: the simulated card network opens a dispute on a captured payment now, with the chosen reason',
        params: idParams,
        headers: idempotencyHeaders,
        body: openDisputeSchema,
        response: { 201: disputeRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      if (scope.livemode) throw Forbidden('dispute_test_mode_only');
      return idempotentCall(app, request, reply, { statusCode: 201, schema: disputeRecord }, async (tx) =>
        disputeRecordOf(await openDispute({ tx, scope, now: new Date() }, request.params.id, request.body)),
      );
    },
  );

  app.get(
    '/disputes/:id/packet',
    {
      onRequest: evidence,
      schema: {
        tags,
        security,
        summary: 'The evidence packet as the bank receives it: one PDF of the text and the files in order',
        params: idParams,
        querystring: z.object({ lang: z.string().max(10).optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      const dispute = await detail(app, request, request.params.id);
      const profile = await accountProfile(app.db, scope.accountId);
      const files = await filesOfDispute(app.db, scope, dispute.id);
      const pdf = await renderDisputePacket({
        dispute,
        merchantName: profile.name,
        timezone: profile.timezone,
        lang: requestLang(request, request.query.lang),
        files: files.map((f) => ({ ...evidenceFileRecordOf(f), open: () => store.open(f.storedName) })),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`${dispute.id}-evidence.pdf`, 'inline'))
        .header('cache-control', 'private, no-store')
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(pdf);
    },
  );
};
