// The simulated card network: test cards (test-cards.ts) decide authorisation, 3-D Secure, refunds and disputes.
// It is deterministic and in-process; a real network would sit behind the same CardNetwork interface.
import { createHmac } from 'node:crypto';
import type { CardInput } from '../../domain/payments';
import { objectId } from '../../domain/random-id';
import { brandOf, findTestCard, TEST_CARDS, type CardScenario, type DeclineCode } from './test-cards';

export type FailureCode = DeclineCode | 'authentication_failed';

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  country: string | null;
  currency: string | null;
  fingerprint: string;
}

export type AuthorizeOutcome =
  | { status: 'authorized'; disputeExpected: boolean }
  | { status: 'declined'; code: FailureCode }
  | { status: 'requires_action' };

export interface CardNetwork {
  describe(card: CardInput): CardDetails;
  authorize(card: CardInput, now: Date): AuthorizeOutcome;
  completeThreeDs(fingerprint: string | null, result: 'pass' | 'fail'): AuthorizeOutcome;
  /**
   * A charge of a saved card without the cardholder (a subscription's renewal): known by its fingerprint and expiry,
   * the number is never kept. A card that asks for 3-D Secure cannot be charged this way.
   */
  authorizeSaved(card: Pick<CardDetails, 'fingerprint' | 'expMonth' | 'expYear'>, now: Date): AuthorizeOutcome;
  refund(fingerprint: string | null): { ok: true } | { ok: false; code: 'refund_failed' };
  /** Whether captured funds skip the pending period (they are available at once). */
  availableAtOnce(fingerprint: string | null): boolean;
  /** The network's reference for a charge (the payment's channel order id). */
  reference(): string;
}

/** Keyed so the stored value is not a bare hash of the number; only the simulator needs to recognise it. */
function fingerprintOf(number: string): string {
  return createHmac('sha256', 'card-network-simulator').update(number).digest('hex').slice(0, 32);
}

const SCENARIO_BY_FINGERPRINT = new Map(TEST_CARDS.map((c) => [fingerprintOf(c.number), c.scenario]));

function scenarioOf(fingerprint: string | null): CardScenario {
  return (fingerprint && SCENARIO_BY_FINGERPRINT.get(fingerprint)) || { kind: 'success' };
}

function isExpired(card: CardInput, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

function authorized(scenario: CardScenario): AuthorizeOutcome {
  return { status: 'authorized', disputeExpected: scenario.kind === 'dispute_later' };
}

export const simulatedNetwork: CardNetwork = {
  describe(card) {
    const known = findTestCard(card.number);
    return {
      brand: known?.brand ?? brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      country: known?.country ?? null,
      currency: known?.currency ?? null,
      fingerprint: fingerprintOf(card.number),
    };
  },
  authorize(card, now) {
    const scenario = findTestCard(card.number)?.scenario ?? { kind: 'success' };
    if (scenario.kind === 'decline') return { status: 'declined', code: scenario.code };
    // A real issuer declines a card past its expiry date whatever the number.
    if (isExpired(card, now)) return { status: 'declined', code: 'expired_card' };
    if (scenario.kind === 'three_ds') return { status: 'requires_action' };
    return authorized(scenario);
  },
  completeThreeDs(fingerprint, result) {
    if (result === 'fail') return { status: 'declined', code: 'authentication_failed' };
    return authorized(scenarioOf(fingerprint));
  },
  authorizeSaved(card, now) {
    const scenario = scenarioOf(card.fingerprint);
    if (scenario.kind === 'decline') return { status: 'declined', code: scenario.code };
    if (isExpired({ number: '', cvc: '', expMonth: card.expMonth, expYear: card.expYear }, now)) return { status: 'declined', code: 'expired_card' };
    if (scenario.kind === 'three_ds') return { status: 'declined', code: 'authentication_failed' };
    return authorized(scenario);
  },
  refund(fingerprint) {
    return scenarioOf(fingerprint).kind === 'refund_fails' ? { ok: false, code: 'refund_failed' } : { ok: true };
  },
  availableAtOnce(fingerprint) {
    return scenarioOf(fingerprint).kind === 'available_now';
  },
  reference() {
    return objectId('ch');
  },
};

export { TEST_CARDS } from './test-cards';
