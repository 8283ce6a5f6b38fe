import fc from 'fast-check';
import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  IBAN_LENGTHS, formatIban, ibanCheckDigits, isValidAccountNumber, isValidIban, isValidRoutingNumber,
  isValidSortCode, isValidSwift, normalizeBankCode, normalizeBankNumber,
} from './bank';

/** Replaces the character at i with another of the same class (digit for digit), so mod 97 must catch it. */
function substituteDigit(text: string, i: number, shift: number): string {
  const d = (text.charCodeAt(i) - 48 + shift) % 10;
  return `${text.slice(0, i)}${d}${text.slice(i + 1)}`;
}

/** Countries whose BBAN carries no national check key: any BBAN of their structure is valid with its check digits. */
const NO_NATIONAL_CHECK = new Set(['AT', 'CH', 'CY', 'DE', 'DK', 'GB', 'GR', 'IE', 'LT', 'LU', 'LV', 'NL', 'RO', 'SE']);

describe('isValidIban', () => {
  const valid = [
    'GB82WEST12345698765432', 'GB29NWBK60161331926819', 'DE89370400440532013000', 'DE44500105175407324931',
    'FR1420041010050500013M02606', 'FR7630006000011234567890189', 'NL91ABNA0417164300', 'BE68539007547034',
    'CH9300762011623852957', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S',
  ];

  it('accepts published examples, with spaces and in lower case', () => {
    for (const iban of valid) expect(isValidIban(iban), iban).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('fr14-2004-1010-0505-0001-3M02-606')).toBe(true);
  });

  it('refuses tampered check digits, tampered account digits and swapped digits', () => {
    expect(isValidIban('GB81WEST12345698765432')).toBe(false);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE89370400440532031000')).toBe(false);
    expect(isValidIban('FR1420041010050500013M02607')).toBe(false);
    expect(isValidIban('FR1420041010050500013N02606')).toBe(false);
  });

  it('refuses the wrong length for the country, unknown countries and junk', () => {
    expect(isValidIban('GB82WEST1234569876543')).toBe(false); // 21, GB is 22
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('US12345678901234567890')).toBe(false); // the US issues no IBANs
    expect(isValidIban('ZZ82WEST12345698765432')).toBe(false);
    for (const junk of ['', 'GB', 'GBXXWEST12345698765432', '82GBWEST12345698765432', 'GB82WEST1234569876543!']) {
      expect(isValidIban(junk), junk).toBe(false);
    }
  });

  it('makes any BBAN in its country’s structure valid with the computed check digits, and catches any digit typo', () => {
    // The structure (letters and digits by position) of each country's BBAN, as the IBAN registry publishes it.
    const specs = getCountrySpecifications();
    const countries = Object.keys(IBAN_LENGTHS).filter((c) => specs[c]?.bban_regexp && NO_NATIONAL_CHECK.has(c));
    const ibanArb = fc.constantFrom(...countries).chain((country) =>
      fc.stringMatching(new RegExp(specs[country].bban_regexp!)).filter((b) => /^[A-Z0-9]+$/.test(b) && b.length === IBAN_LENGTHS[country] - 4).map((bban) => `${country}${ibanCheckDigits(country, bban)}${bban}`));
    fc.assert(fc.property(ibanArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
      // Countries that add a national check key inside the BBAN (FR, BE, ES, ...) are left out: ibantools checks
      // that key too, so a random BBAN of theirs may miss it (the published examples above cover them).
      expect(isValidIban(iban)).toBe(true);
      const digitPositions = [...iban].map((c, i) => (i >= 2 && /\d/.test(c) ? i : -1)).filter((i) => i >= 0);
      const i = digitPositions[at % digitPositions.length];
      expect(isValidIban(substituteDigit(iban, i, shift))).toBe(false);
    }));
  });

  it('refuses a BBAN whose structure is not its country’s, even with right check digits', () => {
    const bban = 'ABCD12345678901234'; // DE BBANs are 18 digits
    expect(isValidIban(`DE${ibanCheckDigits('DE', bban)}${bban}`)).toBe(false);
  });

  it('formats in groups of four', () => {
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('BE68 5390 0754 7034')).toBe('BE68 5390 0754 7034');
  });
});

describe('isValidSwift', () => {
  it('accepts 8 to 11 character codes (spec section 9), normalising spaces and case', () => {
    for (const bic of ['DEUTDEFF', 'DEUTDEFF5', 'DEUTDEFF50', 'DEUTDEFF500', 'NWBKGB2L', 'BOFAUS3N', 'ICBKCNBJ', 'HSBCHKHHHKH', 'deut de ff', 'BNPAFRPP-XXX']) {
      expect(isValidSwift(bic), bic).toBe(true);
    }
  });

  it('refuses other lengths, a bank code with digits, an unknown country and symbols', () => {
    for (const bic of ['', 'DEUTDEF', 'DEUTDEFF5000', '1EUTDEFF', 'DEUTZZFF', 'DEUT12FF', 'DEUTDEF!', 'DEUTDEFF50!']) {
      expect(isValidSwift(bic), bic).toBe(false);
    }
  });
});

/** A valid routing number from 8 digits: the ninth digit completes the 3-7-1 weighted sum to a multiple of 10. */
function withAbaCheckDigit(eight: string): string {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = w.reduce((acc, x, i) => acc + x * Number(eight[i]), 0);
  return `${eight}${(10 - (sum % 10)) % 10}`;
}

describe('isValidRoutingNumber', () => {
  it('accepts real routing numbers', () => {
    for (const aba of ['011000015', '021000021', '026009593', '121000358', '111000025', '322271627', '0210 0002 1']) {
      expect(isValidRoutingNumber(aba), aba).toBe(true);
    }
  });

  it('refuses a bad checksum, other lengths, letters and all zeros', () => {
    for (const aba of ['021000022', '121000359', '02100002', '0210000210', '02100002a', '000000000', '']) {
      expect(isValidRoutingNumber(aba), aba).toBe(false);
    }
  });

  it('catches every single-digit typo (3, 7 and 1 are all coprime to 10)', () => {
    const eight = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((d) => d.join(''));
    fc.assert(fc.property(eight, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (e, i, shift) => {
      const aba = withAbaCheckDigit(e);
      fc.pre(aba !== '000000000');
      expect(isValidRoutingNumber(aba)).toBe(true);
      expect(isValidRoutingNumber(substituteDigit(aba, i, shift))).toBe(false);
    }));
  });
});

describe('sort code and account number', () => {
  it('takes a sort code of exactly 6 digits, dashes and spaces allowed', () => {
    for (const s of ['123456', '12-34-56', '12 34 56']) expect(isValidSortCode(s), s).toBe(true);
    for (const s of ['12345', '1234567', '12-34-5a', '']) expect(isValidSortCode(s), s).toBe(false);
  });

  it('takes an account number of 8 to 12 digits', () => {
    for (const s of ['12345678', '123456789012', '1234 5678', '31926819']) expect(isValidAccountNumber(s), s).toBe(true);
    for (const s of ['1234567', '1234567890123', '1234567a', '']) expect(isValidAccountNumber(s), s).toBe(false);
    fc.assert(fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
      expect(isValidAccountNumber(digits)).toBe(digits.length >= 8 && digits.length <= 12);
    }));
  });

  it('normalises what people type', () => {
    expect(normalizeBankCode(' gb82 west-1234 ')).toBe('GB82WEST1234');
    expect(normalizeBankNumber('12-34-56')).toBe('123456');
    expect(normalizeBankNumber(' 12a ')).toBe('12a');
  });
});
