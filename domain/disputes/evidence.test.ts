import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_FILES_TOTAL_MAX_BYTES, EVIDENCE_FILE_KINDS, EVIDENCE_FILE_MAX_BYTES, EVIDENCE_TEXT_FIELDS, EVIDENCE_TEXT_TOTAL_MAX,
  evidenceItemsFor, evidenceTextIssues, evidenceTextLength, fileFits, isEvidenceEmpty, simulatedOutcome,
} from './evidence';
import { DISPUTE_REASONS } from './status';

describe('evidence form', () => {
  it('puts what matters for the reason first and every other item after, each once', () => {
    for (const reason of DISPUTE_REASONS) {
      const { primary, rest } = evidenceItemsFor(reason);
      const keys = [...primary, ...rest].map((i) => (i.type === 'text' ? `t:${i.field}` : `f:${i.kind}`));
      expect(new Set(keys).size, reason).toBe(keys.length);
      expect(keys.length, reason).toBe(EVIDENCE_TEXT_FIELDS.length + EVIDENCE_FILE_KINDS.length);
    }
    expect(evidenceItemsFor('product_not_received').primary.slice(0, 2)).toEqual([{ type: 'text', field: 'shippingCarrier' }, { type: 'text', field: 'trackingNumber' }]);
    expect(evidenceItemsFor('duplicate').primary[0]).toEqual({ type: 'text', field: 'duplicateChargeExplanation' });
  });

  it('counts text by characters across all fields and names what is over a limit', () => {
    expect(evidenceTextLength({ other: '证据', productDescription: 'ab' })).toBe(4);
    expect(evidenceTextIssues({ trackingNumber: 'x'.repeat(100) })).toEqual({});
    expect(evidenceTextIssues({ trackingNumber: 'x'.repeat(101) })).toEqual({ trackingNumber: 'field_too_long' });
    const half = 'x'.repeat(EVIDENCE_TEXT_TOTAL_MAX / 2);
    expect(evidenceTextIssues({ productDescription: half, other: half })).toEqual({});
    expect(evidenceTextIssues({ productDescription: half, other: `${half}y` })).toEqual({ evidence: 'dispute_evidence_too_long' });
  });

  it('calls a response empty only with no text and no file', () => {
    expect(isEvidenceEmpty({}, 0)).toBe(true);
    expect(isEvidenceEmpty({ other: '  \n ', productDescription: null }, 0)).toBe(true);
    expect(isEvidenceEmpty({ other: 'x' }, 0)).toBe(false);
    expect(isEvidenceEmpty({}, 1)).toBe(false);
  });

  it('takes files under 10 MB each, up to 20 of them and 20 MB together', () => {
    expect(fileFits([], EVIDENCE_FILE_MAX_BYTES - 1)).toBe('ok');
    expect(fileFits([], EVIDENCE_FILE_MAX_BYTES)).toBe('dispute_file_too_large');
    expect(fileFits([{ size: EVIDENCE_FILES_TOTAL_MAX_BYTES - 10 }], 10)).toBe('ok');
    expect(fileFits([{ size: EVIDENCE_FILES_TOTAL_MAX_BYTES - 10 }], 11)).toBe('dispute_files_too_large');
    expect(fileFits(Array.from({ length: 20 }, () => ({ size: 1 })), 1)).toBe('dispute_files_too_many');
  });
});

describe('the test network decides', () => {
  it('by the magic words first, then by what the reason needs', () => {
    expect(simulatedOutcome('fraudulent', { other: 'see WINNING_EVIDENCE' }, [])).toBe('won');
    expect(simulatedOutcome('product_not_received', { trackingNumber: '1Z999', other: 'losing_evidence' }, [])).toBe('lost');
    expect(simulatedOutcome('product_not_received', { trackingNumber: '1Z999' }, [])).toBe('won');
    expect(simulatedOutcome('product_not_received', { shippingCarrier: 'UPS' }, [])).toBe('lost');
    expect(simulatedOutcome('fraudulent', { billingAddress: '1 High St' }, [{ kind: 'receipt' }])).toBe('won');
    expect(simulatedOutcome('fraudulent', { billingAddress: '1 High St' }, [])).toBe('lost');
    expect(simulatedOutcome('duplicate', { duplicateChargeExplanation: 'Two orders' }, [])).toBe('won');
    expect(simulatedOutcome('subscription_canceled', {}, [{ kind: 'cancellationPolicy' }])).toBe('won');
    expect(simulatedOutcome('credit_not_processed', {}, [])).toBe('lost');
    expect(simulatedOutcome('general', { productDescription: 'Chairs', customerCommunication: 'Thanks!' }, [])).toBe('won');
  });
});
