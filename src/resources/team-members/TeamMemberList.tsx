// /teams: the account's members and pending invitations in one list: tabs by status with counts (active, invited,
// expired), a role filter, search by email or name, sort by joined, email or role, paging, CSV export; each row opens
// its page and carries the viewer's actions (change role, remove, make owner; resend or revoke an invitation).
import { useMemo, useState } from 'react';
import { Button, Chip, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { TEAM_MEMBER_STATUSES } from '../../../domain/team/list';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { pathOf } from '../../components/record/paths';
import { InviteDialog } from '../../components/team/InviteDialog';
import { MemberActions } from '../../components/team/MemberActions';
import { TeamNav } from '../../components/team/TeamNav';
import { roleLabel } from '../../components/team/roleLabel';
import { useTeam } from '../../components/team/useTeam';
import type { TeamRow } from '../../providers/calls/team';
import { PersonCell, TeamStatusChip } from './labels';

const time = (value: string | null) => (
  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{value ? formatListTime(value) : '--'}</Typography>
);

function InviteButton() {
  const translate = useTranslate();
  const { roles, grantable } = useTeam();
  const [open, setOpen] = useState(false);
  return (
    <CanAccess resource="team-members" action="create">
      <Button variant="contained" onClick={() => setOpen(true)} disabled={!roles.data} data-testid="team-invite">
        {translate('app.team.invite.open')}
      </Button>
      {open && roles.data && <InviteDialog roles={roles.data} grantable={grantable} onClose={() => setOpen(false)} />}
    </CanAccess>
  );
}

export default function TeamMemberList() {
  const translate = useTranslate();
  const { roles, me } = useTeam();
  const config = useMemo<ResourceListConfig<TeamRow>>(() => {
    const byId = new Map((roles.data ?? []).map((r) => [r.id, r]));
    return {
      resource: 'team-members',
      defaultSort: { field: 'joinedAt', order: 'ASC' },
      filters: {
        text: [{ source: 'q', label: 'app.team.members.search' }],
        selects: [
          {
            source: 'roleId',
            label: 'app.team.members.role',
            anyLabel: 'app.team.members.anyRole',
            options: (roles.data ?? []).map((r) => r.id),
            // A role and how many members hold it (a custom role by its own name).
            optionLabel: () => 'app.team.members.roleOption',
            optionArgs: (id) => {
              const role = byId.get(id);
              return { name: role ? roleLabel(translate, role) : id, smart_count: role?.members ?? 0 };
            },
          },
        ],
      },
      counts: true,
      tabs: [{ label: 'app.team.tabs.all' }, ...TEAM_MEMBER_STATUSES.map((s) => ({ label: `app.team.tabs.${s}`, status: s }))],
      exportTimeZone: 'UTC',
      rowLink: (r) => pathOf('team-members', 'show', r.id),
      columns: [
        {
          source: 'email',
          label: 'app.team.members.member',
          sortable: true,
          render: (r) => (
            <>
              <PersonCell nickname={r.nickname} email={r.email} />
              {r.email === me?.email && <Chip size="small" label={translate('app.team.members.you')} sx={{ mt: 0.5 }} />}
            </>
          ),
        },
        { source: 'role', label: 'app.team.members.role', sortable: true, render: (r) => <Chip size="small" variant="outlined" color={r.rank === 'owner' ? 'primary' : 'default'} label={roleLabel(translate, r)} data-testid="member-role" /> },
        { source: 'status', label: 'app.team.members.status', render: (r) => <TeamStatusChip status={r.status} /> },
        { source: 'joinedAt', label: 'app.team.members.sinceZoned', sortable: true, render: (r) => time(r.joinedAt ?? r.invitedAt) },
        { source: 'lastSignInAt', label: 'app.team.members.lastSignInZoned', hideBelow: 900, render: (r) => time(r.lastSignInAt) },
        { source: 'actions', label: 'app.team.members.actions', align: 'right', render: (r) => <MemberActions row={r} layout="menu" /> },
      ],
    };
  }, [roles.data, me?.email, translate]);
  return (
    <ResourceListPage
      config={config}
      header={{ title: 'routes.teams', subtitle: 'app.team.listSubtitle', actions: <InviteButton /> }}
      before={<TeamNav current="members" />}
    />
  );
}
