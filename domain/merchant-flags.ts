// Internal and test merchants (spec section 6): accounts flagged by lists of account names. The lists come from
// configuration (INTERNAL_MERCHANTS, TEST_MERCHANTS on the server), never from code.

export interface MerchantFlagLists {
  internal: readonly string[];
  test: readonly string[];
}

export interface MerchantFlags {
  internalMerchant: boolean;
  testMerchant: boolean;
}

/** A configured list from its text: comma-separated names, blanks dropped. */
export function parseNameList(text: string | undefined): string[] {
  return (text ?? '').split(',').map((name) => name.trim()).filter(Boolean);
}

/** Names compare trimmed and case-insensitively ('Acme Ltd' and ' acme ltd' are one account name). */
const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function merchantFlags(accountName: string, lists: MerchantFlagLists): MerchantFlags {
  return {
    internalMerchant: lists.internal.some((name) => same(name, accountName)),
    testMerchant: lists.test.some((name) => same(name, accountName)),
  };
}
