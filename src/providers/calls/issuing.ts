// Issuing's calls beyond simple-rest (issue 31): the issuing balance and funding it, and in test mode the simulator's
// purchase, the network's capture and a refund, each under an Idempotency-Key so a double click moves money once;
// the real-time decision's fallback; the limit simulator's replay.
import type { DecisionFallback } from '../../../domain/issuing/decision';
import type { IssuingSpending, LimitSimulation, IssuingAuthorization, IssuingBalance, IssuingFunding, IssuingTransaction } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

const key = (k: string) => ({ 'Idempotency-Key': k });

export interface DecisionSettings {
  fallback: DecisionFallback;
  timeoutMs: number;
}

export const issuingCalls = (http: HttpClient) => ({
  issuingBalance: () => http.requestData<IssuingBalance[]>({ url: '/issuing-balance' }),
  fundIssuing: (input: { amount: number; currency: string }, k: string) => http.requestData<IssuingFunding>({ url: '/issuing-balance/fund', method: 'POST', data: input, headers: key(k) }),
  simulatePurchase: (input: object, k: string) =>
    http.requestBody<IssuingAuthorization>({ url: '/issuing-authorizations', method: 'POST', data: input, headers: key(k), envelope: false }),
  captureAuthorization: (id: string, amount: number | undefined, k: string) =>
    http.requestBody<IssuingTransaction>({ url: `/issuing-authorizations/${encodeURIComponent(id)}/capture`, method: 'POST', data: amount === undefined ? {} : { amount }, headers: key(k), envelope: false }),
  refundIssuingTransaction: (id: string, amount: number | undefined, k: string) =>
    http.requestBody<IssuingTransaction>({ url: `/issuing-transactions/${encodeURIComponent(id)}/refund`, method: 'POST', data: amount === undefined ? {} : { amount }, headers: key(k), envelope: false }),
  /** The real-time decision's settings: the fallback when the issuing_authorization.request endpoint is slow, down or answers badly. */
  issuingDecision: () => http.requestData<DecisionSettings>({ url: '/issuing-decision' }),
  /** Setting it again to the same value changes nothing: no Idempotency-Key. */
  setIssuingDecision: (fallback: DecisionFallback) => http.requestData<DecisionSettings>({ url: '/issuing-decision', method: 'PUT', data: { fallback } }),
  /** The limit simulator: read-only, so no Idempotency-Key. */
  simulateLimits: (resource: 'cards' | 'cardholders', id: string, spendingControls: object) =>
    http.requestBody<LimitSimulation>({ url: `/${resource}/${encodeURIComponent(id)}/limits/simulate`, method: 'POST', data: { spendingControls }, envelope: false }),
  /** A card's or cardholder's limits with what the current windows used and have left. */
  issuingSpending: (resource: 'cards' | 'cardholders', id: string) => http.requestBody<IssuingSpending>({ url: `/${resource}/${encodeURIComponent(id)}/spending`, envelope: false }),
});
