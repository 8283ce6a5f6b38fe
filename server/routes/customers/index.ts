// Customers under a base: the simple-rest list (with payment totals), detail, settle records, CSV export.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerFilterSchema, settleRecordFilterSchema } from '../../../domain/payment-filters';
import { customerRecord, settleRecord } from '../../../domain/payment-records';
import { registerExport } from '../../http/export-route';
import { type CsvColumn } from '../../lib/csv-export';
import { listQuerystring, parseListQuery, sendList, type ListSpec } from '../../http/simple-rest';
import {
  countCustomers,
  customerBatch,
  CUSTOMER_SORT_FIELDS,
  SETTLE_SORT_FIELDS,
  type CustomerExportRow,
  type CustomerSortField,
  type SettleSortField,
} from '../../repositories/customers';
import { customerDetail, customersPage, settleRecordsPage } from '../../services/payments/read';
import { signedIn } from '../../http/signed-in';

const tags = ['customers'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const CUSTOMER_LIST: ListSpec<typeof customerFilterSchema, CustomerSortField> = {
  resource: 'customers',
  filter: customerFilterSchema,
  sortFields: CUSTOMER_SORT_FIELDS,
  defaultSort: ['createdAt', 'DESC'],
};

export const SETTLE_RECORD_LIST: ListSpec<typeof settleRecordFilterSchema, SettleSortField> = {
  resource: 'settle-records',
  filter: settleRecordFilterSchema,
  sortFields: SETTLE_SORT_FIELDS,
  defaultSort: ['date', 'DESC'],
};

const columns: CsvColumn<CustomerExportRow>[] = [
  { en: 'Customer ID', zh: '客户号', value: (r) => r.id },
  { en: 'Name', zh: '名称', value: (r) => r.name },
  { en: 'Email', zh: '邮箱', value: (r) => r.email },
  { en: 'Phone', zh: '电话', value: (r) => r.phone },
  { en: 'Created', zh: '创建时间', value: (r, f) => f.time(r.createdAt) },
];

export const customerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAction('customers', 'list');
  const show = app.requireAction('customers', 'show');

  registerExport(app, {
    resource: 'customers',
    guard: { resource: 'customers', action: 'export' },
    title: { en: 'Customers', zh: '客户' },
    filter: customerFilterSchema,
    defaultTimezone: 'UTC',
    columns,
    source: (db, scope, filter, ids) => ({
      count: () => countCustomers(db, scope, filter, ids),
      batch: (after, limit) => customerBatch(db, scope, filter, ids, after, limit),
    }),
  });

  app.get(
    '/customers',
    { onRequest, schema: { tags, security, summary: 'List customers with their payment totals (simple-rest)', querystring: listQuerystring, response: { 200: z.array(customerRecord) } } },
    async (request, reply) => {
      const q = parseListQuery(CUSTOMER_LIST, request.query);
      const { records, total } = await customersPage(app.db, signedIn(request).scope, q);
      return sendList(reply, 'customers', records, q.offset, total);
    },
  );

  app.get(
    '/customers/:id',
    { onRequest: show, schema: { tags, security, summary: 'A customer with payment totals', params: idParams, response: { 200: customerRecord } } },
    async (request) => customerDetail(app.db, signedIn(request).scope, request.params.id),
  );

  app.get(
    '/customers/:id/settle-records',
    {
      onRequest: show,
      schema: {
        tags,
        security,
        summary: "The customer's settle records: captured payments with fees and settled amount (simple-rest)",
        params: idParams,
        querystring: listQuerystring,
        response: { 200: z.array(settleRecord) },
      },
    },
    async (request, reply) => {
      const q = parseListQuery(SETTLE_RECORD_LIST, request.query);
      const { records, total } = await settleRecordsPage(app.db, signedIn(request).scope, request.params.id, q);
      return sendList(reply, 'settle-records', records, q.offset, total);
    },
  );
};
