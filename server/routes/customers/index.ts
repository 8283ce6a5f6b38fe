// Customers under a base: the simple-rest list (with payment totals), detail, settle records, CSV export.
import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_CSV } from '../../../domain/csv-headers';
import { customerFilterSchema, settleRecordFilterSchema } from '../../../domain/payment-filters';
import { customerRecord, settleRecord } from '../../../domain/payment-records';
import { listResource, nestedList, registerListResource } from '../../http/list-resource';
import { csvColumns } from '../../lib/csv-export';
import { countCustomers, customerBatch, CUSTOMER_SORT_FIELDS, SETTLE_SORT_FIELDS, type CustomerExportRow } from '../../repositories/customers';
import { customerDetail, customersPage, settleRecordsPage } from '../../services/payments/read';

export const customerResource = listResource({
  resource: 'customers',
  record: customerRecord,
  query: { filter: customerFilterSchema, sortFields: CUSTOMER_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: { summary: 'List customers with their payment totals (simple-rest)', page: ({ db, scope }, q) => customersPage(db, scope, q) },
  detail: { summary: 'A customer with payment totals', find: ({ db, scope }, id) => customerDetail(db, scope, id) },
  nested: [
    nestedList({
      path: 'settle-records',
      resource: 'settle-records',
      summary: "The customer's settle records: captured payments with fees and settled amount (simple-rest)",
      record: settleRecord,
      query: { filter: settleRecordFilterSchema, sortFields: SETTLE_SORT_FIELDS, defaultSort: ['date', 'DESC'] },
      page: ({ db, scope }, id, q) => settleRecordsPage(db, scope, id, q),
    }),
  ],
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<CustomerExportRow>()(CUSTOMER_CSV.columns, {
      customerId: (r) => r.id,
      name: (r) => r.name,
      email: (r) => r.email,
      phone: (r) => r.phone,
      created: (r, f) => f.time(r.createdAt),
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countCustomers(db, scope, filter, ids),
      batch: (after, limit) => customerBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const customerRoutes: FastifyPluginAsync = async (app) => {
  registerListResource(app, customerResource);
};
