// The calls of the settlement and reports areas beyond simple-rest: a report's file, and in test mode the settlement
// run at a simulated time (the test clock).
import type { Settlement } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';
import { settle, type Transfer } from './transfer';

export const reportCalls = (http: HttpClient) => ({
  reportFile: (id: string, { onProgress, signal }: Transfer = {}) =>
    settle(http.download({ url: `/reports/${encodeURIComponent(id)}/download`, onProgress }), signal),
  runTestSettlement: (at?: string) =>
    http.requestData<{ created: Settlement[]; paid: Settlement[]; skipped: number }>({ url: '/settlements/run', method: 'POST', data: at ? { at } : {} }),
});
