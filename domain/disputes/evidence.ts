// The evidence a merchant sends for a dispute: text fields and files, in an order guided by the reason (the fields a
// bank weighs most for that reason first), with the limits the card networks put on a response: 150,000 characters
// of text in all, files of the spec's types under 10 MB each and 20 MB together. Saved as a draft any number of
// times; a submission needs something in it. The test-mode network decides the outcome by `simulatedOutcome`.
import type { DisputeReason } from './status';

export const EVIDENCE_TEXT_FIELDS = [
  'productDescription', 'customerName', 'customerEmail', 'billingAddress', 'shippingAddress', 'customerCommunication',
  'shippingCarrier', 'trackingNumber', 'refundPolicy', 'cancellationPolicy', 'duplicateChargeExplanation', 'other',
] as const;
export type EvidenceTextField = (typeof EVIDENCE_TEXT_FIELDS)[number];

export const EVIDENCE_FILE_KINDS = ['receipt', 'customerCommunication', 'shippingDocumentation', 'refundPolicy', 'cancellationPolicy', 'other'] as const;
export type EvidenceFileKind = (typeof EVIDENCE_FILE_KINDS)[number];

/** All text of a response together. */
export const EVIDENCE_TEXT_TOTAL_MAX = 150_000;
/** Short fields have a limit of their own; the long ones only share the total. */
export const EVIDENCE_FIELD_MAX: Partial<Record<EvidenceTextField, number>> = {
  customerName: 200, customerEmail: 254, shippingCarrier: 100, trackingNumber: 100,
};
export const EVIDENCE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_FILES_TOTAL_MAX_BYTES = 20 * 1024 * 1024;
export const EVIDENCE_FILES_MAX_COUNT = 20;

export type EvidenceText = Partial<Record<EvidenceTextField, string | null>>;

/** One item of the guided form: a text field or a file kind. */
export type EvidenceItem = { type: 'text'; field: EvidenceTextField } | { type: 'file'; kind: EvidenceFileKind };
const text = (field: EvidenceTextField): EvidenceItem => ({ type: 'text', field });
const file = (kind: EvidenceFileKind): EvidenceItem => ({ type: 'file', kind });

const PRIMARY: Record<DisputeReason, EvidenceItem[]> = {
  fraudulent: [text('customerName'), text('customerEmail'), text('billingAddress'), file('receipt'), text('customerCommunication'), file('customerCommunication')],
  product_not_received: [text('shippingCarrier'), text('trackingNumber'), text('shippingAddress'), file('shippingDocumentation'), text('customerCommunication')],
  product_unacceptable: [text('productDescription'), text('customerCommunication'), file('customerCommunication'), text('refundPolicy'), file('refundPolicy')],
  duplicate: [text('duplicateChargeExplanation'), file('receipt'), text('customerCommunication')],
  subscription_canceled: [text('cancellationPolicy'), file('cancellationPolicy'), text('customerCommunication'), text('productDescription')],
  credit_not_processed: [text('refundPolicy'), file('refundPolicy'), text('customerCommunication'), file('receipt')],
  general: [text('productDescription'), text('customerCommunication'), file('receipt')],
};

const key = (i: EvidenceItem) => (i.type === 'text' ? `text:${i.field}` : `file:${i.kind}`);

/** The form's items for a reason: the ones that matter most first (`primary`), then every other one. */
export function evidenceItemsFor(reason: DisputeReason): { primary: EvidenceItem[]; rest: EvidenceItem[] } {
  const primary = PRIMARY[reason];
  const seen = new Set(primary.map(key));
  const all = [...EVIDENCE_TEXT_FIELDS.map(text), ...EVIDENCE_FILE_KINDS.map(file)];
  return { primary, rest: all.filter((i) => !seen.has(key(i))) };
}

/** Characters of text in a response (what the 150,000 limit counts), by code point. */
export function evidenceTextLength(evidence: EvidenceText): number {
  return EVIDENCE_TEXT_FIELDS.reduce((sum, f) => sum + [...(evidence[f] ?? '')].length, 0);
}

/** Issues of the text as message keys by field: a short field over its limit, or the total over 150,000. */
export function evidenceTextIssues(evidence: EvidenceText): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const [field, max] of Object.entries(EVIDENCE_FIELD_MAX)) {
    if ([...(evidence[field as EvidenceTextField] ?? '')].length > max!) issues[field] = 'field_too_long';
  }
  if (evidenceTextLength(evidence) > EVIDENCE_TEXT_TOTAL_MAX) issues.evidence = 'dispute_evidence_too_long';
  return issues;
}

/** A submission needs at least one text field with something in it or one file. */
export function isEvidenceEmpty(evidence: EvidenceText, fileCount: number): boolean {
  return fileCount === 0 && EVIDENCE_TEXT_FIELDS.every((f) => (evidence[f] ?? '').trim() === '');
}

/** Whether one more file fits the count and the total budget. */
export function fileFits(existing: readonly { size: number }[], size: number): 'ok' | 'dispute_files_too_many' | 'dispute_files_too_large' | 'dispute_file_too_large' {
  if (size >= EVIDENCE_FILE_MAX_BYTES) return 'dispute_file_too_large';
  if (existing.length >= EVIDENCE_FILES_MAX_COUNT) return 'dispute_files_too_many';
  return existing.reduce((s, f) => s + f.size, 0) + size > EVIDENCE_FILES_TOTAL_MAX_BYTES ? 'dispute_files_too_large' : 'ok';
}

/**
 * The test-mode network's decision after a submission: the words
 * "winning_evidence" or "losing_evidence" anywhere in the text decide at once; otherwise the response wins when it
 * holds what the reason needs most.
 */
export function simulatedOutcome(reason: DisputeReason, evidence: EvidenceText, files: readonly { kind: EvidenceFileKind }[]): 'won' | 'lost' {
  const all = EVIDENCE_TEXT_FIELDS.map((f) => evidence[f] ?? '').join('\n').toLowerCase();
  if (all.includes('losing_evidence')) return 'lost';
  if (all.includes('winning_evidence')) return 'won';
  const has = (f: EvidenceTextField) => (evidence[f] ?? '').trim() !== '';
  const hasFile = (k: EvidenceFileKind) => files.some((f) => f.kind === k);
  const wins: Record<DisputeReason, boolean> = {
    fraudulent: has('billingAddress') && (hasFile('receipt') || has('customerCommunication')),
    product_not_received: has('trackingNumber'),
    product_unacceptable: has('productDescription') && (has('customerCommunication') || hasFile('customerCommunication')),
    duplicate: has('duplicateChargeExplanation'),
    subscription_canceled: has('cancellationPolicy') || hasFile('cancellationPolicy'),
    credit_not_processed: has('refundPolicy') || hasFile('refundPolicy'),
    general: has('productDescription') && has('customerCommunication'),
  };
  return wins[reason] ? 'won' : 'lost';
}
