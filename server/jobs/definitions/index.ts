// Every job type the server runs. A new one: a file beside this with `defineJob` and a line here.
import type { JobDefinition } from '../definition';
import { authMailJob } from './auth-mail';
import { disputeDeadlinesJob, disputeOpenJob, disputeOutcomeJob } from './disputes';
import { housekeepingJob } from './housekeeping';
import { issuingAuthorizationExpiryJob } from './issuing';
import { invoiceMailJob, invoiceRemindersJob } from './invoices';
import { onboardingReviewJob } from './onboarding-review';
import { topupExpiryJob, topupTransferJob } from './topups';
import { beneficiaryMailJob, beneficiaryVerifyJob, payoutExpiryJob, payoutProcessJob } from './payouts';
import { reportCleanupJob, reportGenerateJob } from './reports';
import { settlementRunJob } from './settlements';
import { smartIncomingTransferJob, smartTransferProcessJob } from './smart-account';
import { subscriptionBillJob, subscriptionRenewalsJob } from './subscriptions';
import { webhookDispatchJob } from './webhooks';
import { serviceRequestAdvanceJob } from './service-requests';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const JOB_DEFINITIONS: readonly JobDefinition<any>[] = [
  onboardingReviewJob, housekeepingJob, authMailJob, disputeOpenJob, disputeOutcomeJob, disputeDeadlinesJob, webhookDispatchJob,
  invoiceMailJob, invoiceRemindersJob,
  topupTransferJob, topupExpiryJob,
  settlementRunJob, reportGenerateJob, reportCleanupJob,
  beneficiaryVerifyJob, beneficiaryMailJob, payoutProcessJob, payoutExpiryJob,
  subscriptionBillJob, subscriptionRenewalsJob,
  smartTransferProcessJob, smartIncomingTransferJob,
  issuingAuthorizationExpiryJob,
  serviceRequestAdvanceJob,
];
