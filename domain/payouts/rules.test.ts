import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanCheckDigits } from '../bank';
import { makeBeneficiarySchema } from './records';
import {
  accountLast4, bankScheme, destinationIssue, destinationRulesFrom, parsePayoutCountries, payoutArrivalDate, payoutCountryCodes, payoutFee,
  simulatedOutcome, TEST_ACCOUNTS, type DestinationRules,
} from './rules';

const PARAMS = [
  { paramCode: 'BLACK_COUNTRY', paramValue: 'CU, ir;KP', extValue: null },
  {
    paramCode: 'PAYOUT_COUNTRY',
    paramValue: null,
    extValue: {
      US: { currencies: ['USD'] },
      gb: { currencies: ['gbp'], methods: ['bank_account', 'other'] },
      DE: { currencies: ['EUR'] },
      HK: { currencies: ['HKD', 'USD'] },
      IR: { currencies: ['USD'] },
      ZZ: { currencies: ['USD'] },
      FR: { currencies: [] },
      SG: { currencies: ['SGD'], methods: ['wire'] },
    },
  },
];
const rules: DestinationRules = destinationRulesFrom(PARAMS);

describe('PAYOUT_COUNTRY and BLACK_COUNTRY', () => {
  it('reads the extValue per country: currencies upper-cased, bank accounts by default, malformed countries left out', () => {
    expect(rules.payoutCountries).toEqual({
      US: { currencies: ['USD'], methods: ['bank_account'] },
      GB: { currencies: ['GBP'], methods: ['bank_account', 'other'] },
      DE: { currencies: ['EUR'], methods: ['bank_account'] },
      HK: { currencies: ['HKD', 'USD'], methods: ['bank_account'] },
      IR: { currencies: ['USD'], methods: ['bank_account'] },
    });
    expect(rules.blackCountries).toEqual(['CU', 'IR', 'KP']);
    expect(parsePayoutCountries('{"US":{"currencies":["USD"]}}')).toEqual({ US: { currencies: ['USD'], methods: ['bank_account'] } });
    for (const junk of [null, undefined, 'not json', 42, [], '[]']) expect(parsePayoutCountries(junk)).toEqual({});
  });

  it('refuses a blacklisted country even when PAYOUT_COUNTRY lists it, then an unlisted one, then the currency, then the method', () => {
    expect(destinationIssue(rules, { country: 'ir', currency: 'USD' })).toEqual({ field: 'country', message: 'payout_country_blocked' });
    expect(destinationIssue(rules, { country: 'CU' })).toEqual({ field: 'country', message: 'payout_country_blocked' });
    expect(destinationIssue(rules, { country: 'JP' })).toEqual({ field: 'country', message: 'payout_country_unsupported' });
    expect(destinationIssue(rules, { country: 'HK', currency: 'EUR' })).toEqual({ field: 'currency', message: 'payout_currency_unsupported' });
    expect(destinationIssue(rules, { country: 'US', currency: 'USD', methodType: 'other' })).toEqual({ field: 'methodType', message: 'payout_method_unsupported' });
    expect(destinationIssue(rules, { country: 'gb', currency: 'gbp', methodType: 'other' })).toBeNull();
    expect(payoutCountryCodes(rules)).toEqual(['DE', 'GB', 'HK', 'US']);
  });

  it('never allows a country of BLACK_COUNTRY, whatever PAYOUT_COUNTRY says', () => {
    const code = fc.constantFrom('US', 'GB', 'DE', 'CU', 'IR', 'KP', 'SY', 'JP');
    fc.assert(fc.property(fc.uniqueArray(code), fc.uniqueArray(code), code, (black, listed, country) => {
      const r: DestinationRules = { blackCountries: black, payoutCountries: Object.fromEntries(listed.map((c) => [c, { currencies: ['USD'], methods: ['bank_account'] }])) };
      const issue = destinationIssue(r, { country, currency: 'USD', methodType: 'bank_account' });
      expect(issue === null).toBe(!black.includes(country) && listed.includes(country));
    }));
  });
});

const base = { name: 'Acme Supplies', email: null, currency: 'USD', methodType: 'bank_account', holderName: 'Acme Supplies Ltd', bankName: 'First Bank' };
const schema = makeBeneficiarySchema(rules);
const errors = (input: object) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));

describe('beneficiary bank rules at their boundaries', () => {
  it('account number: 8 to 12 digits pass, 7 and 13 do not', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }).chain((n) => digits(n).map((d) => [n, d] as const)), ([n, d]) => {
      const e = errors({ ...base, country: 'US', accountNumber: d, routingNumber: '021000021' });
      expect(e.accountNumber === undefined).toBe(n >= 8 && n <= 12);
      if (n < 8 || n > 12) expect(e.accountNumber).toBe('onb_account_number_invalid');
    }));
  });

  it('routing number: 9 digits with its checksum; optional when SWIFT is given', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }).chain((n) => digits(n).map((d) => [n, d] as const)), ([n, d]) => {
      const e = errors({ ...base, country: 'US', accountNumber: '000123456789', routingNumber: d });
      if (n !== 9) expect(e.routingNumber).toBe('onb_routing_number_invalid');
    }));
    expect(errors({ ...base, country: 'US', accountNumber: '000123456789', routingNumber: '021000021' })).toEqual({});
    expect(errors({ ...base, country: 'US', accountNumber: '000123456789', routingNumber: '021000022' }).routingNumber).toBe('onb_routing_number_invalid');
    expect(errors({ ...base, country: 'US', accountNumber: '000123456789' }).routingNumber).toBe('onb_routing_or_swift_required');
    expect(errors({ ...base, country: 'US', accountNumber: '000123456789', swift: 'BOFAUS3N' })).toEqual({});
  });

  it('SWIFT/BIC: 8 to 11 characters pass, 7 and 12 do not', () => {
    const hk = { ...base, country: 'HK', currency: 'HKD', accountNumber: '000123456789' };
    for (const [swift, ok] of [['HSBCHKHH', true], ['HSBCHKHHH', true], ['HSBCHKHHHKH', true], ['HSBCHKH', false], ['HSBCHKHHHKHX', false], ['HSBC12HH', false]] as const) {
      expect(errors({ ...hk, swift }).swift === undefined, swift).toBe(ok);
    }
    expect(errors(hk).swift).toBe('please_input');
  });

  it('sort code: exactly 6 digits', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }).chain((n) => digits(n).map((d) => [n, d] as const)), ([n, d]) => {
      const e = errors({ ...base, country: 'GB', currency: 'GBP', accountNumber: '12345678', sortCode: d });
      expect(e.sortCode === undefined).toBe(n === 6);
    }));
    expect(errors({ ...base, country: 'GB', currency: 'GBP', accountNumber: '12345678', sortCode: '12-34-56' })).toEqual({});
  });

  it('IBAN: its checksum decides (any digit changed is refused), for IBAN countries', () => {
    const de = { ...base, country: 'DE', currency: 'EUR' };
    fc.assert(fc.property(digits(18), fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 9 }), (bban, at, shift) => {
      const iban = `DE${ibanCheckDigits('DE', bban)}${bban}`;
      expect(errors({ ...de, iban })).toEqual({});
      const typo = `${iban.slice(0, 4 + at)}${(Number(iban[4 + at]) + shift) % 10}${iban.slice(5 + at)}`;
      expect(errors({ ...de, iban: typo }).iban).toBe('onb_iban_invalid');
    }));
    expect(errors(de).iban).toBe('please_input');
  });

  it('refuses destinations by the system parameters, naming the field', () => {
    expect(errors({ ...base, country: 'IR', accountNumber: '000123456789', swift: 'BKMTIRTH' }).country).toBe('payout_country_blocked');
    expect(errors({ ...base, country: 'JP', currency: 'JPY' }).country).toBe('payout_country_unsupported');
    expect(errors({ ...base, country: 'DE', currency: 'USD', iban: 'DE89370400440532013000' }).currency).toBe('payout_currency_unsupported');
    expect(errors({ ...base, country: 'US', methodType: 'other', walletProvider: 'X', walletAccount: 'y' }).methodType).toBe('payout_method_unsupported');
    expect(errors({ name: null, country: null })).toMatchObject({ name: 'please_input', country: 'please_select' });
  });

  it('keeps only the fields the scheme takes, normalised', () => {
    const out = schema.parse({ ...base, country: 'gb', currency: 'GBP', accountNumber: '1234 5678', sortCode: '12-34-56', routingNumber: 'ignored', walletAccount: 'x' });
    expect(out).toMatchObject({ country: 'GB', accountNumber: '12345678', sortCode: '123456', routingNumber: null, walletAccount: null, iban: null });
    expect(bankScheme('de')).toBe('iban');
    expect(bankScheme('HK')).toBe('swift');
  });
});

describe('fee, arrival date and the test accounts', () => {
  it('fee: 0.25% between 1 and 25 major units', () => {
    expect(payoutFee(10_000, 'USD')).toBe(100);
    expect(payoutFee(100_000, 'USD')).toBe(250);
    expect(payoutFee(10_000_000, 'USD')).toBe(2500);
    expect(payoutFee(1_000_000, 'JPY')).toBe(2500);
    expect(payoutFee(50_000, 'GBP', 'other')).toBe(100);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e12 }), (amount) => {
      const fee = payoutFee(amount, 'EUR');
      expect(fee).toBeGreaterThanOrEqual(100);
      expect(fee).toBeLessThanOrEqual(2500);
    }));
  });

  it('arrival: two business days later for bank accounts, skipping the weekend', () => {
    expect(payoutArrivalDate(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-25'); // Monday -> Wednesday
    expect(payoutArrivalDate(new Date('2026-11-26T23:59:00Z'))).toBe('2026-11-30'); // Thursday -> Monday
    expect(payoutArrivalDate(new Date('2026-11-28T08:00:00Z'))).toBe('2026-12-01'); // Saturday -> Tuesday
    expect(payoutArrivalDate(new Date('2026-11-27T08:00:00Z'), 'other')).toBe('2026-11-30'); // Friday -> Monday
  });

  it('the documented test accounts decide the simulated bank', () => {
    expect(simulatedOutcome({ accountNumber: TEST_ACCOUNTS.succeeds })).toBe('succeeds');
    expect(simulatedOutcome({ accountNumber: TEST_ACCOUNTS.verificationFails })).toBe('verificationFails');
    expect(simulatedOutcome({ accountNumber: TEST_ACCOUNTS.payoutFails })).toBe('payoutFails');
    expect(simulatedOutcome({ accountNumber: TEST_ACCOUNTS.payoutExpires })).toBe('payoutExpires');
    expect(simulatedOutcome({ iban: 'DE33370400449999999999' })).toBe('verificationFails');
    expect(accountLast4({ iban: 'de89 3704 0044 0532 0130 00' })).toBe('3000');
  });
});
