// The operators' calls: background job queues and retrying a failed job. Jobs are not per mode, so these always go
// to the live base with the live token.
import type { OpsJobs } from '../../../domain/ops-jobs';
import type { HttpClient } from '../httpCore';

export const opsCalls = (http: HttpClient) => ({
  opsJobs: () => http.requestData<OpsJobs>({ url: '/ops/jobs', test: false }),
  retryJob: (id: string) => http.requestData<{ id: string }>({ url: `/ops/jobs/${encodeURIComponent(id)}/retry`, method: 'POST', test: false }),
});
