// The calls of the settlement and reports areas beyond simple-rest: a report's file, and in test mode the settlement
// run at a simulated time (the test clock).
import type { ReconciliationRecord, StatementReconciliationRecord } from '../../../domain/settlements/reconciliation';
import type { Settlement, Wire } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';
import { settle, type Transfer, type UploadTransfer } from './transfer';

export const reportCalls = (http: HttpClient) => ({
  reportFile: (id: string, { onProgress, signal }: Transfer = {}) =>
    settle(http.download({ url: `/reports/${encodeURIComponent(id)}/download`, onProgress }), signal),
  settlementReconciliation: (id: string) => http.requestData<Omit<ReconciliationRecord, 'paymentsOnly'> & { paymentsOnly: Wire<ReconciliationRecord['paymentsOnly'][number]>[] }>({ url: `/settlements/${encodeURIComponent(id)}/reconciliation` }),
  reconciliationFile: (id: string, { onProgress, signal }: Transfer = {}) =>
    settle(http.download({ url: `/settlements/${encodeURIComponent(id)}/reconciliation/export`, onProgress }), signal),
  uploadStatement: (periodFrom: string, periodTo: string, file: File, { onProgress, signal }: UploadTransfer = {}) => {
    const form = new FormData();
    form.append('periodFrom', periodFrom);
    form.append('periodTo', periodTo);
    form.append('file', file);
    return settle(http.upload<StatementReconciliationRecord>({ url: '/settlements/statements', form, onProgress }), signal);
  },
  runTestSettlement: (at?: string) =>
    http.requestData<{ created: Settlement[]; paid: Settlement[]; skipped: number }>({ url: '/settlements/run', method: 'POST', data: at ? { at } : {} }),
});
