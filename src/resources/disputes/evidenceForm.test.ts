import { describe, expect, it } from 'vitest';
import { evidenceBody, evidenceFormValues, sourceOf, textBudget } from './evidenceForm';

const dispute = {
  evidence: { trackingNumber: 'T-1' },
  prefill: { customerName: { value: 'Ada', source: 'customer' as const }, trackingNumber: { value: 'OLD', source: 'shipping' as const } },
};

describe('the evidence form values', () => {
  it('keeps the saved draft and fills empty fields from what is known, with the source while unchanged', () => {
    const values = evidenceFormValues(dispute);
    expect(values.evidence.trackingNumber).toBe('T-1');
    expect(values.evidence.customerName).toBe('Ada');
    expect(values.evidence.other).toBe('');
    expect(sourceOf(dispute, 'customerName', 'Ada')).toBe('customer');
    expect(sourceOf(dispute, 'customerName', 'Ada L.')).toBeNull();
    expect(sourceOf(dispute, 'other', '')).toBeNull();
  });

  it('sends only fields with something in them, and meters the total', () => {
    const values = evidenceFormValues(dispute);
    values.evidence.other = '   ';
    expect(evidenceBody(values)).toEqual({ trackingNumber: 'T-1', customerName: 'Ada' });
    expect(textBudget(values)).toMatchObject({ used: 3 + 3 + 3, max: 150_000 });
  });
});
