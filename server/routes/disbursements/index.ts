// Disbursements under a base: the simple-rest list (search by id and dates), detail, CSV export.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromMinorUnits } from '../../../domain/currency';
import { disbursementFilterSchema } from '../../../domain/payment-filters';
import { disbursementRecord } from '../../../domain/payment-records';
import { registerExport } from '../../http/export-route';
import { type CsvColumn } from '../../lib/csv-export';
import { NotFound } from '../../lib/errors';
import { listQuerystring, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import {
  countDisbursements,
  disbursementBatch,
  DISBURSEMENT_SORT_FIELDS,
  findDisbursement,
  listDisbursements,
  type DisbursementExportRow,
  type DisbursementSortField,
} from '../../repositories/disbursements';
import { disbursementRecordOf } from '../../services/payments/records';
import { signedIn } from '../../http/signed-in';

const tags = ['disbursements'];
const security = [{ bearer: [] }];

export const DISBURSEMENT_LIST: ListSpec<typeof disbursementFilterSchema, DisbursementSortField> = {
  resource: 'disbursements',
  filter: disbursementFilterSchema,
  sortFields: DISBURSEMENT_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

const columns: CsvColumn<DisbursementExportRow>[] = [
  { en: 'Disbursement ID', zh: '出款号', value: (r) => r.id },
  { en: 'Portal', zh: '渠道', value: (r) => r.portal },
  { en: 'Bank', zh: '银行', value: (r) => r.bankName },
  { en: 'Bank account', zh: '银行账户', value: (r) => r.bankAccount },
  { en: 'Transactions', zh: '交易笔数', value: (r) => r.transactionCount },
  { en: 'Currency', zh: '币种', value: (r) => r.currency },
  { en: 'Amount', zh: '金额', value: (r) => fromMinorUnits(r.amount, r.currency) },
  { en: 'Status', zh: '状态', value: (r) => r.status },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt) },
  { en: 'Delivered', zh: '到账时间', value: (r, f) => f.time(r.deliveredAt) },
];

export const disbursementRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAction('disbursements', 'list');
  const show = app.requireAction('disbursements', 'show');

  registerExport(app, {
    resource: 'disbursements',
    guard: { resource: 'disbursements', action: 'export' },
    title: { en: 'Disbursements', zh: '出款' },
    filter: disbursementFilterSchema,
    defaultTimezone: 'UTC',
    columns,
    source: (db, scope, filter, ids) => ({
      count: () => countDisbursements(db, scope, filter, ids),
      batch: (after, limit) => disbursementBatch(db, scope, filter, ids, after, limit),
    }),
  });

  app.get(
    '/disbursements',
    { onRequest, schema: { tags, security, summary: 'List disbursements (simple-rest)', querystring: listQuerystring, response: { 200: z.array(disbursementRecord) } } },
    async (request, reply) => {
      const q = parseListQuery(DISBURSEMENT_LIST, request.query);
      const { rows, total } = await listDisbursements(app.db, signedIn(request).scope, q);
      return sendList(reply, 'disbursements', rows.map(disbursementRecordOf), q.offset, total);
    },
  );

  app.get(
    '/disbursements/:id',
    { onRequest: show, schema: { tags, security, summary: 'A disbursement', params: z.object({ id: z.string().min(1).max(64) }), response: { 200: disbursementRecord } } },
    async (request) => {
      const found = await findDisbursement(app.db, signedIn(request).scope, request.params.id);
      if (!found) throw NotFound();
      return disbursementRecordOf(found);
    },
  );
};
