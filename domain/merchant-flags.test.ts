import { describe, expect, it } from 'vitest';
import { merchantFlags, parseNameList } from './merchant-flags';

describe('merchant flags', () => {
  it('parses a comma-separated list, dropping blanks', () => {
    expect(parseNameList(' Acme Ltd, ,Globex ,')).toEqual(['Acme Ltd', 'Globex']);
    expect(parseNameList(undefined)).toEqual([]);
  });

  it('flags an account named on a list, case and spaces aside', () => {
    const lists = { internal: ['PayDash Ops'], test: ['Acme Ltd', 'QA Shop'] };
    expect(merchantFlags('paydash ops ', lists)).toEqual({ internalMerchant: true, testMerchant: false });
    expect(merchantFlags('QA Shop', lists)).toEqual({ internalMerchant: false, testMerchant: true });
    expect(merchantFlags('Initech', lists)).toEqual({ internalMerchant: false, testMerchant: false });
  });

  it('flags nobody with empty lists', () => {
    expect(merchantFlags('Acme Ltd', { internal: [], test: [] })).toEqual({ internalMerchant: false, testMerchant: false });
  });
});
