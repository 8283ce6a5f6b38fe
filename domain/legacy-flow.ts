// The legacy payment flow of spec section 4 ("A legacy flow: Paid, Guaranteed, Delivered, Refunded"; issue 32 item 5).
// Payments taken through the legacy integration carry their stage in the flow (payments.legacy_stage: paid,
// guaranteed or delivered); every other payment has none and keeps the dashboard's statuses. A legacy payment is shown
// with the legacy status everywhere it is shown (list chip and filter, detail, CSV, the merchant API object): its stage
// while it stands, Refunded once fully refunded. The spec gives the flow no actions, so nothing here moves a payment
// between stages or money (the stage is written by the integration that took the payment).
import type { PaymentStatus } from './payment-status';

/** The stages a legacy payment moves through, in order. */
export const LEGACY_STAGES = ['paid', 'guaranteed', 'delivered'] as const;
export type LegacyStage = (typeof LEGACY_STAGES)[number];

export const LEGACY_STATUSES = [...LEGACY_STAGES, 'refunded'] as const;
export type LegacyStatus = (typeof LEGACY_STATUSES)[number];

export type PaymentFlow = 'dashboard' | 'legacy';

export const flowOf = (p: { legacyStage: LegacyStage | null }): PaymentFlow => (p.legacyStage ? 'legacy' : 'dashboard');

/**
 * A legacy payment's status: Refunded once fully refunded, its stage otherwise (a partial or pending refund leaves
 * the stage as it is); null for a payment of the dashboard's flow.
 */
export function legacyStatusOf(p: { status: PaymentStatus; legacyStage: LegacyStage | null }): LegacyStatus | null {
  if (!p.legacyStage) return null;
  return p.status === 'refunded' ? 'refunded' : p.legacyStage;
}

export interface LegacyStep {
  step: LegacyStatus;
  /** Reached (or passed). */
  reached: boolean;
  /** The step the payment stands at. */
  current: boolean;
}

/**
 * The flow's steps as the detail draws them: Paid → Guaranteed → Delivered, or Paid → Refunded once refunded (the
 * stage the refund came after is kept: Paid → Guaranteed → Refunded).
 */
export function legacySteps(status: LegacyStatus, stage: LegacyStage): LegacyStep[] {
  const at = LEGACY_STAGES.indexOf(stage);
  if (status === 'refunded') {
    return [
      ...LEGACY_STAGES.slice(0, at + 1).map((s) => ({ step: s, reached: true, current: false })),
      { step: 'refunded' as const, reached: true, current: true },
    ];
  }
  return LEGACY_STAGES.map((s, i) => ({ step: s, reached: i <= at, current: i === at }));
}

/**
 * What a filter on legacy statuses selects, as stored columns: the payments of these stages that are not fully
 * refunded, and (with 'refunded') the legacy payments that are; 'any' is all of them. The repository turns it into SQL.
 */
export function legacyFilterParts(statuses: readonly (LegacyStatus | 'any')[]): { stages: LegacyStage[]; refunded: boolean } {
  const all = statuses.includes('any');
  return { stages: LEGACY_STAGES.filter((s) => all || statuses.includes(s)), refunded: all || statuses.includes('refunded') };
}

/** How a legacy status is shown (chip, CSV): its own code, apart from the dashboard's (a disbursement is 'paid' too). */
export const LEGACY_DISPLAY = { paid: 'legacy_paid', guaranteed: 'legacy_guaranteed', delivered: 'legacy_delivered', refunded: 'legacy_refunded' } as const;
export type LegacyDisplayedStatus = (typeof LEGACY_DISPLAY)[LegacyStatus];
export const LEGACY_DISPLAYED_STATUSES: readonly LegacyDisplayedStatus[] = LEGACY_STATUSES.map((s) => LEGACY_DISPLAY[s]);

/** The legacy statuses in both languages (the list's chip under app.payments.status.<code>, the CSV's cells). */
export const LEGACY_STATUS_LABELS = {
  legacy_paid: { en: 'Paid', zh: '已支付' },
  legacy_guaranteed: { en: 'Guaranteed', zh: '已担保' },
  legacy_delivered: { en: 'Delivered', zh: '已交付' },
  legacy_refunded: { en: 'Refunded', zh: '已退款' },
} as const satisfies Record<LegacyDisplayedStatus, { en: string; zh: string }>;
