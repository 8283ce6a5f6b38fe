// The team's calls beyond simple-rest (members, roles and the audit log are react-admin lists; their changes are
// these calls): invitations, a member's role, removal, ownership transfer, custom roles, the audit log's actors.
import type { InviteInput, RoleInput } from '../../../domain/team/roles';
import type { AuditRecord } from '../../../domain/team/audit';
import type { TeamMemberStatus, TeamRow } from '../../../domain/team/list';
import type { HttpClient } from '../httpCore';

export interface TeamMember {
  id: string;
  nickname: string;
  email: string;
  rank: 'owner' | 'admin' | 'member';
  roleId: string;
  roleName: string;
  codes: string[];
  joinedAt: string;
}
export interface TeamRole {
  id: string;
  name: string;
  builtin: boolean;
  codes: string[];
  members: number;
  createdAt: string | null;
}
export interface TeamInvitation {
  id: string;
  email: string;
  roleId: string;
  roleName: string;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}
export type AuditEntry = AuditRecord;
/** A row of the /teams list, as the server sends it (domain/team/list.ts). */
export type { TeamRow };
/** A member's or an invitation's page: the row and its newest audit rows. */
export interface TeamRowDetail extends TeamRow {
  recentAudit: AuditRecord[];
}
/** A role's page: the role and who holds it. */
export interface RoleDetail extends TeamRole {
  holders: { id: string; email: string; nickname: string | null; status: TeamMemberStatus }[];
}

const id = (v: string) => encodeURIComponent(v);

export const teamCalls = (http: HttpClient) => ({
  /** The members who have joined (the onboarding's panel); /teams lists invitations too, as its own resource. */
  teamMembers: () => http.requestBody<TeamMember[]>({ url: `/team-members?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`, envelope: false }),
  teamRoles: () => http.requestBody<TeamRole[]>({ url: '/roles', envelope: false }),
  teamInvitations: () => http.requestData<TeamInvitation[]>({ url: '/team-members/invitations' }),
  inviteMember: (input: InviteInput) => http.requestData<{ id: string }>({ url: '/team-members/invitations', method: 'POST', data: input }),
  resendInvitation: (invitationId: string) => http.requestData<null>({ url: `/team-members/invitations/${id(invitationId)}/resend`, method: 'POST', data: {} }),
  revokeInvitation: (invitationId: string) => http.requestData<null>({ url: `/team-members/invitations/${id(invitationId)}`, method: 'DELETE' }),
  changeMemberRole: (userId: string, roleId: string) =>
    http.requestBody<TeamMember>({ url: `/team-members/${id(userId)}`, method: 'PUT', data: { roleId }, envelope: false }),
  removeMember: (userId: string) => http.requestBody<{ id: string }>({ url: `/team-members/${id(userId)}`, method: 'DELETE', envelope: false }),
  transferOwnership: (userId: string) => http.requestData<null>({ url: '/team-members/transfer-ownership', method: 'POST', data: { userId } }),
  createRole: (input: RoleInput) => http.requestBody<TeamRole>({ url: '/roles', method: 'POST', data: input, envelope: false }),
  updateRole: (roleId: string, input: RoleInput) => http.requestBody<TeamRole>({ url: `/roles/${id(roleId)}`, method: 'PUT', data: input, envelope: false }),
  deleteRole: (roleId: string) => http.requestBody<{ id: string }>({ url: `/roles/${id(roleId)}`, method: 'DELETE', envelope: false }),
  auditActors: () => http.requestData<{ id: string; email: string }[]>({ url: '/audit-log/actors' }),
});
