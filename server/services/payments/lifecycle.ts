// Moving a payment between statuses: only the transitions domain/payment-status.ts allows, one event for each,
// and the ledger entries of a capture, all inside the caller's transaction.
import { paymentMessage, paymentMessages, type PaymentMessageKey } from '../../../domain/payment-messages';
import { canTransition, type PaymentStatus } from '../../../domain/payment-status';
import { computeFees } from '../../../domain/pricing';
import { availableOn } from '../../../domain/settlement-schedule';
import { DEFAULT_TIMEZONE } from '../../../domain/timezone';
import { accountTimezone } from '../../repositories/accounts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import type { AuthorizeOutcome, CardNetwork, FailureCode } from '../../processor';
import { insertEvents } from '../../repositories/events';
import { insertLedgerEntries } from '../../repositories/ledger';
import { updatePayment, type NewPaymentRow, type PaymentRow } from '../../repositories/payments';
import type { Scope } from '../../repositories/scope';
import { paymentStatusEvent } from '../events';
import { captureEntries } from '../ledger';
import type { DisputeSimulation } from '../disputes/schedule';
import { paymentRecordOf } from './records';

export interface PaymentContext {
  tx: Tx;
  scope: Scope;
  network: CardNetwork;
  now: Date;
  /** Queues what the simulated network does later (a dispute card's dispute); absent in the seed. */
  disputes?: DisputeSimulation;
}

const DECLINE_MESSAGES: Record<FailureCode, PaymentMessageKey> = {
  card_declined: 'decline_card_declined',
  insufficient_funds: 'decline_insufficient_funds',
  expired_card: 'decline_expired_card',
  incorrect_cvc: 'decline_incorrect_cvc',
  authentication_failed: 'decline_authentication_failed',
};

export function invalidState(key: PaymentMessageKey = 'payment_invalid_state'): AppError {
  return new AppError(409, paymentMessage(key));
}

/** What a payment that is processing becomes on the network's answer (its status and the columns that change). */
export function authorizationOutcome(
  payment: Pick<PaymentRow, 'captureMethod' | 'threeDsStatus' | 'amount' | 'currency' | 'cardCurrency'>,
  outcome: AuthorizeOutcome,
  capturedAt: Date,
  funds: () => Date,
): { to: PaymentStatus; patch: Partial<NewPaymentRow> } {
  switch (outcome.status) {
    case 'declined':
      return {
        to: 'failed',
        patch: {
          failureCode: outcome.code,
          // Stored in English, like a network's response text; the SPA translates by failureCode.
          failureMessage: paymentMessages[DECLINE_MESSAGES[outcome.code]].en,
          threeDsStatus: outcome.code === 'authentication_failed' ? 'failed' : payment.threeDsStatus,
        },
      };
    case 'requires_action':
      return { to: 'incomplete', patch: { threeDsStatus: 'required' } };
    case 'authorized': {
      if (payment.captureMethod === 'manual') return { to: 'uncaptured', patch: { disputeExpected: outcome.disputeExpected } };
      return { to: 'succeeded', patch: { disputeExpected: outcome.disputeExpected, ...capturePatch(payment, capturedAt, funds()) } };
    }
  }
}

/** A capture's fees by the pricing rule and its funds' date. */
function capturePatch(payment: Pick<PaymentRow, 'amount' | 'currency' | 'cardCurrency'>, capturedAt: Date, funds: Date): Partial<NewPaymentRow> {
  const fees = computeFees(toSafeNumber(payment.amount), payment.currency, { cardCurrency: payment.cardCurrency ?? undefined });
  return { serviceFee: BigInt(fees.serviceFee), fxFee: BigInt(fees.fxFee), capturedAt, availableOn: funds };
}

/** When a capture's funds become available: at once for the simulator's such cards, else T+N in the account's zone. */
export function fundsAvailableOn(network: CardNetwork, payment: Pick<PaymentRow, 'cardFingerprint' | 'currency'>, now: Date, timezone: string | undefined): Date {
  return network.availableAtOnce(payment.cardFingerprint) ? now : availableOn(now, payment.currency, timezone ?? DEFAULT_TIMEZONE);
}

/** Changes the status (refusing a transition the rules do not allow) and records the event. */
export async function transition(
  ctx: PaymentContext,
  payment: PaymentRow,
  to: PaymentStatus,
  patch: Partial<NewPaymentRow> = {},
  pendingRefunds = 0n,
): Promise<PaymentRow> {
  if (!canTransition(payment.status, to)) throw invalidState();
  const updated = await updatePayment(ctx.tx, ctx.scope, payment.id, { ...patch, status: to, updatedAt: ctx.now });
  await insertEvents(ctx.tx, ctx.scope, [paymentStatusEvent(paymentRecordOf(updated, pendingRefunds), ctx.now)]);
  return updated;
}

/** Captures: fees by the pricing rule, then the charge and fee entries, pending until T+N (domain/settlement-schedule.ts). */
export async function capture(ctx: PaymentContext, payment: PaymentRow, patch: Partial<NewPaymentRow> = {}): Promise<PaymentRow> {
  const funds = ctx.network.availableAtOnce(payment.cardFingerprint) ? ctx.now : fundsAvailableOn(ctx.network, payment, ctx.now, await accountTimezone(ctx.tx, ctx.scope.accountId));
  const updated = await transition(ctx, payment, 'succeeded', { ...patch, ...capturePatch(payment, ctx.now, funds) });
  await insertLedgerEntries(
    ctx.tx,
    ctx.scope,
    captureEntries({ ...updated, capturedAt: ctx.now, availableOn: funds }),
  );
  if (updated.disputeExpected) await ctx.disputes?.scheduleDispute(ctx.tx, ctx.scope, updated);
  return updated;
}

/** Applies what the network answered to a payment that is processing. */
export async function applyAuthorization(ctx: PaymentContext, payment: PaymentRow, outcome: AuthorizeOutcome): Promise<PaymentRow> {
  if (outcome.status === 'authorized' && payment.captureMethod !== 'manual') return capture(ctx, payment, { disputeExpected: outcome.disputeExpected });
  // The capture's patch is never built here (its funds' date reads the account's zone): only capture() takes it.
  const { to, patch } = authorizationOutcome(payment, outcome, ctx.now, () => ctx.now);
  return transition(ctx, payment, to, patch);
}
