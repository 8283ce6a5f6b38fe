// How the simulated card network's later steps are queued: in the transaction of the change that causes them (a
// dispute card's capture, a test-mode submission), so they exist exactly when that change commits.
import type { Tx } from '../../db/client';
import { DISPUTE_OPEN, DISPUTE_OUTCOME, type JobSender } from '../../lib/queues';
import type { DisputeRow } from '../../repositories/disputes';
import type { PaymentRow } from '../../repositories/payments';
import type { Scope } from '../../repositories/scope';

export interface DisputeSimulation {
  /** The dispute a dispute card promised, opened `delaySeconds` after the capture. */
  scheduleDispute(tx: Tx, scope: Scope, payment: PaymentRow): Promise<void>;
  /** The test network's decision, `delaySeconds` after a submission. */
  scheduleOutcome(tx: Tx, dispute: DisputeRow): Promise<void>;
}

export function disputeSimulation(jobs: JobSender, delaySeconds: number): DisputeSimulation {
  return {
    async scheduleDispute(tx, scope, payment) {
      await jobs.send(DISPUTE_OPEN, { ...scope, paymentId: payment.id, reason: 'fraudulent' }, { tx, startAfter: delaySeconds, singletonKey: payment.id });
    },
    async scheduleOutcome(tx, dispute) {
      await jobs.send(DISPUTE_OUTCOME, { accountId: dispute.accountId, livemode: dispute.livemode, disputeId: dispute.id }, { tx, startAfter: delaySeconds, singletonKey: dispute.id });
    },
  };
}
