// A custom role's actions, as a list row's buttons or a page's: edit (its form) and delete (asked first; the server
// refuses while a member or an invitation holds the role, and its translated message says so). Offered only to a
// member who holds every code of the role (as the server judges, domain/team/roles.ts canGrant).
import { useState, type MouseEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { canGrant, heldCodes } from '../../../domain/team/roles';
import { Confirm } from '../../components/Confirm';
import { useUserInfo } from '../../hooks/useAccount';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamRole } from '../../providers/calls/team';
import { RoleDialog } from './RoleDialog';

export function RoleActions({ role, size = 'small', onGone }: { role: TeamRole; size?: 'small' | 'medium'; onGone?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { data: me } = useUserInfo();
  const { canAccess: canEdit } = useCanAccess({ resource: 'roles', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'roles', action: 'delete' });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteRole(role.id),
    onSuccess: () => {
      notify('app.team.roleList.deleted', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      setDeleting(false);
      onGone?.();
      refresh();
    },
    onError: (error) => {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
      setDeleting(false);
    },
  });
  if (role.builtin || !me || !canGrant(me.permissions, role.codes)) return null;
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    // A click inside never opens the row's page beneath it.
    <Stack direction="row" spacing={1} onClick={stop} sx={{ flexShrink: 0 }}>
      {canEdit && <Button size={size} variant={size === 'medium' ? 'outlined' : 'text'} onClick={() => setEditing(true)} data-testid="role-edit">{translate('app.team.roleList.edit')}</Button>}
      {canDelete && <Button size={size} color="error" onClick={() => setDeleting(true)} data-testid="role-delete">{translate('app.team.roleList.delete')}</Button>}
      {editing && <RoleDialog role={role} held={heldCodes(me.permissions)} onClose={() => setEditing(false)} />}
      <Confirm
        isOpen={deleting}
        destructive
        loading={remove.isPending}
        title="app.team.roleList.deleteTitle"
        titleTranslateOptions={{ name: role.name }}
        content={role.members > 0 ? 'app.team.roleList.deleteHeld' : 'app.team.roleList.deleteBody'}
        translateOptions={{ smart_count: role.members }}
        confirm="app.team.roleList.delete"
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
