// The real-time decision (issue 31, item 6b): an account may register a webhook endpoint for
// `issuing_authorization.request`; a purchase the account's rules approve (limits, controls, balance) is then sent to
// it, signed like every delivery, and waits for its answer `{ approved, reason? }` at most DECISION_TIMEOUT_MS. A
// slow, unreachable or badly answering endpoint gives the account's fallback (approve by default). The answer is
// validated with decisionAnswerSchema (it is not signed back: the request went to the URL the merchant registered).
import { z } from 'zod';

export const AUTHORIZATION_REQUEST_EVENT = 'issuing_authorization.request';

/** How long an authorization waits for the endpoint's answer (the issue allows at most 2 s). */
export const DECISION_TIMEOUT_MS = 1_500;

/** Who decided an authorization: the account's rules alone, its endpoint, or the fallback when the endpoint did not answer in time or answered badly. */
export const DECIDED_BY = ['rules', 'webhook', 'fallback_timeout', 'fallback_error'] as const;
export type DecidedBy = (typeof DECIDED_BY)[number];

export const DECISION_FALLBACKS = ['approve', 'decline'] as const;
export type DecisionFallback = (typeof DECISION_FALLBACKS)[number];
export const DEFAULT_DECISION_FALLBACK: DecisionFallback = 'approve';

/** What the endpoint answers (HTTP 2xx, JSON): anything else counts as a bad answer. */
export const decisionAnswerSchema = z.object({
  approved: z.boolean(),
  /** Shown with a decline (trimmed, at most 200 characters kept). */
  reason: z.string().optional(),
});
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** The endpoint's HTTP result as the decision reads it. */
export interface DecisionCall {
  status: number | null;
  body: string | null;
  /** Set when no answer came (refused connection, timeout). */
  error: string | null;
  timedOut: boolean;
}

export type Verdict = { approved: boolean; decidedBy: DecidedBy; reason: string | null };

/** The verdict from the endpoint's answer, or the fallback: a timeout is fallback_timeout, anything else not a valid 2xx answer fallback_error. */
export function verdictOf(call: DecisionCall, fallback: DecisionFallback): Verdict {
  const fall = (decidedBy: DecidedBy): Verdict => ({ approved: fallback === 'approve', decidedBy, reason: null });
  if (call.timedOut) return fall('fallback_timeout');
  if (call.error || call.status === null || call.status < 200 || call.status > 299 || call.body === null) return fall('fallback_error');
  let json: unknown;
  try {
    json = JSON.parse(call.body);
  } catch {
    return fall('fallback_error');
  }
  const parsed = decisionAnswerSchema.safeParse(json);
  if (!parsed.success) return fall('fallback_error');
  const reason = parsed.data.reason?.trim().slice(0, 200) || null;
  return { approved: parsed.data.approved, decidedBy: 'webhook', reason: parsed.data.approved ? null : reason };
}
