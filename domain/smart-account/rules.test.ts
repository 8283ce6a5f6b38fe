import { describe, expect, it } from 'vitest';
import { virtualAccountNumber } from '../balance/rules';
import { createSmartTransferSchema, simulateIncomingSchema } from './records';
import { smartAccountNumber, smartAccountReference } from './rules';

describe('the smart account number', () => {
  it('is one per account and mode, 14 digits saying the mode, never the balance’s virtual account', () => {
    for (const id of ['acct_a', 'acct_b', 'acct_0123456789']) {
      expect(smartAccountNumber(id, true)).toMatch(/^88\d{12}$/);
      expect(smartAccountNumber(id, false)).toMatch(/^99\d{12}$/);
      expect(smartAccountNumber(id, false)).toBe(smartAccountNumber(id, false));
      expect(smartAccountNumber(id, false)).not.toBe(virtualAccountNumber(id, false));
      expect(smartAccountNumber(id, true)).not.toBe(virtualAccountNumber(id, true));
    }
    expect(smartAccountNumber('acct_a', false)).not.toBe(smartAccountNumber('acct_b', false));
    expect(smartAccountReference('99123456789012')).toBe('SA-56789012');
  });
});

describe('the smart account bodies', () => {
  it('name the field of each refusal', () => {
    const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(issues(createSmartTransferSchema.safeParse({ beneficiaryId: '', amount: 0 }))).toEqual({ beneficiaryId: 'please_select', amount: 'smart_amount_invalid' });
    expect(issues(createSmartTransferSchema.safeParse({ beneficiaryId: 'ben_1', amount: 1.5 }))).toEqual({ amount: 'smart_amount_invalid' });
    expect(createSmartTransferSchema.safeParse({ beneficiaryId: 'ben_1', amount: 1 }).success).toBe(true);
    expect(issues(simulateIncomingSchema.safeParse({ amount: 100, currency: 'XXX', payerName: '  ' }))).toEqual({ currency: 'smart_currency_invalid', payerName: 'smart_payer_required' });
    expect(simulateIncomingSchema.safeParse({ amount: 100, currency: 'JPY', payerName: 'Ada' }).success).toBe(true);
  });
});
