// The access matrix, generated from the action table (domain/action-permissions.ts): every resource × action × role,
// with the answer the table gives. tests/api/access-matrix.test.ts drives each cell against the server (403 exactly
// where the table refuses), tests/unit/access-matrix.test.ts against the SPA's authProvider.canAccess (the button
// or page hidden exactly there). ROUTES is typed from the table: an action added to it without a request here (or
// a reason it has none) fails the typecheck.
import { isIssuingResource } from '../domain/issuing/tabs';
import { ISSUING_PERMISSION } from '../domain/permissions';
import { ACTION_PERMISSIONS, canPerform, requirementOf, type ActionOf, type MemberRole, type PermissionResource } from '../domain/action-permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request that reaches the action's guard; ids need not exist (the guard answers before anything is read). */
export type Route = readonly [method: Method, url: string];

const T = '/test/api';
const L = '/api';

/**
 * One or more requests per action of the table, or the reason there is none: an action the SPA asks canAccess
 * about whose server side is another action's route.
 */
export const ROUTES: { [R in PermissionResource]: { [A in ActionOf<R>]: readonly Route[] | { spaOnly: string } } } = {
  payments: {
    list: [['GET', `${T}/payments`], ['GET', `${T}/payments/counts`]],
    export: [['GET', `${T}/payments/export`]],
    show: [['GET', `${T}/payments/pay_x`], ['GET', `${T}/payments/pay_x/events`], ['GET', `${T}/payments/pay_x/other-mode`]],
    create: [['POST', `${T}/payments`]],
    capture: [['POST', `${T}/payments/pay_x/capture`]],
    cancel: [['POST', `${T}/payments/pay_x/cancel`]],
    threeDs: [['POST', `${T}/payments/pay_x/3ds`]],
    refund: { spaOnly: "the payment's Refund button; the request it sends is refunds.create (POST /refunds)" },
    dispute: [['POST', `${T}/payments/pay_x/dispute`]],
  },
  refunds: {
    list: [['GET', `${T}/refunds`]],
    export: [['GET', `${T}/refunds/export`]],
    show: [['GET', `${T}/refunds/re_x`]],
    create: [['POST', `${T}/refunds`]],
  },
  disputes: {
    list: [['GET', `${T}/disputes`], ['GET', `${T}/disputes/counts`]],
    export: [['GET', `${T}/disputes/export`]],
    show: [['GET', `${T}/disputes/dp_x`]],
    edit: [
      ['PUT', `${T}/disputes/dp_x`],
      ['POST', `${T}/disputes/dp_x/submit`],
      ['POST', `${T}/disputes/dp_x/accept`],
      ['POST', `${T}/disputes/dp_x/files`],
      ['DELETE', `${T}/disputes/dp_x/files/dpf_x`],
    ],
    evidence: [['GET', `${T}/disputes/dp_x/files/dpf_x`], ['GET', `${T}/disputes/dp_x/packet`]],
  },
  settlements: {
    list: [['GET', `${T}/settlements`], ['GET', `${T}/settlements/counts`]],
    export: [['GET', `${T}/settlements/export`]],
    show: [['GET', `${T}/settlements/stl_x`], ['GET', `${T}/settlements/stl_x/entries`], ['GET', `${T}/settlements/stl_x/records`]],
    reconcile: [['GET', `${T}/settlements/stl_x/reconciliation`], ['GET', `${T}/settlements/stl_x/reconciliation/export`], ['POST', `${T}/settlements/statements`]],
    run: [['POST', `${T}/settlements/run`], ['POST', `${T}/settlements/stl_x/return`]],
  },
  reports: {
    list: [['GET', `${T}/reports`], ['GET', `${T}/reports/counts`]],
    export: [['GET', `${T}/reports/export`]],
    show: [['GET', `${T}/reports/rpt_x`]],
    create: [['POST', `${T}/reports`]],
    download: [['GET', `${T}/reports/rpt_x/download`]],
  },
  customers: {
    list: [['GET', `${T}/customers`]],
    export: [['GET', `${T}/customers/export`]],
    show: [['GET', `${T}/customers/cus_x`], ['GET', `${T}/customers/cus_x/settle-records`]],
  },
  balance: {
    show: [['GET', `${T}/balance/summary`], ['GET', `${T}/balance/history?currency=USD`]],
  },
  'balance-entries': {
    list: [['GET', `${T}/balance-entries`], ['GET', `${T}/balance-entries/counts`]],
    show: [['GET', `${T}/balance-entries/1`]],
    export: [['GET', `${T}/balance-entries/export`]],
  },
  topups: {
    list: [['GET', `${T}/topups`], ['GET', `${T}/topups/counts`], ['GET', `${T}/topups/virtual-account`]],
    show: [['GET', `${T}/topups/tu_x`]],
    export: [['GET', `${T}/topups/export`]],
    create: [['POST', `${T}/topups`]],
    simulate: [['POST', `${T}/topups/simulate-transfer`]],
  },
  transfers: {
    list: [['GET', `${T}/transfers`], ['GET', `${T}/transfers/counts`]],
    show: [['GET', `${T}/transfers/tu_x`]],
    export: [['GET', `${T}/transfers/export`]],
  },
  payouts: {
    list: [['GET', `${T}/payouts`], ['GET', `${T}/payouts/counts`], ['GET', `${T}/payouts/approval-thresholds`]],
    show: [['GET', `${T}/payouts/po_x`]],
    export: [['GET', `${T}/payouts/export`]],
    create: [['POST', `${T}/payouts`]],
    cancel: [['POST', `${T}/payouts/po_x/cancel`]],
    approve: [['POST', `${T}/payouts/po_x/approve`], ['POST', `${T}/payouts/po_x/reject`]],
    threshold: [['PUT', `${T}/payouts/approval-thresholds`]],
  },
  beneficiaries: {
    list: [['GET', `${T}/beneficiaries`], ['GET', `${T}/beneficiaries/counts`]],
    show: [['GET', `${T}/beneficiaries/ben_x`]],
    export: [['GET', `${T}/beneficiaries/export`]],
    create: [['POST', `${T}/beneficiaries`]],
    edit: [['PUT', `${T}/beneficiaries/ben_x`], ['POST', `${T}/beneficiaries/ben_x/status`]],
  },
  'smart-account': { show: [['GET', `${T}/smart-account`]], move: [['POST', `${T}/smart-account/moves`]] },
  'smart-account-entries': {
    list: [['GET', `${T}/smart-account-entries`], ['GET', `${T}/smart-account-entries/counts`]],
    export: [['GET', `${T}/smart-account-entries/export`]],
  },
  'smart-account-transfers': {
    list: [['GET', `${T}/smart-account-transfers`], ['GET', `${T}/smart-account-transfers/counts`]],
    show: [['GET', `${T}/smart-account-transfers/sat_x`]],
    export: [['GET', `${T}/smart-account-transfers/export`]],
    create: [['POST', `${T}/smart-account-transfers`]],
  },
  'smart-account-incoming': {
    list: [['GET', `${T}/smart-account-incoming`]],
    show: [['GET', `${T}/smart-account-incoming/sai_x`]],
    export: [['GET', `${T}/smart-account-incoming/export`]],
    simulate: [['POST', `${T}/smart-account-incoming/simulate`]],
  },
  disbursements: {
    list: [['GET', `${T}/disbursements`]],
    export: [['GET', `${T}/disbursements/export`]],
    show: [['GET', `${T}/disbursements/dis_x`]],
  },
  invoices: {
    list: [['GET', `${T}/invoices`]],
    export: [['GET', `${T}/invoices/export`]],
    show: [['GET', `${T}/invoices/inv_x`]],
    pdf: [['GET', `${T}/invoices/inv_x/pdf`]],
    create: [['POST', `${T}/invoices`]],
    clone: [['POST', `${T}/invoices/inv_x/duplicate`]],
    edit: [['PUT', `${T}/invoices/inv_x`]],
    delete: [['DELETE', `${T}/invoices/inv_x`]],
    finalize: [['POST', `${T}/invoices/inv_x/finalize`]],
    void: [['POST', `${T}/invoices/inv_x/cancel`]],
    send: [['POST', `${T}/invoices/inv_x/send`]],
    mails: [['GET', `${T}/invoices/inv_x/mails`]],
    attach: [['POST', `${T}/invoices/inv_x/attachments`], ['DELETE', `${T}/invoices/inv_x/attachments/att_x`]],
  },
  coupons: {
    list: [['GET', `${T}/coupons`], ['GET', `${T}/coupons/counts`]],
    export: [['GET', `${T}/coupons/export`]],
    show: [['GET', `${T}/coupons/coupon_x`], ['GET', `${T}/coupons/coupon_x/simulate`]],
    create: [['POST', `${T}/coupons`]],
    deactivate: [['POST', `${T}/coupons/coupon_x/deactivate`]],
  },
  'service-requests': {
    list: [['GET', `${T}/service-requests`], ['GET', `${T}/service-requests/counts`]],
    export: [['GET', `${T}/service-requests/export`]],
    show: [['GET', `${T}/service-requests/sr_x`]],
    create: [['POST', `${T}/service-requests`]],
    edit: [['POST', `${T}/service-requests/sr_x/messages`], ['POST', `${T}/service-requests/sr_x/cancel`]],
    simulate: [['POST', `${T}/service-requests/sr_x/simulate`]],
  },
  plans: {
    list: [['GET', `${T}/plans`]],
    show: [['GET', `${T}/plans/plan_x`]],
    create: [['POST', `${T}/plans`]],
    edit: [['POST', `${T}/plans/plan_x/active`]],
  },
  'member-tiers': {
    list: [['GET', `${T}/member-tiers`]],
    show: [['GET', `${T}/member-tiers/tier_x`]],
    create: [['POST', `${T}/member-tiers`]],
    edit: [['PUT', `${T}/member-tiers/tier_x`]],
  },
  members: {
    list: [['GET', `${T}/members`], ['GET', `${T}/members/counts`]],
    export: [['GET', `${T}/members/export`]],
    show: [['GET', `${T}/members/sub_x`]],
  },
  subscriptions: {
    list: [['GET', `${T}/subscriptions`], ['GET', `${T}/subscriptions/counts`]],
    export: [['GET', `${T}/subscriptions/export`]],
    show: [['GET', `${T}/subscriptions/sub_x`]],
    edit: [
      ['POST', `${T}/subscriptions/sub_x/cancel`],
      ['POST', `${T}/subscriptions/sub_x/pause`],
      ['POST', `${T}/subscriptions/sub_x/resume`],
      ['POST', `${T}/subscriptions/sub_x/change-plan`],
    ],
    clock: [['POST', `${T}/subscriptions/sub_x/clock`], ['POST', `${T}/subscriptions/sub_x/card`]],
  },
  'payment-links': {
    list: [['GET', `${T}/payment-links`]],
    export: [['GET', `${T}/payment-links/export`]],
    show: [['GET', `${T}/payment-links/plink_x`]],
    create: [['POST', `${T}/payment-links`]],
    deactivate: [['POST', `${T}/payment-links/plink_x/deactivate`]],
  },
  home: { show: [['GET', `${T}/home`], ['GET', `${L}/home`]] },
  overview: {
    stats: [['GET', `${T}/stats/overview`]],
    balance: [['GET', `${T}/balance`]],
  },
  contract: {
    show: [['GET', `${T}/contract`]],
    sign: [['POST', `${T}/contract`]],
  },
  onboarding: {
    show: [['GET', '/api/onboarding'], ['GET', '/api/onboarding/documents/doc_x']],
    edit: [
      ['PUT', '/api/onboarding/steps/business'],
      ['PATCH', '/api/onboarding/draft/business'],
      ['DELETE', '/api/onboarding/steps/bank'],
      ['POST', '/api/onboarding/documents'],
      ['DELETE', '/api/onboarding/documents/doc_x'],
    ],
    submit: [['POST', '/api/onboarding/review'], ['POST', '/api/onboarding/submit']],
  },
  team: { list: [['GET', '/api/onboarding/team']] },
  'team-members': {
    list: [['GET', `${L}/team-members`], ['GET', `${L}/team-members/counts`], ['GET', `${L}/team-members/invitations`]],
    show: [['GET', `${L}/team-members/usr_x`]],
    export: [['GET', `${L}/team-members/export`]],
    create: [['POST', `${L}/team-members/invitations`], ['POST', `${L}/team-members/invitations/inv_x/resend`]],
    edit: [['PUT', `${L}/team-members/usr_x`]],
    delete: [['DELETE', `${L}/team-members/usr_x`], ['DELETE', `${L}/team-members/invitations/inv_x`]],
    transfer: [['POST', `${L}/team-members/transfer-ownership`]],
  },
  roles: {
    list: [['GET', `${L}/roles`], ['GET', `${L}/roles/counts`], ['GET', `${L}/roles/codes`]],
    show: [['GET', `${L}/roles/role_x`]],
    export: [['GET', `${L}/roles/export`]],
    create: [['POST', `${L}/roles`]],
    edit: [['PUT', `${L}/roles/role_x`]],
    delete: [['DELETE', `${L}/roles/role_x`]],
  },
  'audit-log': {
    list: [['GET', `${L}/audit-log`], ['GET', `${L}/audit-log/counts`], ['GET', `${L}/audit-log/actors`]],
    show: [['GET', `${L}/audit-log/aud_x`]],
    export: [['GET', `${L}/audit-log/export`]],
  },
  profile: { show: [['GET', `${L}/settings/profile`]], edit: [['PUT', `${L}/settings/profile`]] },
  sessions: { list: [['GET', `${L}/settings/sessions`]], delete: [['POST', `${L}/settings/sessions/sign-out-others`]] },
  'two-factor': {
    show: [['GET', `${L}/settings/two-factor`]],
    edit: [['POST', `${L}/settings/two-factor/setup`], ['POST', `${L}/settings/two-factor/confirm`], ['POST', `${L}/settings/two-factor/disable`]],
    require: [['PUT', `${L}/settings/two-factor/required`]],
  },
  'api-keys': {
    list: [['GET', `${T}/api-keys`]],
    show: [['GET', `${T}/api-keys/key_x`]],
    reveal: [['GET', `${T}/api-keys/key_x/reveal`]],
    edit: { spaOnly: "the Developers page's key settings; its requests are api-keys.create, roll and delete" },
    create: [['POST', `${T}/api-keys`]],
    roll: [['POST', `${T}/api-keys/key_x/roll`]],
    delete: [['DELETE', `${T}/api-keys/key_x`]],
  },
  'ops-jobs': {
    list: [['GET', '/api/ops/jobs']],
    retry: [['POST', '/api/ops/jobs/job_x/retry']],
  },
  gateway: { show: [['GET', `${L}/gateway/credentials`]], edit: [['PUT', `${L}/gateway/credentials`]] },
  'business-profile': {
    show: [['GET', `${L}/settings/business`], ['GET', `${L}/settings/business/logo`]],
    edit: [['PUT', `${L}/settings/business`], ['POST', `${L}/settings/business/logo`], ['DELETE', `${L}/settings/business/logo`]],
  },
  products: { list: [['GET', `${L}/products`], ['GET', `${T}/products`]] },
  'payment-methods': {
    show: [['GET', `${L}/settings/payment-methods`]],
    edit: [['PUT', `${L}/settings/payment-methods`]],
  },
  cardholders: {
    list: [['GET', `${T}/cardholders`], ['GET', `${T}/cardholders/counts`]],
    show: [['GET', `${T}/cardholders/ich_x`], ['GET', `${T}/cardholders/ich_x/spending`]],
    export: [['GET', `${T}/cardholders/export`]],
    create: [['POST', `${T}/cardholders`]],
    edit: [['PUT', `${T}/cardholders/ich_x`], ['POST', `${T}/cardholders/ich_x/limits/simulate`]],
  },
  cards: {
    list: [['GET', `${T}/cards`], ['GET', `${T}/cards/counts`]],
    show: [['GET', `${T}/cards/ic_x`], ['GET', `${T}/cards/ic_x/spending`]],
    export: [['GET', `${T}/cards/export`]],
    create: [['POST', `${T}/cards`]],
    edit: [['PUT', `${T}/cards/ic_x`], ['POST', `${T}/cards/ic_x/limits/simulate`]],
  },
  'issuing-balance': {
    show: [['GET', `${T}/issuing-balance`]],
    create: [['POST', `${T}/issuing-balance/fund`]],
  },
  'issuing-authorizations': {
    list: [['GET', `${T}/issuing-authorizations`], ['GET', `${T}/issuing-authorizations/counts`]],
    show: [['GET', `${T}/issuing-authorizations/iauth_x`]],
    export: [['GET', `${T}/issuing-authorizations/export`]],
    simulate: [['POST', `${T}/issuing-authorizations`]],
    capture: [['POST', `${T}/issuing-authorizations/iauth_x/capture`]],
  },
  'issuing-transactions': {
    list: [['GET', `${T}/issuing-transactions`], ['GET', `${T}/issuing-transactions/counts`]],
    show: [['GET', `${T}/issuing-transactions/ipt_x`]],
    export: [['GET', `${T}/issuing-transactions/export`]],
    refund: [['POST', `${T}/issuing-transactions/ipt_x/refund`]],
  },
  'webhook-endpoints': {
    list: [['GET', `${T}/webhook-endpoints`], ['GET', `${T}/webhook-event-types`]],
    show: [['GET', `${T}/webhook-endpoints/we_x`], ['GET', `${T}/webhook-endpoints/we_x/deliveries`], ['GET', `${T}/webhook-deliveries/msg_x`]],
    create: [['POST', `${T}/webhook-endpoints`]],
    edit: [
      ['PUT', `${T}/webhook-endpoints/we_x`],
      ['POST', `${T}/webhook-endpoints/we_x/status`],
      ['POST', `${T}/webhook-endpoints/we_x/rotate-secret`],
      ['POST', `${T}/webhook-deliveries/msg_x/resend`],
      ['POST', `${T}/webhook-endpoints/we_x/test-event`],
      ['POST', `${T}/webhook-endpoints/we_x/replay`],
    ],
    delete: [['DELETE', `${T}/webhook-endpoints/we_x`]],
    reveal: [['GET', `${T}/webhook-endpoints/we_x/secret`]],
  },
};

/** The demo world's analyst (server/db/seed): a plain member with four codes. */
export const ANALYST_CODES = ['Overview', 'dashPayment', 'Payment_detail', 'refund'] as const;

export interface Role {
  name: string;
  role: MemberRole;
  permissions: readonly string[];
  /** A member of another merchant's account (asks for this account by its header): refused everything. */
  otherMerchant?: boolean;
}

/** The roles every cell is tried with. */
export const ROLES: readonly Role[] = [
  { name: 'owner', role: 'owner', permissions: ['*'] },
  // An admin whose codes open no area: what it may do, it may by its role (the owners' and admins' actions).
  { name: 'admin', role: 'admin', permissions: ['eduoverview'] },
  { name: 'restricted analyst', role: 'member', permissions: ANALYST_CODES },
  // Every code but no role: refused the owners' and admins' actions.
  { name: 'member with every code', role: 'member', permissions: ['*'] },
  { name: 'another merchant', role: 'owner', permissions: ['*'], otherMerchant: true },
];

/** Per action with codes, a member holding exactly each of them (only the action's own codes open it). */
export function codeHolders(resource: string, action: string): Role[] {
  const requirement = requirementOf(resource, action);
  if (requirement === undefined || (typeof requirement === 'object' && 'roles' in requirement)) return [];
  const codes = typeof requirement === 'string' ? [requirement] : [...(requirement as readonly string[])];
  return codes.map((code) => ({ name: `member with only ${code}`, role: 'member', permissions: [code] }));
}

export interface Cell {
  resource: string;
  action: string;
  role: Role;
  routes: readonly Route[];
  /** What the table allows: a 403 exactly when false. */
  allowed: boolean;
}

/** Every resource × action × role of the table. */
export function accessMatrix(): Cell[] {
  const cells: Cell[] = [];
  for (const [resource, actions] of Object.entries(ACTION_PERMISSIONS)) {
    for (const action of Object.keys(actions)) {
      const spec = (ROUTES as Record<string, Record<string, readonly Route[] | { spaOnly: string }>>)[resource]![action]!;
      const routes = 'spaOnly' in spec ? [] : spec;
      for (const role of [...ROLES, ...codeHolders(resource, action)]) {
        // The account has issuing on: its members hold the local 'issuing' code for the issuing resources.
        const permissions = isIssuingResource(resource) ? [...role.permissions, ISSUING_PERMISSION] : role.permissions;
        cells.push({ resource, action, role, routes, allowed: !role.otherMerchant && canPerform({ permissions, role: role.role }, resource, action) });
      }
    }
  }
  return cells;
}
