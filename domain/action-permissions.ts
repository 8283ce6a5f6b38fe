// What each action needs, per resource and per non-resource area: one table read by the server's guards
// (`requireAction`) and by the SPA's `authProvider.canAccess({ resource, action })`, so a hidden button and a 403
// always agree. Codes come from spec section 6; where the spec has none (contract, KYC, team, operations), the
// action is kept to the account's owners and admins, a rule documented in docs/security.md.
import { canAccess, type RequiredCode } from './permissions';

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** One code, any of several codes, or a role rule for actions the spec gives no code. */
export type Requirement = RequiredCode | readonly RequiredCode[] | { readonly roles: readonly MemberRole[] };

export const OWNERS: Requirement = { roles: ['owner', 'admin'] };

export const ACTION_PERMISSIONS = {
  payments: {
    list: 'dashPayment',
    export: 'dashPayment',
    show: 'Payment_detail',
    create: 'DevelopTest',
    capture: 'Payment_detail',
    cancel: 'Payment_detail',
    threeDs: 'Payment_detail',
    refund: 'refund',
    /** Test mode: the simulated network opens a dispute now. */
    dispute: 'DevelopTest',
  },
  refunds: { list: 'refund', export: 'refund', show: 'refund', create: 'refund' },
  /** Answering (draft, files, submit, accept) is submitEvidence; the evidence's files and packet, evidenceDetail (or submitEvidence). */
  disputes: {
    list: 'Disputeslist',
    export: 'Disputeslist',
    show: ['disputeDetail', 'evidenceDetail'],
    edit: 'submitEvidence',
    evidence: ['evidenceDetail', 'submitEvidence'],
  },
  customers: { list: 'Customers', export: 'Customers', show: 'Customers' },
  disbursements: { list: 'Disbursements', export: 'Disbursements', show: 'Disbursements' },
  invoices: {
    list: 'invoice',
    export: 'invoice',
    show: ['InvoiceDetail', 'InvoiceEditor'],
    pdf: ['InvoiceDetail', 'InvoiceEditor'],
    create: 'InvoiceCreate',
    clone: 'InvoiceCreate',
    edit: 'InvoiceEditor',
    delete: 'InvoiceEditor',
    finalize: 'InvoiceEditor',
    void: 'InvoiceEditor',
    /** Mail an open invoice to its customer (send, resend); its mails are listed to whoever reads the invoice. */
    send: 'InvoiceEditor',
    mails: ['InvoiceDetail', 'InvoiceEditor'],
    attach: ['InvoiceCreate', 'InvoiceEditor'],
  },
  'payment-links': {
    list: 'paymentLink_Detail',
    export: 'paymentLink_Detail',
    show: 'paymentLink_Detail',
    create: 'paymentLink_Detail',
    deactivate: 'paymentLink_Detail',
  },
  /** Test mode: the settlement run at a simulated time (the test clock) is DevelopTest, like the simulated dispute. */
  settlements: { list: 'settlement', export: 'settlement', show: 'settlement', reconcile: 'settlement', run: 'DevelopTest' },
  reports: { list: 'Revelops', show: 'Revelops', export: 'Revelops', create: 'Revelops', download: 'Revelops' },
  overview: { stats: 'Overview', balance: ['BalanceList', 'Overview'] },
  /** Home (/, issue 32): its figures are each given only to whom their own page's code gives them (domain/home.ts). */
  home: { show: 'eduoverview' },
  /** The balance page's figures and chart; the ledger entries behind them (balance-entries) and their export. */
  balance: { show: 'BalanceList' },
  'balance-entries': { list: 'BalanceList', show: 'BalanceList', export: 'BalanceList' },
  /** Top-ups: adding funds moves money, so it asks for the balance code too (no other code in the spec). */
  topups: { list: 'BalanceList', show: 'BalanceList', export: 'BalanceList', create: 'BalanceList', simulate: 'BalanceList' },
  transfers: { list: 'transfer', show: 'transfer', export: 'transfer' },
  /**
   * Payouts (issue 29): reading is Payoutslist; sending money and canceling a pending payout, Payoutscreate_ovo;
   * approving or rejecting one above the threshold is moving money too (Payoutscreate_ovo, and never the creator:
   * the service refuses that); the threshold itself is the owner's (a role rule: the spec has no code for it).
   */
  payouts: {
    list: 'Payoutslist',
    show: 'Payoutslist',
    export: 'Payoutslist',
    create: 'Payoutscreate_ovo',
    cancel: 'Payoutscreate_ovo',
    approve: 'Payoutscreate_ovo',
    threshold: { roles: ['owner'] },
  },
  /** Beneficiaries: read with the payouts; adding, changing and deactivating one decides where money may go (Payoutscreate_ovo). */
  beneficiaries: { list: 'Payoutslist', show: 'Payoutslist', export: 'Payoutslist', create: 'Payoutscreate_ovo', edit: 'Payoutscreate_ovo' },
  contract: { show: 'Overview', sign: OWNERS },
  onboarding: { show: OWNERS, edit: OWNERS, submit: OWNERS },
  team: { list: OWNERS },
  /**
   * Teams (issue 32, item 1): the /teams page and its calls ask for the settings code (spec section 2 puts /teams
   * under settings); what a member may then grant is limited to the codes they hold (domain/team/roles.ts), and only
   * an owner transfers ownership.
   */
  'team-members': { list: 'settings', show: 'settings', export: 'settings', create: 'settings', edit: 'settings', delete: 'settings', transfer: { roles: ['owner'] } },
  roles: { list: 'settings', show: 'settings', export: 'settings', create: 'settings', edit: 'settings', delete: 'settings' },
  'audit-log': { list: 'settings', show: 'settings', export: 'settings' },
  /**
   * Personal settings (/settings, issue 32 item 2): the spec's settings code for the profile, the sessions list and
   * the user's own two-factor sign-in; requiring two-factor of every member is the owner's (an account-wide rule).
   */
  profile: { show: 'settings', edit: 'settings' },
  sessions: { list: 'settings', delete: 'settings' },
  'two-factor': { show: 'settings', edit: 'settings', require: { roles: ['owner'] } },
  'api-keys': {
    list: ['settings', 'DevelopTest'],
    show: ['settings', 'DevelopTest'],
    reveal: ['settings', 'DevelopTest'],
    edit: ['settings', 'DevelopTest'],
    create: ['settings', 'DevelopTest'],
    roll: ['settings', 'DevelopTest'],
    delete: ['settings', 'DevelopTest'],
  },
  'ops-jobs': { list: OWNERS, retry: OWNERS },
  'payment-methods': { show: 'settingspayments', edit: 'settingspayments' },
  /** Gateway credentials: reading (masked) and saving are the payment settings' code (the spec gives /gateway none). */
  gateway: { show: 'settingspayments', edit: 'settingspayments' },
  /** Business settings (/settings-business): the public details and branding, read and changed with settingsBusiness. */
  'business-profile': { show: 'settingsBusiness', edit: 'settingsBusiness' },
  /** Explore all products: every member reads it; each product's state says what that member may open (domain/products.ts). */
  products: { list: { roles: MEMBER_ROLES } },
  /** Coupons (spec codes Coupons, NewCoupons, CouponsDetail); deactivating is the detail's action. */
  coupons: { list: 'Coupons', export: 'Coupons', show: 'CouponsDetail', create: 'NewCoupons', deactivate: 'CouponsDetail' },
  /** Plans are what subscriptions sell: the Subscriptions code (the spec gives plans none of their own). */
  plans: { list: 'Subscriptions', show: 'Subscriptions', create: 'Subscriptions', edit: 'Subscriptions' },
  /** Subscriptions (code Subscriptions); the test clock, like every simulation, also takes DevelopTest. */
  subscriptions: { list: 'Subscriptions', export: 'Subscriptions', show: 'Subscriptions', edit: 'Subscriptions', clock: ['Subscriptions', 'DevelopTest'] },
  /**
   * Membership (issue 30, item 4; test mode only): the spec gives /Membership no code of its own, and a tier is tied to
   * plans, so tiers and members take the Subscriptions code, as plans do.
   */
  'member-tiers': { list: 'Subscriptions', show: 'Subscriptions', create: 'Subscriptions', edit: 'Subscriptions' },
  members: { list: 'Subscriptions', export: 'Subscriptions', show: 'Subscriptions' },
  /**
   * The smart account (issue 29, item 4), all under the spec's code Account: the account and its statement, transfers
   * out to a beneficiary (create moves money), incoming transfers (simulate: test mode's payer), and moving money
   * between the available balance and the smart account (move).
   */
  'smart-account': { show: 'Account', move: 'Account' },
  'smart-account-entries': { list: 'Account', export: 'Account' },
  'smart-account-transfers': { list: 'Account', show: 'Account', export: 'Account', create: 'Account' },
  'smart-account-incoming': { list: 'Account', show: 'Account', export: 'Account', simulate: 'Account' },
  // Issuing (issue 31): the local code 'issuing' (spec section 6), granted while the account's issuing menu is on;
  // the server refuses every issuing action while the account's flag is off (server/plugins/auth.ts).
  cardholders: { list: 'issuing', show: 'issuing', export: 'issuing', create: 'issuing', edit: 'issuing' },
  /** Issuing a card and changing its status or limits are create and edit; its number is never shown after issue. */
  cards: { list: 'issuing', show: 'issuing', export: 'issuing', create: 'issuing', edit: 'issuing' },
  /** Funding it from the available balance is create. */
  'issuing-balance': { show: 'issuing', create: 'issuing' },
  /** Test mode: the simulator's purchase and the network's capture. */
  'issuing-authorizations': { list: 'issuing', show: 'issuing', export: 'issuing', simulate: 'issuing', capture: 'issuing' },
  'issuing-transactions': { list: 'issuing', show: 'issuing', export: 'issuing', refund: 'issuing' },
  /**
   * Website services (issue 32): /buildWebsite and /seo carry no spec code (the wildcard), so every member reads and
   * writes briefs and messages; the test-mode simulator, like every simulation, is the same rule.
   */
  'service-requests': { list: { roles: MEMBER_ROLES }, export: { roles: MEMBER_ROLES }, show: { roles: MEMBER_ROLES }, create: { roles: MEMBER_ROLES }, edit: { roles: MEMBER_ROLES }, simulate: { roles: MEMBER_ROLES } },
  'webhook-endpoints': { list: 'DevelopTest', show: 'DevelopTest', create: 'DevelopTest', edit: 'DevelopTest', delete: 'DevelopTest', reveal: 'DevelopTest' },
} as const satisfies Record<string, Record<string, Requirement>>;

export type PermissionResource = keyof typeof ACTION_PERMISSIONS;
export type ActionOf<R extends PermissionResource> = keyof (typeof ACTION_PERMISSIONS)[R] & string;

/** The requirement of an action, or undefined when the table does not know the resource or the action. */
export function requirementOf(resource: string, action: string): Requirement | undefined {
  const actions = (ACTION_PERMISSIONS as Record<string, Record<string, Requirement>>)[resource];
  return actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/**
 * Whether a member with these codes and this role may perform the action. Unknown resources or actions are
 * refused: a new action must be added to the table before anyone can use it.
 */
export function canPerform(
  member: { permissions: readonly string[]; role: MemberRole },
  resource: string,
  action: string,
): boolean {
  const requirement = requirementOf(resource, action);
  if (requirement === undefined) return false;
  if (typeof requirement === 'object' && 'roles' in requirement) return requirement.roles.includes(member.role);
  return canAccess(member.permissions, requirement as RequiredCode | readonly RequiredCode[]);
}

/** The member's role as an answer names it; anything missing or unknown counts as the least: 'member'. */
export function memberRole(value: unknown): MemberRole {
  return MEMBER_ROLES.includes(value as MemberRole) ? (value as MemberRole) : 'member';
}
