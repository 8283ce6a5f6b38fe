// The wire types of the disputes API (issue 16): the record the list and detail answer with, the evidence draft the
// merchant saves, the list filter, and the test-mode "open a dispute" call. Shared by the server's route schemas
// and the SPA's dataProvider; amounts are integer minor units, timestamps ISO 8601 in UTC on the wire.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { PAYMENT_CURRENCIES } from '../payments';
import { EVIDENCE_FIELD_MAX, EVIDENCE_FILE_KINDS, EVIDENCE_TEXT_FIELDS, EVIDENCE_TEXT_TOTAL_MAX, type EvidenceTextField } from './evidence';
import { DISPUTE_REASONS, DISPUTE_STATUSES } from './status';

const minor = z.number().int();
const timestamp = z.date();

/** Where a prefilled evidence value comes from. */
export const EVIDENCE_SOURCES = ['payment', 'customer', 'billing', 'shipping'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

export const evidenceFileRecord = z.object({
  id: z.string(),
  kind: z.enum(EVIDENCE_FILE_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: timestamp,
});
export type EvidenceFileRecord = z.infer<typeof evidenceFileRecord>;

const evidenceTextRecord = z.object(
  Object.fromEntries(EVIDENCE_TEXT_FIELDS.map((f) => [f, z.string().nullable().optional()])) as Record<EvidenceTextField, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
);

export const disputeHistoryEntry = z.object({ type: z.string(), status: z.string().nullable(), at: timestamp });

export const disputeRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  paymentId: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  kind: z.enum(['inquiry', 'chargeback']),
  reason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  amount: minor,
  fee: minor,
  currency: z.string(),
  networkReference: z.string(),
  dueBy: timestamp,
  draftSavedAt: timestamp.nullable(),
  submittedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DisputeRecord = z.infer<typeof disputeRecord>;

/** The detail: the evidence drafted so far, its files, what the product can prefill, and the history. */
export const disputeDetailRecord = disputeRecord.extend({
  evidence: evidenceTextRecord,
  files: z.array(evidenceFileRecord),
  /** Values known from the payment and the customer for empty evidence fields, each with its source. */
  prefill: z.record(z.string(), z.object({ value: z.string(), source: z.enum(EVIDENCE_SOURCES) })),
  payment: z.object({
    amount: minor,
    currency: z.string(),
    status: z.string(),
    description: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    createdAt: timestamp,
  }),
  history: z.array(disputeHistoryEntry),
});
export type DisputeDetailRecord = z.infer<typeof disputeDetailRecord>;

const evidenceText = (max: number) => z.string().max(max, 'field_too_long').nullable().optional();

/** The evidence draft (PUT /disputes/:id): every text field optional; limits of each field and of all together. */
export const disputeEvidenceSchema = z
  .strictObject(
    Object.fromEntries(EVIDENCE_TEXT_FIELDS.map((f) => [f, evidenceText(EVIDENCE_FIELD_MAX[f] ?? EVIDENCE_TEXT_TOTAL_MAX)])) as Record<
      EvidenceTextField,
      ReturnType<typeof evidenceText>
    >,
  )
  .refine((e) => EVIDENCE_TEXT_FIELDS.reduce((n, f) => n + [...(e[f] ?? '')].length, 0) <= EVIDENCE_TEXT_TOTAL_MAX, {
    message: 'dispute_evidence_too_long',
  });
export type DisputeEvidenceInput = z.infer<typeof disputeEvidenceSchema>;

/** The draft as react-admin's update sends it: the evidence under `evidence` (other record fields are ignored). */
export const disputeUpdateSchema = z.object({ evidence: disputeEvidenceSchema });

/** Test mode: open a dispute on a payment now, with a chosen reason. */
export const openDisputeSchema = z.strictObject({
  reason: z.enum(DISPUTE_REASONS, { error: 'please_select' }),
  kind: z.enum(['inquiry', 'chargeback']).default('chargeback'),
});
export type OpenDisputeInput = z.infer<typeof openDisputeSchema>;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const amountBound = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const disputeFilterSchema = z.strictObject({
  /** A dispute or payment id, or part of the customer's name. */
  q: z.string().trim().min(1).max(100).optional(),
  paymentId: z.string().trim().min(1).max(64).optional(),
  status: oneOrMany(z.enum(DISPUTE_STATUSES)).optional(),
  reason: oneOrMany(z.enum(DISPUTE_REASONS)).optional(),
  currency: oneOrMany(z.enum(PAYMENT_CURRENCIES)).optional(),
  /** Minor units, inclusive. */
  amountMin: amountBound.optional(),
  amountMax: amountBound.optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
  /** Waiting for an answer with the deadline at most this many days away (past deadlines included). */
  dueWithinDays: z.coerce.number().int().min(0).max(365).optional(),
});
export type DisputeFilter = z.infer<typeof disputeFilterSchema>;

/** Counts per status, plus the tabs that gather several: waiting for an answer, and closed without the money back. */
export const DISPUTE_COUNT_GROUPS = { awaiting: ['needs_response', 'warning_needs_response'], closedLost: ['lost', 'accepted', 'expired'] } as const;
type CountKey = 'all' | (typeof DISPUTE_STATUSES)[number] | keyof typeof DISPUTE_COUNT_GROUPS;
export const disputeCountsRecord = z.object(
  Object.fromEntries(['all', ...DISPUTE_STATUSES, ...Object.keys(DISPUTE_COUNT_GROUPS)].map((s) => [s, z.number().int()])) as Record<CountKey, z.ZodNumber>,
);
