// The audit log (issue 32, item 1): one row per change of who may do what (team, roles, invitations), per sign-in
// and per API key reveal; who did it, what, when, and the object before and after. Shared by the server (which
// writes and filters rows) and the SPA (filters, labels).
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'member.invited',
  'invitation.revoked',
  'invitation.accepted',
  'member.role_changed',
  'member.removed',
  'ownership.transferred',
  'role.created',
  'role.updated',
  'role.deleted',
  'session.signed_in',
  'api_key.revealed',
  'password.changed',
  'session.signed_out_everywhere',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.required_changed',
  /** The public business details and branding (/settings-business, the onboarding's /public-details). */
  'business.updated',
  'business.logo_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The log's tabs: who may do what (members, invitations, roles, ownership), how people sign in (sign-ins, passwords,
 * sessions, two-factor), API key reveals, and the business's public details. Every action is in exactly one.
 */
export const AUDIT_CATEGORIES = ['team', 'security', 'apiKeys', 'business'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];
export const AUDIT_CATEGORY_OF: Readonly<Record<AuditAction, AuditCategory>> = {
  'member.invited': 'team',
  'invitation.revoked': 'team',
  'invitation.accepted': 'team',
  'member.role_changed': 'team',
  'member.removed': 'team',
  'ownership.transferred': 'team',
  'role.created': 'team',
  'role.updated': 'team',
  'role.deleted': 'team',
  'session.signed_in': 'security',
  'password.changed': 'security',
  'session.signed_out_everywhere': 'security',
  'two_factor.enabled': 'security',
  'two_factor.disabled': 'security',
  'two_factor.required_changed': 'security',
  'api_key.revealed': 'apiKeys',
  'business.updated': 'business',
  'business.logo_changed': 'business',
};
export const auditActionsOf = (category: AuditCategory): AuditAction[] => AUDIT_ACTIONS.filter((a) => AUDIT_CATEGORY_OF[a] === category);

/** The tabs' counts: every row, and the rows of each category (of the filter without its category). */
export const auditCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(AUDIT_CATEGORIES.map((c) => [c, z.number().int()])) as Record<AuditCategory, z.ZodNumber>),
});
export type AuditCounts = z.infer<typeof auditCountsRecord>;

/** `{ all, team, security, ... }` from rows counted per action. */
export function auditCounts(rows: readonly { action: string; n: number }[]): AuditCounts {
  const counts = { all: 0, ...Object.fromEntries(AUDIT_CATEGORIES.map((c) => [c, 0])) } as AuditCounts;
  for (const { action, n } of rows) {
    counts.all += n;
    const category = AUDIT_CATEGORY_OF[action as AuditAction];
    if (category) counts[category] += n;
  }
  return counts;
}

/** The list's filter: actor (the actor's email), the tab's category, action (one or several), a created-date range. */
export const auditFilterSchema = z.strictObject({
  actor: z.string().max(254).optional(),
  category: z.enum(AUDIT_CATEGORIES).optional(),
  action: z.union([z.enum(AUDIT_ACTIONS), z.array(z.enum(AUDIT_ACTIONS)).max(AUDIT_ACTIONS.length)]).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** A row as the list and the detail answer it. */
export const auditRecord = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecord>;
