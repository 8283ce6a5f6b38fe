// Reading disputes: the simple-rest list with status counts and the streamed CSV export (./export.ts), the detail,
// and the evidence packet PDF.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { disputeCountsRecord, disputeDetailRecord, disputeFilterSchema, disputeRecord, DISPUTE_COUNT_GROUPS } from '../../../domain/disputes/records';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../domain/disputes/status';
import { listResource, registerListResource, statusCounts } from '../../http/list-resource';
import { registerRecordPdf } from '../../http/record-pdf';
import { signedIn } from '../../http/signed-in';
import { uploadStore } from '../../lib/uploads';
import { attachmentsOf } from '../../repositories/attachments';
import { countDisputesByStatus, DISPUTE_SORT_FIELDS, listDisputes } from '../../repositories/disputes';
import { accountProfile } from '../../repositories/invoices';
import { renderDisputePacket } from '../../services/disputes/packet';
import { disputeRecordOf, evidenceFileRecordOf } from '../../services/disputes/records';
import { disputeDetail, tags } from './common';
import { disputeExport } from './export';

export const disputeResource = listResource({
  resource: 'disputes',
  record: disputeRecord,
  query: { filter: disputeFilterSchema, sortFields: DISPUTE_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'List disputes (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listDisputes(db, scope, q, new Date());
      return { records: rows.map(disputeRecordOf), total };
    },
  },
  counts: {
    summary: 'Disputes per status for the status tabs (the filter without its status)',
    record: disputeCountsRecord,
    count: async ({ db, scope }, filter) => {
      const counts = statusCounts(DISPUTE_STATUSES, await countDisputesByStatus(db, scope, filter, new Date()));
      const group = (statuses: readonly DisputeStatus[]) => statuses.reduce((sum, s) => sum + counts[s], 0);
      return { ...counts, awaiting: group(DISPUTE_COUNT_GROUPS.awaiting), closedLost: group(DISPUTE_COUNT_GROUPS.closedLost) };
    },
  },
  detail: {
    summary: 'A dispute with its evidence, files, prefill and history',
    record: disputeDetailRecord,
    find: ({ app, request, scope }, id) => disputeDetail(app, request, id, scope),
  },
  export: disputeExport,
});

export const disputeReadRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, disputeResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);

  registerRecordPdf(base, {
    resource: 'disputes',
    path: 'packet',
    action: 'evidence',
    tags,
    summary: 'The evidence packet as the bank receives it: one PDF of the text and the files in order',
    disposition: 'inline',
    render: async (request, id, lang) => {
      const scope = signedIn(request).scope;
      const dispute = await disputeDetail(app, request, id);
      const profile = await accountProfile(app.db, scope.accountId);
      const files = await attachmentsOf(app.db, scope, 'dispute', [dispute.id]);
      const pdf = await renderDisputePacket({
        dispute,
        merchantName: profile.name,
        timezone: profile.timezone,
        lang,
        files: files.map((f) => ({ ...evidenceFileRecordOf(f), open: () => store.open(f.storedName) })),
      });
      return { pdf, fileName: `${dispute.id}-evidence.pdf` };
    },
  });
};
