// Permission rules of spec section 6, shared by the SPA (menu, routes) and the API (endpoint guards).

export const WILDCARD = '*';
/** Granted locally (never by the server's list) once the issuing menu-display call answers true. */
export const ISSUING_PERMISSION = 'issuing' as const;

/** Every permission code the server's list may hold (spec section 6); see ISSUING_PERMISSION for 'issuing'. */
export const PERMISSION_CODES = [
  'eduoverview', 'Overview', 'healthoverview', 'dashPayment', 'Payment_detail', 'Disbursements', 'Customers',
  'invoice', 'InvoiceDetail', 'InvoiceCreate', 'InvoiceEditor', 'refund', 'Disputeslist', 'disputeDetail',
  'submitEvidence', 'evidenceDetail', 'DevelopTest', 'BalanceList', 'settlement', 'transfer', 'Revelops',
  'Payoutslist', 'Payoutscreate_ovo', 'paymentLink_Detail', 'Coupons', 'NewCoupons', 'CouponsDetail',
  'Subscriptions', 'Account', 'settings', 'settingsBusiness', 'settingspayments',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];
/** A code an action may require: one of the server's list, or the locally granted 'issuing'. */
export type RequiredCode = PermissionCode | typeof ISSUING_PERMISSION;

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

/** Spec section 3 "Permissions object": a route of the server's menu tree. */
export interface PermissionMeta {
  permission?: string | readonly string[];
  /** Kept in the tree but not shown as a menu entry. */
  hide?: boolean;
  /** Shown only in this environment. */
  showEnv?: 'test' | 'prod';
}
export interface PermissionRoute {
  path: string;
  meta?: PermissionMeta;
  children?: readonly PermissionRoute[];
}

/**
 * Keeps the routes the user may open, filtering nested children the same way; a denied parent takes its subtree
 * with it. With `env` given, routes whose showEnv names the other environment are dropped too.
 */
export function filterRoutesByPermission<R extends PermissionRoute>(
  routes: readonly R[],
  permissions: readonly string[],
  env?: 'test' | 'prod',
): R[] {
  return routes
    .filter((r) => canAccess(permissions, r.meta?.permission) && (!env || !r.meta?.showEnv || r.meta.showEnv === env))
    .map((r) => (r.children ? { ...r, children: filterRoutesByPermission(r.children, permissions, env) } : r));
}

/** The KYC gate: a KYC-required product stays locked until the account's verification is approved. */
export function isLockedByKyc(route: { kycRequired?: boolean }, kycEnabled: boolean): boolean {
  return Boolean(route.kycRequired) && !kycEnabled;
}
