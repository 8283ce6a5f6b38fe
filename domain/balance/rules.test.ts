import { describe, expect, it } from 'vitest';
import { createTopupSchema } from './records';
import { entrySource, normalReference, topupAmountIssue, topupLimits, topupReference, virtualAccountNumber, LEDGER_ENTRY_TYPES } from './rules';

describe('top-up rules', () => {
  it('limits amounts per currency by its decimals', () => {
    expect(topupLimits('USD')).toEqual({ min: 1_000, max: 100_000_000 });
    expect(topupLimits('KWD')).toEqual({ min: 10_000, max: 1_000_000_000 });
    expect(topupLimits('JPY')).toEqual({ min: 1_000, max: 100_000_000 });
    expect(topupAmountIssue(999, 'USD')).toBe('topup_amount_too_small');
    expect(topupAmountIssue(1_000, 'USD')).toBeUndefined();
    expect(topupAmountIssue(100_000_001, 'USD')).toBe('topup_amount_too_large');
  });

  it('the form and the route read one schema: field named, card required for card top-ups', () => {
    const issues = (body: unknown) => {
      const r = createTopupSchema.safeParse(body);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues({ method: 'bank_transfer', amount: 5_000, currency: 'USD' })).toEqual({});
    expect(issues({ method: 'card', amount: 5_000, currency: 'USD' })).toEqual({ card: 'topup_card_required' });
    expect(issues({ method: 'bank_transfer', amount: 10, currency: 'USD' })).toEqual({ amount: 'topup_amount_too_small' });
    expect(issues({ method: 'bank_transfer', amount: 1.5, currency: 'USD' })).toMatchObject({ amount: 'topup_amount_invalid' });
    expect(issues({ method: 'cash', amount: 5_000, currency: 'USD' })).toMatchObject({ method: 'topup_method_required' });
  });

  it('references are typeable and compared in their normal form', () => {
    const ref = topupReference();
    expect(ref).toMatch(/^TU-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(normalReference(` ${ref.toLowerCase()} `)).toBe(ref);
    expect(topupReference(() => new Uint8Array(8))).toBe('TU-AAAA-AAAA');
  });

  it('a virtual account number per account and mode, stable', () => {
    const live = virtualAccountNumber('acct_1', true);
    expect(live).toMatch(/^88\d{12}$/);
    expect(virtualAccountNumber('acct_1', false)).toMatch(/^99\d{12}$/);
    expect(virtualAccountNumber('acct_1', true)).toBe(live);
    expect(virtualAccountNumber('acct_2', true)).not.toBe(live);
  });

  it('every entry type names the record that caused it', () => {
    expect(LEDGER_ENTRY_TYPES.map((t) => entrySource(t))).toEqual(['payment', 'payment', 'refund', 'refund', 'disbursement', 'adjustment', 'dispute', 'dispute', 'dispute', 'topup', 'smart_account', 'issuing']);
    // Payouts to beneficiaries (issue 29) write payout entries too; their id tells them from disbursements.
    expect(entrySource('payout', 'po_123')).toBe('payout');
    expect(entrySource('payout', 'dis_123')).toBe('disbursement');
  });
});
