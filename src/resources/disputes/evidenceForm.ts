// The evidence form's values: the saved draft, with what the product knows filled into the fields still empty (each
// remembered with its source, so the form can say where a value came from while it is unchanged).
import { EVIDENCE_FIELD_MAX, EVIDENCE_TEXT_FIELDS, EVIDENCE_TEXT_TOTAL_MAX, evidenceTextLength, type EvidenceText, type EvidenceTextField } from '../../../domain/disputes/evidence';
import type { EvidenceSource } from '../../../domain/disputes/records';
import type { DisputeDetail } from '../../../domain/wire';

export interface EvidenceFormValues {
  evidence: Record<EvidenceTextField, string>;
}

export function evidenceFormValues(d: Pick<DisputeDetail, 'evidence' | 'prefill'>): EvidenceFormValues {
  const evidence = {} as Record<EvidenceTextField, string>;
  for (const f of EVIDENCE_TEXT_FIELDS) evidence[f] = d.evidence[f] ?? d.prefill[f]?.value ?? '';
  return { evidence };
}

/** The source of a field's value while it still is the prefilled one. */
export function sourceOf(d: Pick<DisputeDetail, 'prefill'>, field: EvidenceTextField, value: string): EvidenceSource | null {
  const p = d.prefill[field];
  return p && p.value === value ? p.source : null;
}

/** The body the API takes: empty fields left out. */
export function evidenceBody(values: EvidenceFormValues): EvidenceText {
  const out: EvidenceText = {};
  for (const f of EVIDENCE_TEXT_FIELDS) if ((values.evidence?.[f] ?? '').trim() !== '') out[f] = values.evidence[f];
  return out;
}

/** The total meter: characters used of the 150,000, as a share. */
export function textBudget(values: EvidenceFormValues): { used: number; max: number; share: number } {
  const used = evidenceTextLength(values.evidence ?? {});
  return { used, max: EVIDENCE_TEXT_TOTAL_MAX, share: Math.min(1, used / EVIDENCE_TEXT_TOTAL_MAX) };
}

/** Fields with a limit of their own are single lines; the others are long text. */
export const isShortField = (f: EvidenceTextField) => EVIDENCE_FIELD_MAX[f] !== undefined;
