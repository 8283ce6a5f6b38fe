import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holderNameMatches, holderNamesFrom, makeBankDetailsSchema } from './bank-details';
import { issuesByPath, sampleBankDetails, sampleBusinessDetails, sampleOwner, samplePerson } from './test-data';

const names = holderNamesFrom({
  businessDetails: sampleBusinessDetails(),
  representative: samplePerson(),
  owners: { owners: [sampleOwner()] },
});
const schema = makeBankDetailsSchema(names);

describe('bank details step', () => {
  it('accepts valid details and stores the codes normalised', () => {
    const parsed = schema.parse(sampleBankDetails());
    expect(parsed).toMatchObject({ sortCode: '601613', iban: 'GB29NWBK60161331926819', swift: 'NWBKGB2L', routingNumber: null });
  });

  it.each([
    ['accountNumber', '', 'onb_response_required'],
    ['accountNumber', '1234567', 'onb_account_number_invalid'],
    ['accountNumber', '1234567890123', 'onb_account_number_invalid'],
    ['accountNumber', '12345678a', 'onb_account_number_invalid'],
    ['holderName', '', 'onb_response_required'],
    ['holderName', 'Someone Else', 'onb_holder_name_mismatch'],
    ['bankName', null, 'onb_response_required'],
    ['bankAddress', ' ', 'onb_response_required'],
    ['swift', 'NWBKGB2', 'onb_swift_invalid'],
    ['swift', 'NWBKGB2L1234', 'onb_swift_invalid'],
    ['sortCode', '12345', 'onb_sort_code_invalid'],
    ['routingNumber', '12345678', 'onb_routing_number_invalid'],
    ['routingNumber', '021000022', 'onb_routing_number_invalid'],
    ['iban', 'GB29NWBK60161331926818', 'onb_iban_invalid'],
    ['iban', 'GB29NWBK6016133192681', 'onb_iban_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issuesByPath(schema.safeParse({ ...sampleBankDetails(), [field]: value }))).toEqual({ [field]: key });
  });

  it('needs the routing number only when no SWIFT/BIC is given', () => {
    const noSwift = { ...sampleBankDetails(), swift: null, routingNumber: null };
    expect(issuesByPath(schema.safeParse(noSwift))).toEqual({ routingNumber: 'onb_routing_or_swift_required' });
    expect(schema.safeParse({ ...noSwift, routingNumber: '021000021' }).success).toBe(true);
    expect(schema.safeParse({ ...noSwift, swift: 'NWBKGB2LXXX' }).success).toBe(true);
    // A wrong SWIFT shows its own message rather than asking for a routing number too.
    expect(issuesByPath(schema.safeParse({ ...noSwift, swift: 'NWBK' }))).toEqual({ swift: 'onb_swift_invalid' });
  });

  it('leaves sort code and IBAN optional', () => {
    expect(schema.safeParse({ ...sampleBankDetails(), sortCode: '', iban: null }).success).toBe(true);
  });

  it('accepts the holder as the representative, an owner, the legal name or the trade name', () => {
    for (const holderName of ['Jane Smith', 'SMITH  jane', 'john brown', 'acme trading ltd', 'ACME']) {
      expect(schema.safeParse({ ...sampleBankDetails(), holderName }).success, holderName).toBe(true);
    }
  });

  it('only requires a holder name when no names are given (the form before the API sees the saved steps)', () => {
    expect(makeBankDetailsSchema().safeParse({ ...sampleBankDetails(), holderName: 'Anyone' }).success).toBe(true);
    expect(makeBankDetailsSchema([]).safeParse({ ...sampleBankDetails(), holderName: 'Anyone' }).success).toBe(false);
  });
});

describe('holderNameMatches', () => {
  it('ignores case and whitespace, and folds full-width letters', () => {
    expect(holderNameMatches('  jane   SMITH ', ['Jane Smith'])).toBe(true);
    expect(holderNameMatches('张 三', ['张三'])).toBe(true);
    expect(holderNameMatches('ＡＣＭＥ Ltd', ['Acme Ltd'])).toBe(true);
    expect(holderNameMatches('Acme Ltd.', ['Acme Ltd'])).toBe(false);
    expect(holderNameMatches('', [''])).toBe(false);
    expect(holderNameMatches('Jane', [])).toBe(false);
  });

  it('matches any spacing and casing of a listed name, and nothing that differs in a letter', () => {
    const name = fc.stringMatching(/^[A-Za-z]{1,8}( [A-Za-z]{1,8}){0,2}$/);
    fc.assert(fc.property(name, fc.array(fc.boolean(), { maxLength: 30 }), (n, flips) => {
      const varied = [...n].map((c, i) => (flips[i] ? c.toUpperCase() : c.toLowerCase())).join('').replace(/ /g, '  ');
      expect(holderNameMatches(` ${varied} `, ['Someone', n])).toBe(true);
      expect(holderNameMatches(`${n}x`, [n])).toBe(false);
    }));
  });
});

describe('holderNamesFrom', () => {
  it('lists people in both name orders, then the legal and trade names, skipping what is missing', () => {
    expect(names).toEqual(['Jane Smith', 'Smith Jane', 'John Brown', 'Brown John', 'Acme Trading Ltd', 'Acme']);
    expect(holderNamesFrom({ representative: { firstName: 'Li', lastName: ' ' }, businessDetails: { legalName: 'X Co', tradeName: null } }))
      .toEqual(['X Co']);
    expect(holderNamesFrom({})).toEqual([]);
  });
});
