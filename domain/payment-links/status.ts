// Payment-link statuses (spec section 4: incomplete, succeeded, failed; plus deactivated, as links are never
// deleted) and how a payment attempt moves them. Pure rules shared by the API and the SPA.
export const PAYMENT_LINK_STATUSES = ['incomplete', 'succeeded', 'failed', 'deactivated'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** What a checkout attempt came to, as far as the link cares (a 3-D Secure wait changes nothing yet). */
export type AttemptOutcome = 'succeeded' | 'failed' | 'requires_action';

/**
 * The link's status after an attempt: any success makes it succeeded for good; a failure marks it failed only
 * while it never succeeded; a deactivated link stays deactivated.
 */
export function linkStatusAfter(status: PaymentLinkStatus, outcome: AttemptOutcome): PaymentLinkStatus {
  if (status === 'deactivated' || outcome === 'requires_action') return status;
  if (outcome === 'succeeded') return 'succeeded';
  return status === 'succeeded' ? 'succeeded' : 'failed';
}

export function isLinkActive(link: { status: PaymentLinkStatus }): boolean {
  return link.status !== 'deactivated';
}

/** Expired once the expiry instant has passed (an instant exactly at the expiry is already expired). */
export function isLinkExpired(link: { expiresAt: Date | string | null }, now: Date): boolean {
  if (link.expiresAt === null) return false;
  return new Date(link.expiresAt).getTime() <= now.getTime();
}
