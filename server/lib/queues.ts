// The job queues by name, and the one call the services make on them (send). A leaf: services import it to queue
// work without importing the job definitions (server/jobs/definitions/), which import the services they run.
import type { DbOrTx } from '../db/client';

export const AUTH_MAIL = 'auth_mail';
export const DISPUTE_OPEN = 'dispute_open';
export const DISPUTE_OUTCOME = 'dispute_outcome';
export const DISPUTE_DEADLINES = 'dispute_deadlines';
export const HOUSEKEEPING = 'housekeeping';
export const INVOICE_MAIL = 'invoice_mail';
export const INVOICE_REMINDERS = 'invoice_reminders';
export const ONBOARDING_REVIEW = 'onboarding_review';
export const SETTLEMENT_RUN = 'settlement_run';
export const REPORT_GENERATE = 'report_generate';
export const REPORT_CLEANUP = 'report_cleanup';
export const WEBHOOK_DISPATCH = 'webhook_dispatch';
export const TOPUP_TRANSFER = 'topup_transfer';
export const TOPUP_EXPIRY = 'topup_expiry';
export const BENEFICIARY_VERIFY = 'beneficiary_verify';
export const BENEFICIARY_MAIL = 'beneficiary_mail';
export const PAYOUT_PROCESS = 'payout_process';
export const PAYOUT_EXPIRY = 'payout_expiry';
export const SUBSCRIPTION_BILL = 'subscription_bill';
export const SUBSCRIPTION_RENEWALS = 'subscription_renewals';
export const SMART_TRANSFER_PROCESS = 'smart_transfer_process';
export const SMART_INCOMING_TRANSFER = 'smart_incoming_transfer';
export const ISSUING_AUTHORIZATION_EXPIRY = 'issuing_authorization_expiry';
export const SERVICE_REQUEST_ADVANCE = 'service_request_advance';

export interface SendOptions {
  /** Queue in this transaction: the job exists only if the transaction commits. */
  tx?: DbOrTx;
  /** At most one queued job per key (with `singletonSeconds`: one per key and time slot, i.e. throttled). */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfter?: Date | number;
}

/** What queueing work needs of the job queue (server/jobs/queue.ts). */
export interface JobSender {
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>;
}
