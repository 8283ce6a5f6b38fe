// /teams/roles: the built-in roles and the account's custom roles: tabs by kind with counts, search by name (a
// built-in role by its name in either language), sort by name or members, CSV export; a row opens the role's page.
// A custom role is created here, and edited or deleted from its row or its page (only from codes the member holds).
import { useMemo, useState } from 'react';
import { Button, Chip, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { PERMISSION_CODES } from '../../../domain/permissions';
import { ROLE_KINDS } from '../../../domain/team/list';
import { heldCodes } from '../../../domain/team/roles';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { pathOf } from '../../components/record/paths';
import { TeamNav } from '../../components/team/TeamNav';
import { roleLabel } from '../../components/team/roleLabel';
import { useUserInfo } from '../../hooks/useAccount';
import type { TeamRole } from '../../providers/calls/team';
import { RoleActions } from './RoleActions';
import { RoleDialog } from './RoleDialog';

/** Owner and admin hold every code (stored as the wildcard). */
const codeCount = (role: TeamRole) => (role.id === 'owner' || role.id === 'admin' ? PERMISSION_CODES.length : role.codes.length);

function CreateRoleButton() {
  const translate = useTranslate();
  const { data: me } = useUserInfo();
  const [open, setOpen] = useState(false);
  return (
    <CanAccess resource="roles" action="create">
      <Button variant="contained" onClick={() => setOpen(true)} disabled={!me} data-testid="role-create">{translate('app.team.roleList.create')}</Button>
      {open && me && <RoleDialog role={null} held={heldCodes(me.permissions)} onClose={() => setOpen(false)} />}
    </CanAccess>
  );
}

export default function RoleList() {
  const translate = useTranslate();
  const config = useMemo<ResourceListConfig<TeamRole>>(() => ({
    resource: 'roles',
    defaultSort: { field: 'name', order: 'ASC' },
    filters: { text: [{ source: 'q', label: 'app.team.roleList.search' }] },
    tabField: 'kind',
    counts: true,
    tabs: [{ label: 'app.team.tabs.all' }, ...ROLE_KINDS.map((k) => ({ label: `app.team.roleList.${k}`, status: k }))],
    rowLink: (r) => pathOf('roles', 'show', r.id),
    columns: [
      { source: 'name', label: 'app.team.roleList.name', sortable: true, render: (r) => <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{roleLabel(translate, r)}</Typography> },
      { source: 'builtin', label: 'app.team.roleList.kind', render: (r) => <Chip size="small" variant="outlined" color={r.builtin ? 'default' : 'primary'} label={translate(r.builtin ? 'app.team.roleList.builtin' : 'app.team.roleList.custom')} /> },
      { source: 'codes', label: 'app.team.roleList.codes', render: (r) => translate('app.team.roleList.codeCount', { smart_count: codeCount(r) }) },
      { source: 'members', label: 'app.team.roleList.memberCount', sortable: true, align: 'right', render: (r) => <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>{r.members}</Typography> },
      { source: 'actions', label: 'app.team.members.actions', align: 'right', hideBelow: 700, render: (r) => <RoleActions role={r} /> },
    ],
  }), [translate]);
  return (
    <ResourceListPage
      config={config}
      header={{ title: 'routes.teams', subtitle: 'app.team.roleList.subtitle', actions: <CreateRoleButton /> }}
      before={<TeamNav current="roles" />}
    />
  );
}
