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

/** The list's filter: actor (the actor's email), action (one or several), a created-date range. */
export const auditFilterSchema = z.strictObject({
  actor: z.string().max(254).optional(),
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
