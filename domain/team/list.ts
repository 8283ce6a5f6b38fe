// The team's two lists (issue 32, "like every area"): /teams lists the members and the pending invitations in one
// table (tabs by status: active, invited, expired), /teams/roles the built-in and custom roles (tabs by kind). Their
// filters, sort fields, tab counts and the rules that apply them are here, shared by the server (which answers the
// lists, counts and exports) and the SPA (tabs, selects). A team is people, so each list is read whole per request
// and filtered, sorted and paged by these functions (docs/decisions.md, "Team members and roles are resources").
import { z } from 'zod';
import type { MemberRole } from '../action-permissions';
import { BUILTIN_ROLE_IDS, ROLE_LABELS } from './roles';

/** A member has joined (active); an invitation is waiting (invited) or its link has lapsed (expired). */
export const TEAM_MEMBER_STATUSES = ['active', 'invited', 'expired'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export const TEAM_MEMBER_SORT_FIELDS = ['joinedAt', 'email', 'role'] as const;
export type TeamMemberSortField = (typeof TEAM_MEMBER_SORT_FIELDS)[number];

const search = z.string().trim().max(254).optional();
const roleIdFilter = z.string().trim().min(1).max(64);

/** /teams: search by email or name, the tab's status, one role or several. */
export const teamMemberFilterSchema = z.strictObject({
  q: search,
  status: z.enum(TEAM_MEMBER_STATUSES).optional(),
  roleId: z.union([roleIdFilter, z.array(roleIdFilter).max(100)]).optional(),
});
export type TeamMemberFilter = z.output<typeof teamMemberFilterSchema>;

export const ROLE_KINDS = ['builtin', 'custom'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];
export const ROLE_SORT_FIELDS = ['name', 'members'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** /teams/roles: search by name (a built-in role by its name in either language), the tab's kind. */
export const roleFilterSchema = z.strictObject({ q: search, kind: z.enum(ROLE_KINDS).optional() });
export type RoleFilter = z.output<typeof roleFilterSchema>;

type Lang = keyof typeof ROLE_LABELS;
type Sort<S extends string> = { field: S; order: 'ASC' | 'DESC' };

/** A role's name as a person reads it: a built-in role's label in the language, a custom role's own name. */
export function roleDisplayName(role: { id: string; name: string }, lang: Lang): string {
  return (BUILTIN_ROLE_IDS as readonly string[]).includes(role.id) ? ROLE_LABELS[lang][role.id as keyof (typeof ROLE_LABELS)['en']] : role.name;
}

/** Whether a role matches a search: its id, its own name or a built-in role's label in either language. */
function roleMatches(role: { id: string; name: string }, needle: string): boolean {
  const names = [role.id, role.name, roleDisplayName(role, 'en'), roleDisplayName(role, 'zh')];
  return names.some((n) => n.toLowerCase().includes(needle));
}

const asList = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** One row of /teams as the rules read it (a member or an invitation). */
export interface TeamListRow {
  id: string;
  status: TeamMemberStatus;
  email: string;
  nickname: string | null;
  roleId: string;
  roleName: string;
  /** A member's join, an invitation's sending: the time the list sorts by. */
  since: string;
}

/** One row of /teams: a member (active) or a pending invitation (invited, or expired once its link lapsed). */
export interface TeamRow extends TeamListRow {
  kind: 'member' | 'invitation';
  rank: MemberRole;
  codes: string[];
  joinedAt: string | null;
  invitedAt: string | null;
  expiresAt: string | null;
  invitedBy: string | null;
  lastSignInAt: string | null;
}

/** The rows of a filter, the tab's status left out when asked (the counts read the other filters only). */
export function filterTeamRows<R extends TeamListRow>(rows: readonly R[], f: TeamMemberFilter, withStatus = true): R[] {
  const needle = f.q?.toLowerCase();
  const roles = asList(f.roleId);
  return rows.filter(
    (r) =>
      (!withStatus || !f.status || r.status === f.status) &&
      (!roles?.length || roles.includes(r.roleId)) &&
      (!needle || r.email.toLowerCase().includes(needle) || Boolean(r.nickname?.toLowerCase().includes(needle))),
  );
}

/** Sorted by join (or invitation) time, email or role name (as the language names it), ties by email then id. */
export function sortTeamRows<R extends TeamListRow>(rows: readonly R[], sort: Sort<TeamMemberSortField>, lang: Lang): R[] {
  const dir = sort.order === 'ASC' ? 1 : -1;
  const key = (a: R, b: R): number =>
    sort.field === 'email'
      ? compareText(a.email, b.email)
      : sort.field === 'role'
        ? compareText(roleDisplayName({ id: a.roleId, name: a.roleName }, lang), roleDisplayName({ id: b.roleId, name: b.roleName }, lang))
        : a.since.localeCompare(b.since);
  return [...rows].sort((a, b) => dir * key(a, b) || compareText(a.email, b.email) || a.id.localeCompare(b.id));
}

/** The tabs' counts: every row of the filter without its status, and those of each status. */
export function teamStatusCounts(rows: readonly TeamListRow[], f: TeamMemberFilter): { all: number } & Record<TeamMemberStatus, number> {
  const shown = filterTeamRows(rows, f, false);
  const counts = Object.fromEntries(TEAM_MEMBER_STATUSES.map((s) => [s, shown.filter((r) => r.status === s).length])) as Record<TeamMemberStatus, number>;
  return { all: shown.length, ...counts };
}

/** One row of /teams/roles as the rules read it. */
export interface RoleListRow {
  id: string;
  name: string;
  builtin: boolean;
  members: number;
}

export function filterRoles<R extends RoleListRow>(rows: readonly R[], f: RoleFilter, withKind = true): R[] {
  const needle = f.q?.toLowerCase();
  return rows.filter((r) => (!withKind || !f.kind || (f.kind === 'builtin') === r.builtin) && (!needle || roleMatches(r, needle)));
}

/** Sorted by name (as the language names it) or members; ties keep the built-in roles' order, then by name. */
export function sortRoles<R extends RoleListRow>(rows: readonly R[], sort: Sort<RoleSortField>, lang: Lang): R[] {
  const dir = sort.order === 'ASC' ? 1 : -1;
  const rank = (r: R) => ((BUILTIN_ROLE_IDS as readonly string[]).includes(r.id) ? (BUILTIN_ROLE_IDS as readonly string[]).indexOf(r.id) : BUILTIN_ROLE_IDS.length);
  const name = (r: R) => roleDisplayName(r, lang);
  const key = (a: R, b: R): number => (sort.field === 'members' ? a.members - b.members : compareText(name(a), name(b)));
  return [...rows].sort((a, b) => dir * key(a, b) || rank(a) - rank(b) || compareText(name(a), name(b)) || a.id.localeCompare(b.id));
}

export function roleKindCounts(rows: readonly RoleListRow[], f: RoleFilter): { all: number } & Record<RoleKind, number> {
  const shown = filterRoles(rows, f, false);
  const builtin = shown.filter((r) => r.builtin).length;
  return { all: shown.length, builtin, custom: shown.length - builtin };
}

/** The page a list query asks for. */
export const pageOf = <R>(rows: readonly R[], q: { offset: number; limit: number }): R[] => rows.slice(q.offset, q.offset + q.limit);
