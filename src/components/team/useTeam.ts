// The team's data for the members panel: members, roles, pending invitations, and who is looking (to mark "you"
// and to offer only the roles they may give).
import { useQuery } from '@tanstack/react-query';
import { canGrant, storedCodes } from '../../../domain/team/roles';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useUserInfo } from '../../hooks/useAccount';
import type { TeamRole } from '../../providers/calls/team';

export function useTeam() {
  const dataProvider = useAppDataProvider();
  const epoch = sessionEpoch();
  const members = useQuery({ queryKey: ['team', 'members', epoch], queryFn: () => dataProvider.teamMembers() });
  const roles = useQuery({ queryKey: ['team', 'roles', epoch], queryFn: () => dataProvider.teamRoles() });
  const invitations = useQuery({ queryKey: ['team', 'invitations', epoch], queryFn: () => dataProvider.teamInvitations() });
  const { data: me } = useUserInfo();
  const grantable = (role: TeamRole) =>
    Boolean(me) && canGrant(me!.permissions, storedCodes(role)) && (role.id !== 'owner' || me!.role === 'owner');
  return { members, roles, invitations, me, grantable };
}
