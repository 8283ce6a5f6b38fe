// The website services team's side, on the job queue: one step of a request (submitted -> in_progress ->
// delivered) with the team's reply. The test-mode simulator queues it; safe to run twice: a request no longer at
// the step's starting status is left as it is.
import type { Lang } from '../../../domain/messages';
import type { ServiceRequestStatus } from '../../../domain/service-requests/status';
import { AppError } from '../../lib/errors';
import { SERVICE_REQUEST_ADVANCE } from '../../lib/queues';
import { advanceServiceRequest } from '../../services/service-requests';
import { defineJob } from '../definition';

export { SERVICE_REQUEST_ADVANCE };

export const serviceRequestAdvanceJob = defineJob<{ accountId: string; livemode: boolean; requestId: string; from: ServiceRequestStatus; lang: Lang }>({
  name: SERVICE_REQUEST_ADVANCE,
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  pollingSeconds: 1,
  async handle({ accountId, livemode, requestId, from, lang }, ctx) {
    try {
      const record = await ctx.db.transaction((tx) => advanceServiceRequest({ tx, scope: { accountId, livemode }, now: ctx.now() }, requestId, from, lang));
      ctx.log.info({ request: requestId, status: record.status }, 'service request advanced');
    } catch (err) {
      if (err instanceof AppError && (err.statusCode === 409 || err.statusCode === 404)) {
        ctx.log.info({ refusal: err.messageKey }, 'service request advance: nothing to do');
        return;
      }
      throw err;
    }
  },
});
