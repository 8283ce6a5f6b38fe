// Team members (/teams): the account's members and pending invitations, invite, change a role, remove, transfer
// ownership. The list is small (a team), so it is one page without filters or export.
import { defineResource } from '../defineResource';

export const teamMembers = defineResource({
  name: 'team-members',
  views: { list: () => import('./TeamPage') },
  recordRepresentation: (record) => String(record.email ?? record.id),
});
