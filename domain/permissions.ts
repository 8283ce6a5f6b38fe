// Permission rules of spec section 6, shared by the SPA (menu, routes) and the API (endpoint guards).
export const WILDCARD = '*';

/** Every permission code the product knows (spec section 6), plus 'issuing', which is granted locally. */
export const PERMISSION_CODES = [
  'eduoverview', 'Overview', 'healthoverview', 'dashPayment', 'Payment_detail', 'Disbursements', 'Customers',
  'invoice', 'InvoiceDetail', 'InvoiceCreate', 'InvoiceEditor', 'refund', 'Disputeslist', 'disputeDetail',
  'submitEvidence', 'evidenceDetail', 'DevelopTest', 'BalanceList', 'settlement', 'transfer', 'Revelops',
  'Payoutslist', 'Payoutscreate_ovo', 'paymentLink_Detail', 'Coupons', 'NewCoupons', 'CouponsDetail',
  'Subscriptions', 'Account', 'settings', 'settingsBusiness', 'settingspayments',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** An empty list or a leading wildcard means the full admin menu. */
export function isFullAdmin(permissions: readonly string[]): boolean {
  return permissions.length === 0 || permissions[0] === WILDCARD;
}

/**
 * Applies the nickname allow list: it holds 'all' or nicknames. A user who is not on it (and the list has no
 * 'all') is forced to the wildcard permission; otherwise the stored permissions stand.
 */
export function effectivePermissions(
  permissions: readonly string[],
  nickname: string,
  allowList: readonly string[],
): string[] {
  if (allowList.includes('all') || allowList.includes(nickname)) return [...permissions];
  return [WILDCARD];
}

/** A check passes if the required code is the wildcard (or absent), or any of the codes is in the user's list. */
export function canAccess(permissions: readonly string[], required: string | readonly string[] | undefined): boolean {
  if (isFullAdmin(permissions)) return true;
  const codes = required === undefined ? [WILDCARD] : typeof required === 'string' ? [required] : required;
  if (codes.length === 0) return true;
  return codes.some((code) => code === WILDCARD || permissions.includes(code));
}
