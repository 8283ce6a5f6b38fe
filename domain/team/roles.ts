// Team roles (issue 32, item 1): a role is a named set of the spec's permission codes (section 6). Six are built in
// (owner, admin, developer, finance, support, view-only); an account adds custom roles built from the codes. A
// member's role decides the codes the server checks on every call (stored on the membership when the role is given,
// and again when a custom role's codes change) and the rank the owner/admin rules read. The escalation rules live
// here, so the form that offers a change and the route that makes it judge it alike.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../auth';
import type { MemberRole } from '../action-permissions';
import { isFullAdmin, PERMISSION_CODES, WILDCARD, type PermissionCode } from '../permissions';

export const BUILTIN_ROLE_IDS = ['owner', 'admin', 'developer', 'finance', 'support', 'view_only'] as const;
export type BuiltinRoleId = (typeof BUILTIN_ROLE_IDS)[number];

export interface BuiltinRole {
  id: BuiltinRoleId;
  /** The membership's rank: owner and admin pass the owner/admin rules (contract, KYC, jobs); the rest are members. */
  rank: MemberRole;
  /** Every code for owner and admin (stored as the wildcard); the others, these. */
  codes: readonly PermissionCode[];
}

const READ_CODES: readonly PermissionCode[] = [
  'Overview', 'dashPayment', 'Payment_detail', 'Disbursements', 'Customers', 'invoice', 'InvoiceDetail', 'Disputeslist',
  'disputeDetail', 'evidenceDetail', 'BalanceList', 'settlement', 'transfer', 'Revelops', 'Payoutslist', 'Coupons',
  'CouponsDetail', 'Subscriptions',
];

export const BUILTIN_ROLES: Readonly<Record<BuiltinRoleId, BuiltinRole>> = {
  owner: { id: 'owner', rank: 'owner', codes: PERMISSION_CODES },
  admin: { id: 'admin', rank: 'admin', codes: PERMISSION_CODES },
  developer: {
    id: 'developer',
    rank: 'member',
    codes: ['Overview', 'dashPayment', 'Payment_detail', 'Customers', 'DevelopTest', 'settings', 'settingspayments', 'paymentLink_Detail'],
  },
  finance: {
    id: 'finance',
    rank: 'member',
    codes: [
      'Overview', 'dashPayment', 'Payment_detail', 'Disbursements', 'Customers', 'invoice', 'InvoiceDetail', 'InvoiceCreate',
      'InvoiceEditor', 'refund', 'BalanceList', 'settlement', 'transfer', 'Revelops', 'Payoutslist', 'Payoutscreate_ovo', 'Account',
    ],
  },
  support: {
    id: 'support',
    rank: 'member',
    codes: [
      'Overview', 'dashPayment', 'Payment_detail', 'Customers', 'invoice', 'InvoiceDetail', 'refund', 'Disputeslist',
      'disputeDetail', 'submitEvidence', 'evidenceDetail', 'Subscriptions',
    ],
  },
  view_only: { id: 'view_only', rank: 'member', codes: READ_CODES },
};

export function isBuiltinRoleId(id: string): id is BuiltinRoleId {
  return (BUILTIN_ROLE_IDS as readonly string[]).includes(id);
}

/** The codes a membership stores for a role: the wildcard for owner and admin, the role's own list otherwise. */
export function storedCodes(role: { id: string; codes: readonly string[] }): string[] {
  if (role.id === 'owner' || role.id === 'admin') return [WILDCARD];
  return PERMISSION_CODES.filter((code) => role.codes.includes(code));
}

/** The rank a role gives: owner and admin by their own id, every other role (custom ones too) 'member'. */
export function rankOf(roleId: string): MemberRole {
  return roleId === 'owner' ? 'owner' : roleId === 'admin' ? 'admin' : 'member';
}

/** The codes a member holds: all of them with the wildcard (or an empty list, spec section 6), else their list. */
export function heldCodes(permissions: readonly string[]): PermissionCode[] {
  if (isFullAdmin(permissions)) return [...PERMISSION_CODES];
  return PERMISSION_CODES.filter((code) => permissions.includes(code));
}

/** The codes of `wanted` the granter does not hold (empty: the grant is allowed). */
export function codesBeyond(granterPermissions: readonly string[], wanted: readonly string[]): string[] {
  const held = new Set<string>(heldCodes(granterPermissions));
  return wanted.filter((code) => code !== WILDCARD && !held.has(code)).concat(wanted.includes(WILDCARD) && !isFullAdmin(granterPermissions) ? [WILDCARD] : []);
}

/** Whether the actor may give a role with these codes (they hold every one of them). */
export function canGrant(actorPermissions: readonly string[], roleCodes: readonly string[]): boolean {
  return codesBeyond(actorPermissions, roleCodes).length === 0;
}

export type TeamRefusal =
  | 'team_own_role'
  | 'team_code_not_held'
  | 'team_owner_only'
  | 'team_last_owner'
  | 'team_member_outranks';

/**
 * Whether an actor may change a member's role from `current` to `next` (or remove them: `next` null). The rules, in
 * order: nobody changes their own role or removes themselves here (leaving is its own call); only an owner touches an
 * owner or makes one; the actor must hold every code of the member's present role (so a limited manager cannot
 * demote a broader member) and of the new one; the last owner keeps the role.
 */
export function judgeRoleChange(input: {
  actor: { userId: string; rank: MemberRole; permissions: readonly string[] };
  member: { userId: string; rank: MemberRole; permissions: readonly string[] };
  next: { id: string; codes: readonly string[] } | null;
  owners: number;
}): TeamRefusal | null {
  const { actor, member, next, owners } = input;
  if (actor.userId === member.userId) return 'team_own_role';
  const touchesOwner = member.rank === 'owner' || next?.id === 'owner';
  if (touchesOwner && actor.rank !== 'owner') return 'team_owner_only';
  if (!canGrant(actor.permissions, member.permissions)) return 'team_member_outranks';
  if (next && !canGrant(actor.permissions, storedCodes(next))) return 'team_code_not_held';
  if (member.rank === 'owner' && (next === null || next.id !== 'owner') && owners <= 1) return 'team_last_owner';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Forms and request bodies.

export const ROLE_NAME_MAX = 40;
export const INVITATION_TTL_DAYS = 7;
/** Built-in ids and custom role ids (role_…). */
const roleId = z.string({ error: 'team_role_required' }).trim().min(1, 'team_role_required').max(64, 'team_role_required');
const code = z.enum(PERMISSION_CODES, { error: 'team_code_unknown' });

export const inviteSchema = z.object({
  email: z.string({ error: 'email_required' }).trim().min(1, 'email_required').max(EMAIL_MAX_LENGTH, 'email_invalid').pipe(z.email('email_invalid')),
  roleId,
});
export type InviteInput = z.input<typeof inviteSchema>;

export const changeRoleSchema = z.object({ roleId });
export const transferOwnershipSchema = z.object({ userId: z.string({ error: 'team_member_required' }).min(1, 'team_member_required').max(64, 'team_member_required') });

export const roleSchema = z.object({
  name: z.string({ error: 'team_role_name_required' }).trim().min(1, 'team_role_name_required').max(ROLE_NAME_MAX, 'field_too_long'),
  codes: z.array(code, { error: 'team_role_codes_required' }).min(1, 'team_role_codes_required').max(PERMISSION_CODES.length, 'team_role_codes_required'),
});
export type RoleInput = z.input<typeof roleSchema>;

/** The name a custom role may not take: a built-in role's id or its label in either language is reserved. */
export function isReservedRoleName(name: string): boolean {
  const n = name.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (BUILTIN_ROLE_IDS as readonly string[]).includes(n);
}

export const acceptInvitationSchema = z.object({
  token: z.string({ error: 'link_invalid' }).min(1, 'link_invalid').max(200, 'link_invalid'),
  password: z.string({ error: 'password_required' }).min(1, 'password_required').max(128, 'password_invalid_login'),
  /** Only when the address has no user yet: the new user's nickname (their password is then a new one). */
  nickname: z.string().trim().max(50, 'field_too_long').optional(),
});

/** The built-in roles' names in both languages (the SPA's catalogue has the same; mails and CSV read these). */
export const ROLE_LABELS: Readonly<Record<'en' | 'zh', Record<BuiltinRoleId, string>>> = {
  en: { owner: 'Owner', admin: 'Admin', developer: 'Developer', finance: 'Finance', support: 'Support', view_only: 'View only' },
  zh: { owner: '所有者', admin: '管理员', developer: '开发者', finance: '财务', support: '客服', view_only: '只读' },
};
