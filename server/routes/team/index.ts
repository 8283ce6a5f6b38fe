// Teams (issue 32, item 1), under each base (the team is account-wide: both bases answer the same): the members
// (`team-members`: list, change a role, remove, transfer ownership, invitations), the roles (`roles`: built-in and
// custom, create, edit, delete) and the audit log (`audit-log`: list with actor, action and date filters, detail,
// CSV export). Every change goes through server/services/team, which judges it and writes its audit row.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_CSV, ROLE_CSV, TEAM_MEMBER_CSV } from '../../../domain/csv-headers';
import { auditCounts, auditCountsRecord, auditFilterSchema, auditRecord } from '../../../domain/team/audit';
import { changeRoleSchema, inviteSchema, roleSchema, transferOwnershipSchema } from '../../../domain/team/roles';
import {
  filterRoles, filterTeamRows, pageOf, ROLE_SORT_FIELDS, roleDisplayName, roleFilterSchema, roleKindCounts, sortRoles, sortTeamRows,
  TEAM_MEMBER_SORT_FIELDS, TEAM_MEMBER_STATUSES, teamMemberFilterSchema, teamStatusCounts,
} from '../../../domain/team/list';
import { PERMISSION_CODES } from '../../../domain/permissions';
import { idParams, listResource, registerListResource } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { csvColumns, rowsSource } from '../../lib/csv-export';
import { requestLang } from '../../lib/request-info';
import { NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { AUDIT_SORT_FIELDS, auditActors, auditBatch, countAudit, countAuditByAction, findAudit, listAudit, type AuditExportRow, type AuditRow } from '../../repositories/audit-log';
import {
  changeMemberRole, createRole, deleteRole, invite, pendingInvitations, removeMember, resendInvitation, revokeInvitation, roleDetail,
  teamMembers, teamRolesOf, teamRowDetail, teamRows, transferOwnership, updateRole, type TeamActor, type TeamRow,
} from '../../services/team';

type RoleRow = Awaited<ReturnType<typeof teamRolesOf>>[number];
import { requesterOf } from '../auth/requester';

const security = [{ bearer: [] }];

export const memberRecord = z.object({
  id: z.string(),
  nickname: z.string(),
  email: z.string(),
  rank: z.enum(['owner', 'admin', 'member']),
  roleId: z.string(),
  roleName: z.string(),
  codes: z.array(z.string()),
  joinedAt: z.string(),
});
/** A row of /teams: a member (active) or a pending invitation (invited, expired); a member's fields null on an invitation. */
export const teamRowRecord = z.object({
  id: z.string(),
  kind: z.enum(['member', 'invitation']),
  status: z.enum(TEAM_MEMBER_STATUSES),
  email: z.string(),
  nickname: z.string().nullable(),
  rank: z.enum(['owner', 'admin', 'member']),
  roleId: z.string(),
  roleName: z.string(),
  codes: z.array(z.string()),
  joinedAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
const teamCountsRecord = z.object({ all: z.number().int(), ...(Object.fromEntries(TEAM_MEMBER_STATUSES.map((st) => [st, z.number().int()])) as Record<(typeof TEAM_MEMBER_STATUSES)[number], z.ZodNumber>) });
export const roleRecord = z.object({
  id: z.string(),
  name: z.string(),
  builtin: z.boolean(),
  codes: z.array(z.string()),
  members: z.number().int(),
  createdAt: z.string().nullable(),
});
const roleCountsRecord = z.object({ all: z.number().int(), builtin: z.number().int(), custom: z.number().int() });
export const invitationRecord = z.object({
  id: z.string(),
  email: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});

const auditRecordOf = (r: AuditRow) => ({
  id: r.id,
  action: r.action as z.infer<typeof auditRecord>['action'],
  actorId: r.actorId,
  actorEmail: r.actorEmail,
  targetType: r.targetType,
  targetId: r.targetId,
  targetLabel: r.targetLabel,
  before: r.before,
  after: r.after,
  ip: r.ip,
  createdAt: r.createdAt.toISOString(),
});

const iso = (v: string | null) => (v ? new Date(v) : null);
const langOf = (request: FastifyRequest) => requestLang(request, undefined);

export const teamMemberResource = listResource({
  resource: 'team-members',
  tags: ['team'],
  record: teamRowRecord,
  query: { filter: teamMemberFilterSchema, sortFields: TEAM_MEMBER_SORT_FIELDS, defaultSort: ['joinedAt', 'ASC'] },
  list: {
    summary: "The account's members and pending invitations, with their roles and codes (search, status, role; sort by joined, email, role)",
    page: async ({ db, scope, request }, q) => {
      const rows = sortTeamRows(filterTeamRows(await teamRows(db, scope.accountId), q.filter).filter((r) => !q.ids || q.ids.includes(r.id)), q.sort, langOf(request));
      return { records: pageOf(rows, q), total: rows.length };
    },
  },
  counts: {
    summary: 'Members and invitations per status for the tabs: active, invited, expired (the filter without its status)',
    record: teamCountsRecord,
    count: async ({ db, scope }, filter) => teamStatusCounts(await teamRows(db, scope.accountId), filter),
  },
  detail: {
    summary: 'A member or a pending invitation, with its newest audit rows',
    record: teamRowRecord.extend({ recentAudit: z.array(auditRecord) }),
    find: async ({ db, scope }, id) => {
      const found = await teamRowDetail(db, scope.accountId, id);
      if (!found) throw NotFound();
      return { ...found, recentAudit: found.recentAudit.map(auditRecordOf) };
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<TeamRow>()(TEAM_MEMBER_CSV.columns, {
      email: (r) => r.email,
      name: (r) => r.nickname,
      role: (r, f) => roleDisplayName({ id: r.roleId, name: r.roleName }, f.lang),
      status: (r, f) => f.label(TEAM_MEMBER_CSV.statuses, r.status),
      joined: (r, f) => f.time(iso(r.joinedAt)),
      invited: (r, f) => f.time(iso(r.invitedAt)),
      expires: (r, f) => f.time(iso(r.expiresAt)),
      invitedBy: (r) => r.invitedBy,
      lastSignIn: (r, f) => f.time(iso(r.lastSignInAt)),
      permissions: (r) => r.codes.join(' '),
    }),
    // A team is read whole (domain/team/list.ts): the export is the list's rows in its default order, in one batch.
    source: (db, scope, filter, ids) =>
      rowsSource(async () => sortTeamRows(filterTeamRows(await teamRows(db, scope.accountId), filter).filter((r) => !ids || ids.includes(r.id)), { field: 'joinedAt', order: 'ASC' }, 'en')),
  },
});

export const roleResource = listResource({
  resource: 'roles',
  tags: ['team'],
  record: roleRecord,
  query: { filter: roleFilterSchema, sortFields: ROLE_SORT_FIELDS, defaultSort: ['name', 'ASC'] },
  list: {
    summary: 'The built-in roles and the account’s custom roles, with their codes and members (search, kind; sort by name, members)',
    page: async ({ db, scope, request }, q) => {
      const rows = sortRoles(filterRoles(await teamRolesOf(db, scope.accountId), q.filter).filter((r) => !q.ids || q.ids.includes(r.id)), q.sort, langOf(request));
      return { records: pageOf(rows, q), total: rows.length };
    },
  },
  counts: {
    summary: 'Roles per kind for the tabs: built-in, custom (the filter without its kind)',
    record: roleCountsRecord,
    count: async ({ db, scope }, filter) => roleKindCounts(await teamRolesOf(db, scope.accountId), filter),
  },
  detail: {
    summary: 'A role, with the members and invitations holding it',
    record: roleRecord.extend({ holders: z.array(z.object({ id: z.string(), email: z.string(), nickname: z.string().nullable(), status: z.enum(TEAM_MEMBER_STATUSES) })) }),
    find: async ({ db, scope }, id) => {
      const found = await roleDetail(db, scope.accountId, id);
      if (!found) throw NotFound();
      return found;
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<RoleRow>()(ROLE_CSV.columns, {
      roleId: (r) => r.id,
      name: (r, f) => roleDisplayName(r, f.lang),
      kind: (r, f) => f.label(ROLE_CSV.statuses, r.builtin ? 'builtin' : 'custom'),
      members: (r) => r.members,
      permissions: (r) => r.codes.join(' '),
      created: (r, f) => f.time(iso(r.createdAt)),
    }),
    source: (db, scope, filter, ids) =>
      rowsSource(async () => sortRoles(filterRoles(await teamRolesOf(db, scope.accountId), filter).filter((r) => !ids || ids.includes(r.id)), { field: 'name', order: 'ASC' }, 'en')),
  },
});

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export const auditResource = listResource({
  resource: 'audit-log',
  tags: ['team'],
  record: auditRecord,
  query: { filter: auditFilterSchema, sortFields: AUDIT_SORT_FIELDS, defaultSort: ['createdAt', 'DESC'] },
  list: {
    summary: 'The audit log: team and role changes, sign-ins and API key reveals (simple-rest)',
    page: async ({ db, scope }, q) => {
      const { rows, total } = await listAudit(db, scope.accountId, q);
      return { records: rows.map(auditRecordOf), total };
    },
  },
  counts: {
    summary: 'Audit rows per category for the tabs: team, security, API keys, business (the filter without its category)',
    record: auditCountsRecord,
    count: async ({ db, scope }, filter) => auditCounts(await countAuditByAction(db, scope.accountId, filter)),
  },
  detail: {
    summary: 'One audit row with the object before and after',
    find: async ({ db, scope }, id) => {
      const row = await findAudit(db, scope.accountId, id);
      if (!row) throw NotFound();
      return auditRecordOf(row);
    },
  },
  export: {
    defaultTimezone: 'UTC',
    columns: csvColumns<AuditExportRow>()(AUDIT_CSV.columns, {
      eventId: (r) => r.id,
      time: (r, f) => f.time(r.createdAt),
      actor: (r) => r.actorEmail,
      action: (r, f) => f.label(AUDIT_CSV.statuses, r.action),
      target: (r) => [r.targetType, r.targetLabel ?? r.targetId].filter(Boolean).join(': '),
      before: (r) => json(r.before),
      after: (r) => json(r.after),
      ip: (r) => r.ip,
    }),
    source: (db, scope, filter, ids) => ({
      count: () => countAudit(db, scope.accountId, filter, ids),
      batch: (after, limit) => auditBatch(db, scope.accountId, filter, ids, after, limit),
    }),
  },
});

function actorOf(request: FastifyRequest): TeamActor {
  const auth = signedIn(request);
  return { userId: auth.userId, email: auth.email, accountId: auth.accountId, rank: auth.role, permissions: auth.permissions, ip: request.ip };
}

export const teamRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const nothing = envelope(z.null());
  const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

  // Static paths before the resources' /:id routes (Fastify prefers them anyway).
  app.get(
    '/team-members/invitations',
    { onRequest: app.requireAction('team-members', 'list'), schema: { tags, security, summary: 'Pending invitations (expired ones flagged)', response: { 200: envelope(z.array(invitationRecord)) } } },
    async (request) => ok(await pendingInvitations(app.db, signedIn(request).accountId)),
  );
  app.post(
    '/team-members/invitations',
    {
      onRequest: app.requireAction('team-members', 'create'),
      schema: { tags, security, summary: 'Invite someone by email with a role (a link by mail, valid 7 days)', body: inviteSchema, response: { 200: envelope(z.object({ id: z.string(), email: z.string(), roleId: z.string(), expiresAt: z.string() })), ...refusals } },
    },
    async (request) => ok(await invite(app.db, app.jobs, actorOf(request), request.body, requesterOf(app, request))),
  );
  app.post(
    '/team-members/invitations/:id/resend',
    { onRequest: app.requireAction('team-members', 'create'), schema: { tags, security, summary: 'Mail the invitation again with a fresh link and expiry', params: idParams, response: { 200: nothing, ...refusals } } },
    async (request) => {
      await resendInvitation(app.db, app.jobs, actorOf(request), request.params.id, requesterOf(app, request));
      return ok(null);
    },
  );
  app.delete(
    '/team-members/invitations/:id',
    { onRequest: app.requireAction('team-members', 'delete'), schema: { tags, security, summary: 'Revoke a pending invitation', params: idParams, response: { 200: nothing, ...refusals } } },
    async (request) => {
      await revokeInvitation(app.db, actorOf(request), request.params.id);
      return ok(null);
    },
  );
  app.post(
    '/team-members/transfer-ownership',
    { onRequest: app.requireAction('team-members', 'transfer'), schema: { tags, security, summary: 'Make another member the owner; the caller becomes an admin', body: transferOwnershipSchema, response: { 200: nothing, ...refusals } } },
    async (request) => {
      await transferOwnership(app.db, actorOf(request), request.body.userId);
      return ok(null);
    },
  );
  app.get(
    '/audit-log/actors',
    { onRequest: app.requireAction('audit-log', 'list'), schema: { tags, security, summary: 'Who appears in the audit log (the actor filter)', response: { 200: envelope(z.array(z.object({ id: z.string(), email: z.string() }))) } } },
    async (request) => {
      const rows = await auditActors(app.db, signedIn(request).accountId);
      return ok(rows.filter((r) => r.actorId).map((r) => ({ id: r.actorId as string, email: r.actorEmail ?? r.actorId as string })));
    },
  );
  app.get(
    '/roles/codes',
    { onRequest: app.requireAction('roles', 'list'), schema: { tags, security, summary: 'Every permission code a role may hold (spec section 6)', response: { 200: envelope(z.array(z.string())) } } },
    async () => ok([...PERMISSION_CODES]),
  );

  registerListResource(app, teamMemberResource);
  registerListResource(app, roleResource);
  registerListResource(app, auditResource);

  app.put(
    '/team-members/:id',
    { onRequest: app.requireAction('team-members', 'edit'), schema: { tags, security, summary: "Change a member's role", params: idParams, body: changeRoleSchema, response: { 200: memberRecord, ...refusals } } },
    async (request) => {
      const actor = actorOf(request);
      await changeMemberRole(app.db, actor, request.params.id, request.body.roleId);
      const found = (await teamMembers(app.db, actor.accountId)).find((m) => m.id === request.params.id);
      if (!found) throw NotFound();
      return found;
    },
  );
  app.delete(
    '/team-members/:id',
    { onRequest: app.requireAction('team-members', 'delete'), schema: { tags, security, summary: 'Remove a member from the account', params: idParams, response: { 200: z.object({ id: z.string() }), ...refusals } } },
    async (request) => {
      await removeMember(app.db, actorOf(request), request.params.id);
      return { id: request.params.id };
    },
  );
  app.post(
    '/roles',
    { onRequest: app.requireAction('roles', 'create'), schema: { tags, security, summary: 'Create a custom role from permission codes you hold', body: roleSchema, response: { 200: roleRecord, ...refusals } } },
    async (request) => createRole(app.db, actorOf(request), request.body),
  );
  app.put(
    '/roles/:id',
    { onRequest: app.requireAction('roles', 'edit'), schema: { tags, security, summary: "Change a custom role's name and codes (its members get them at once)", params: idParams, body: roleSchema, response: { 200: roleRecord, ...refusals } } },
    async (request) => updateRole(app.db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/roles/:id',
    { onRequest: app.requireAction('roles', 'delete'), schema: { tags, security, summary: 'Delete a custom role no member or invitation holds', params: idParams, response: { 200: z.object({ id: z.string() }), ...refusals } } },
    async (request) => {
      await deleteRole(app.db, actorOf(request), request.params.id);
      return { id: request.params.id };
    },
  );
};
