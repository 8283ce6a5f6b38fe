// What the viewer may do to one row of /teams (a member or an invitation), as a row's menu or as a page's buttons:
// change the role, remove, make owner; resend or revoke an invitation. Only what the server would allow is offered
// (domain/team/roles.ts judgeRoleChange, the action table's codes); destructive ones ask first. Each is a mutation
// that refreshes the list and the team's queries; `onGone` runs when the row no longer exists (removed, revoked).
import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Menu, MenuItem, Stack } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { judgeRoleChange } from '../../../domain/team/roles';
import { Confirm } from '../Confirm';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamRow } from '../../providers/calls/team';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { useTeam } from './useTeam';

export type MemberActionKind = 'role' | 'remove' | 'transfer' | 'resend' | 'revoke';

const LABELS: Record<MemberActionKind, string> = {
  role: 'app.team.members.changeRole',
  remove: 'app.team.members.remove',
  transfer: 'app.team.members.transfer',
  resend: 'app.team.invitations.resend',
  revoke: 'app.team.invitations.revoke',
};

/** The actions the viewer may take on a row, in the order they are offered. */
export function useMemberActions(row: TeamRow | undefined): MemberActionKind[] {
  const { members, me } = useTeam();
  const { canAccess: canInvite } = useCanAccess({ resource: 'team-members', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'team-members', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'team-members', action: 'delete' });
  if (!row || !me) return [];
  if (row.kind === 'invitation') return [...(canInvite ? ['resend' as const] : []), ...(canDelete ? ['revoke' as const] : [])];
  const list = members.data ?? [];
  const mine = list.find((m) => m.email === me.email);
  if (!mine || mine.id === row.id) return [];
  const owners = list.filter((m) => m.rank === 'owner').length;
  const removable = judgeRoleChange({
    actor: { userId: mine.id, rank: mine.rank, permissions: me.permissions },
    member: { userId: row.id, rank: row.rank, permissions: row.codes },
    next: null,
    owners,
  }) === null;
  return [
    ...(canEdit && (row.rank !== 'owner' || me.role === 'owner') ? ['role' as const] : []),
    ...(canDelete && removable ? ['remove' as const] : []),
    ...(me.role === 'owner' && row.rank !== 'owner' ? ['transfer' as const] : []),
  ];
}

export function MemberActions({ row, layout, onGone }: { row: TeamRow; layout: 'menu' | 'buttons'; onGone?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { roles, members, me, grantable } = useTeam();
  const actions = useMemberActions(row);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asked, setAsked] = useState<MemberActionKind | null>(null);
  const close = () => setAsked(null);
  const mutation = useMutation({
    mutationFn: (kind: MemberActionKind) =>
      kind === 'remove' ? dataProvider.removeMember(row.id)
        : kind === 'transfer' ? dataProvider.transferOwnership(row.id)
          : kind === 'resend' ? dataProvider.resendInvitation(row.id)
            : dataProvider.revokeInvitation(row.id),
    onSuccess: (_r, kind) => {
      notify({ remove: 'app.team.remove.done', transfer: 'app.team.transfer.done', resend: 'app.team.invitations.resent', revoke: 'app.team.invitations.revoked', role: '' }[kind], { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      void client.invalidateQueries({ queryKey: ['app', 'userInfo'] });
      close();
      if (kind === 'remove' || kind === 'revoke') onGone?.();
      refresh();
    },
    onError: (error) => {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
      close();
    },
  });
  if (actions.length === 0) return null;
  const ask = (kind: MemberActionKind) => (kind === 'resend' ? mutation.mutate('resend') : setAsked(kind));
  const name = row.nickname ?? row.email;
  // The role dialog offers only roles the viewer may give this member (the same judgement as the server's).
  const list = members.data ?? [];
  const mine = list.find((m) => m.email === me?.email);
  const owners = list.filter((m) => m.rank === 'owner').length;
  const allowedFor = (r: { id: string; codes: string[] }) =>
    Boolean(mine && me) &&
    judgeRoleChange({ actor: { userId: mine!.id, rank: mine!.rank, permissions: me!.permissions }, member: { userId: row.id, rank: row.rank, permissions: row.codes }, next: r, owners }) === null;
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    // A click inside never opens the row's page beneath it.
    <Stack direction="row" spacing={1} useFlexGap onClick={stop} sx={{ flexWrap: 'wrap', justifyContent: layout === 'menu' ? 'flex-end' : 'flex-start' }}>
      {layout === 'menu' ? (
        <>
          <IconButton size="small" aria-label={translate('app.team.members.actionsFor', { name })} onClick={(e) => setAnchor(e.currentTarget)} data-testid="member-actions">
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {actions.map((a) => (
              <MenuItem
                key={a}
                data-testid={`member-action-${a}`}
                onClick={() => {
                  setAnchor(null);
                  ask(a);
                }}
              >
                {translate(LABELS[a])}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        actions.map((a) => (
          <Button
            key={a}
            variant={a === 'role' || a === 'resend' ? 'outlined' : 'text'}
            color={a === 'remove' || a === 'revoke' ? 'error' : 'primary'}
            onClick={() => ask(a)}
            disabled={mutation.isPending}
            data-testid={`member-action-${a}`}
          >
            {translate(LABELS[a])}
          </Button>
        ))
      )}
      {asked === 'role' && roles.data && (
        <ChangeRoleDialog member={row} roles={roles.data} grantable={(r) => grantable(r) && allowedFor(r)} onClose={close} />
      )}
      <Confirm
        isOpen={asked === 'remove' || asked === 'transfer' || asked === 'revoke'}
        destructive
        loading={mutation.isPending}
        title={asked === 'revoke' ? 'app.team.invitations.revokeTitle' : asked === 'transfer' ? 'app.team.transfer.title' : 'app.team.remove.title'}
        content={asked === 'revoke' ? 'app.team.invitations.revokeBody' : asked === 'transfer' ? 'app.team.transfer.body' : 'app.team.remove.body'}
        translateOptions={{ name, email: row.email }}
        confirm={asked ? LABELS[asked] : 'ra.action.confirm'}
        onConfirm={() => asked && mutation.mutate(asked)}
        onClose={close}
      />
    </Stack>
  );
}
