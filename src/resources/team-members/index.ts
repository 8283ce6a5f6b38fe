// Team members (/teams, one at /teams/member-detail?id=): the account's members and pending invitations; invite,
// change a role, remove, transfer ownership, resend or revoke an invitation, each judged by the server.
import { defineResource } from '../defineResource';

export const teamMembers = defineResource({
  name: 'team-members',
  views: { list: () => import('./TeamMemberList'), show: () => import('./TeamMemberShow') },
  recordRepresentation: (record) => String(record.nickname ?? record.email ?? record.id),
});
