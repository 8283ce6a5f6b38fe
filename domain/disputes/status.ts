// Disputes as the card networks raise them (issue 16): reasons, statuses, the moves between them and the money each
// move takes or gives back. Pure rules shared by the API, the jobs and the SPA.
//
//   chargeback: needs_response --submit--> under_review --decide--> won | lost
//               needs_response --accept--> accepted;   --deadline passes--> expired
//   inquiry:    warning_needs_response, the same moves; an inquiry moves no money (the bank only asks)
//
// Money of a chargeback: the disputed amount and the dispute fee leave the balance when it opens and come back when
// it is won; lost, accepted and expired keep them withdrawn.

export const DISPUTE_REASONS = [
  'fraudulent', 'product_not_received', 'product_unacceptable', 'duplicate', 'subscription_canceled', 'credit_not_processed', 'general',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_STATUSES = ['warning_needs_response', 'needs_response', 'under_review', 'won', 'lost', 'accepted', 'expired'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export type DisputeKind = 'inquiry' | 'chargeback';

/** Waiting for the merchant's answer: evidence can be drafted, submitted or the dispute accepted. */
export const AWAITING_RESPONSE: readonly DisputeStatus[] = ['warning_needs_response', 'needs_response'];
export const CLOSED_STATUSES: readonly DisputeStatus[] = ['won', 'lost', 'accepted', 'expired'];

export const isAwaitingResponse = (s: DisputeStatus) => AWAITING_RESPONSE.includes(s);
export const isClosed = (s: DisputeStatus) => CLOSED_STATUSES.includes(s);

/** The status a dispute opens in. */
export const openingStatus = (kind: DisputeKind): DisputeStatus => (kind === 'inquiry' ? 'warning_needs_response' : 'needs_response');

/** Days the merchant has to answer, counted from the opening instant. */
export const RESPONSE_WINDOW_DAYS = 7;
const HOUR = 3_600_000;

export function responseDeadline(openedAt: Date): Date {
  return new Date(openedAt.getTime() + RESPONSE_WINDOW_DAYS * 24 * HOUR);
}

/** When the reminder mails go out: 72 and 24 hours before the deadline (those already past are left out). */
export const REMINDER_HOURS_BEFORE = [72, 24] as const;
export function reminderTimes(deadline: Date, now: Date): { hoursBefore: number; at: Date }[] {
  return REMINDER_HOURS_BEFORE.map((h) => ({ hoursBefore: h, at: new Date(deadline.getTime() - h * HOUR) })).filter((r) => r.at.getTime() > now.getTime());
}

/** The deadline has passed at the deadline instant itself. */
export const isPastDeadline = (deadline: Date | string, now: Date) => new Date(deadline).getTime() <= now.getTime();

export type DisputeAction = 'saveDraft' | 'submit' | 'accept' | 'expire' | 'win' | 'lose';

/** Message keys (domain/disputes/messages.ts) of the refusals. */
export type DisputeRefusal =
  | 'dispute_closed'
  | 'dispute_already_submitted'
  | 'dispute_deadline_passed'
  | 'dispute_not_under_review'
  | 'dispute_deadline_not_reached';

export type Move = { ok: true; to: DisputeStatus } | { ok: false; refusal: DisputeRefusal };

const refuse = (refusal: DisputeRefusal): Move => ({ ok: false, refusal });

/** What an action does to a dispute now: its next status, or why it is refused (nothing changes then). */
export function move(dispute: { status: DisputeStatus; dueBy: Date | string }, action: DisputeAction, now: Date): Move {
  const { status } = dispute;
  const late = isPastDeadline(dispute.dueBy, now);
  switch (action) {
    case 'saveDraft':
    case 'submit':
    case 'accept':
      if (isClosed(status)) return refuse('dispute_closed');
      if (status === 'under_review') return refuse('dispute_already_submitted');
      if (late && action !== 'accept') return refuse('dispute_deadline_passed');
      return { ok: true, to: action === 'saveDraft' ? status : action === 'submit' ? 'under_review' : 'accepted' };
    case 'expire':
      if (!isAwaitingResponse(status)) return refuse(isClosed(status) ? 'dispute_closed' : 'dispute_already_submitted');
      if (!late) return refuse('dispute_deadline_not_reached');
      return { ok: true, to: 'expired' };
    case 'win':
    case 'lose':
      if (status !== 'under_review') return refuse(isClosed(status) ? 'dispute_closed' : 'dispute_not_under_review');
      return { ok: true, to: action === 'win' ? 'won' : 'lost' };
  }
}

/** The ledger effect of reaching `to`: a chargeback's money leaves when it opens and comes back when it is won. */
export function ledgerEffect(kind: DisputeKind, to: DisputeStatus | 'opened'): 'withdraw' | 'reinstate' | null {
  if (kind === 'inquiry') return null;
  if (to === 'opened') return 'withdraw';
  return to === 'won' ? 'reinstate' : null;
}

/** The dispute fee: 15.00 in major units (1,500 minor units; 15,000 for three-decimal currencies; 1,500 JPY). */
export function disputeFee(currencyExponent: number): number {
  return currencyExponent === 0 ? 1500 : 15 * 10 ** currencyExponent;
}

/**
 * What can still be refunded of a payment while disputes hold part of it: a disputed amount is not refundable (the
 * cardholder's bank is already reclaiming it, or may) unless the merchant won the dispute.
 */
export function refundableWithDisputes(refundable: number, disputes: readonly { amount: number; status: DisputeStatus }[]): number {
  const held = disputes.filter((d) => d.status !== 'won').reduce((sum, d) => sum + d.amount, 0);
  return Math.max(0, refundable - held);
}

/** Whole days, hours and minutes left until the deadline (zeros once it has passed). */
export function countdown(deadline: Date | string, now: Date): { days: number; hours: number; minutes: number; past: boolean } {
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, past: true };
  const minutes = Math.floor(left / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60, past: false };
}
