// Beneficiaries under a base (issue 29): the simple-rest list with review-state counts, detail and CSV export; add
// one (judged by the bank rules and the PAYOUT_COUNTRY / BLACK_COUNTRY parameters, under an Idempotency-Key);
// change one (bank details need the password, go back to review and are mailed to every owner); deactivate one or
// ask for its review again.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BENEFICIARY_CSV } from '../../../domain/csv-headers';
import {
  beneficiaryBodySchema, beneficiaryCountsRecord, beneficiaryEditBodySchema, beneficiaryFilterSchema, beneficiaryRecord, beneficiaryStatusSchema,
  makeBeneficiarySchema, type BeneficiaryInput,
} from '../../../domain/payouts/records';
import { BENEFICIARY_STATES } from '../../../domain/payouts/rules';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams, listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns } from '../../lib/csv-export';
import { FieldErrors, NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import type { DbOrTx } from '../../db/client';
import {
  beneficiaryBatch, BENEFICIARY_SORT_FIELDS, countBeneficiaries, countBeneficiariesByStatus, findBeneficiary, listBeneficiaries, type BeneficiaryExportRow,
} from '../../repositories/beneficiaries';
import { beneficiaryRecordOf, createBeneficiary, destinationRules, editBeneficiary, setBeneficiaryStatus } from '../../services/payouts/beneficiaries';
import { accountLast4 } from '../../../domain/payouts/rules';

const tags = ['beneficiaries'];
const security = [{ bearer: [] }];

/** The body judged against the system parameters as they are now; every issue names its field. */
export async function judgeBeneficiary(db: DbOrTx, body: unknown): Promise<BeneficiaryInput> {
  const parsed = makeBeneficiarySchema(await destinationRules(db)).safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw FieldErrors(errors);
}

export const beneficiaryResource = listResource({
  resource: 'beneficiaries',
  tags,
  record: beneficiaryRecord,
  query: { filter: beneficiaryFilterSchema, sortFields: BENEFICIARY_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List beneficiaries (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listBeneficiaries(db, scope, q);
      return { records: rows.map(beneficiaryRecordOf), total };
    },
  },
  counts: {
    summary: 'Beneficiaries per review state for the tabs (the filter without its status)',
    record: beneficiaryCountsRecord,
    count: async ({ db, scope }, filter) => statusCounts(BENEFICIARY_STATES, await countBeneficiariesByStatus(db, scope, filter)),
  },
  detail: {
    summary: 'A beneficiary',
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const row = await findBeneficiary(db, scope, id);
      if (!row) throw NotFound();
      return beneficiaryRecordOf(row);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<BeneficiaryExportRow>()(BENEFICIARY_CSV.columns, {
      beneficiaryId: (r) => r.id,
      created: (r, f) => f.time(r.createdAt),
      name: (r) => r.name,
      status: (r) => r.status,
      country: (r) => r.country,
      currency: (r) => r.currency.trim(),
      method: (r) => r.methodType,
      bankName: (r) => r.bankName ?? r.walletProvider ?? '',
      account: (r) => accountLast4(r),
      verified: (r, f) => (r.verifiedAt ? f.time(r.verifiedAt) : ''),
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countBeneficiaries(db, scope, filter, ids),
      batch: (after, limit) => beneficiaryBatch(db, scope, filter, ids, after, limit),
    }),
  },
});

export const beneficiaryRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, beneficiaryResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = (action: string) => app.requireAction('beneficiaries', action);

  app.post(
    '/beneficiaries',
    {
      onRequest: guard('create'),
      schema: {
        tags,
        security,
        summary: 'Add a beneficiary: in review until the bank verifies the account (1 to 3 days; at once in test mode, where the documented test accounts decide)',
        headers: idempotencyHeaders,
        body: beneficiaryBodySchema,
        response: { 201: beneficiaryRecord, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { scope } = signedIn(request);
      return idempotentCall(app, request, reply, { statusCode: 201, schema: beneficiaryRecord }, async (tx) =>
        beneficiaryRecordOf(await createBeneficiary({ tx, scope, now: new Date(), jobs: app.jobs }, await judgeBeneficiary(tx, request.body))),
      );
    },
  );

  app.put(
    '/beneficiaries/:id',
    {
      onRequest: guard('edit'),
      schema: {
        tags,
        security,
        summary: 'Change a beneficiary. New bank details need the password, send it back to review and are mailed to every owner',
        params: idParams,
        body: beneficiaryEditBodySchema,
        response: { 200: beneficiaryRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const { password, ...fields } = request.body;
      return beneficiaryRecordOf(
        await app.db.transaction(async (tx) => {
          if (!(await findBeneficiary(tx, auth.scope, request.params.id))) throw NotFound();
          const input = await judgeBeneficiary(tx, fields);
          return editBeneficiary({ tx, scope: auth.scope, now: new Date(), jobs: app.jobs, userId: auth.apiKey ? null : auth.userId }, request.params.id, input, password);
        }),
      );
    },
  );

  app.post(
    '/beneficiaries/:id/status',
    {
      onRequest: guard('edit'),
      schema: {
        tags,
        security,
        summary: 'Deactivate a beneficiary (no payout can go to it), or send it back to review (a new verification)',
        params: idParams,
        body: beneficiaryStatusSchema,
        response: { 200: envelope(beneficiaryRecord), 404: errorSchema },
      },
    },
    async (request) => {
      const { scope } = signedIn(request);
      const row = await app.db.transaction((tx) => setBeneficiaryStatus({ tx, scope, now: new Date(), jobs: app.jobs }, request.params.id, request.body.status));
      return ok(beneficiaryRecordOf(row));
    },
  );
};
