// The members of the account and its pending invitations, with what the viewer may do to each: invite, change a
// role, remove, make owner, resend or revoke an invitation. The onboarding's /ob-teams (/teams is the team-members resource's list). The
// server judges every change (domain/team/roles.ts); the panel offers only what it would allow and shows its refusal.
import { createContext, useContext, useState } from 'react';
import {
  Alert, Box, Button, Chip, IconButton, List, ListItem, ListItemText,
  Menu, MenuItem, Skeleton, Stack, Typography,
} from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { judgeRoleChange } from '../../../domain/team/roles';
import { Confirm } from '../Confirm';
import { SectionCard } from '../SectionCard';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamInvitation, TeamMember } from '../../providers/calls/team';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';
import { roleLabel } from './roleLabel';
import { useTeam } from './useTeam';

type Asked = { kind: 'role' | 'remove' | 'transfer'; member: TeamMember } | { kind: 'revoke'; invitation: TeamInvitation } | null;

function useTeamMutation<V>(run: (v: V) => Promise<unknown>, done: string, after?: () => void) {
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      void client.invalidateQueries({ queryKey: ['app', 'userInfo'] });
      after?.();
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' }),
  });
}

// One "asked" state for the panel, shared by its rows without prop drilling through the list.
const AskContext = createContext<[Asked, (a: Asked) => void]>([null, () => undefined]);
const useContextAsk = () => useContext(AskContext);

function MemberRow({ member, isMe, actions }: { member: TeamMember; isMe: boolean; actions: { kind: 'role' | 'remove' | 'transfer'; allowed: boolean }[]; }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, setAsked] = useContextAsk();
  const shown = actions.filter((a) => a.allowed);
  return (
    <ListItem
      divider
      data-testid={`member-${member.email}`}
      secondaryAction={
        shown.length > 0 ? (
          <>
            <IconButton edge="end" aria-label={translate('app.team.members.actions')} onClick={(e) => setAnchor(e.currentTarget)} data-testid="member-actions">
              <MoreVert />
            </IconButton>
            <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
              {shown.map((a) => (
                <MenuItem
                  key={a.kind}
                  data-testid={`member-action-${a.kind}`}
                  onClick={() => {
                    setAnchor(null);
                    setAsked({ kind: a.kind, member });
                  }}
                >
                  {translate({ role: 'app.team.members.changeRole', remove: 'app.team.members.remove', transfer: 'app.team.members.transfer' }[a.kind])}
                </MenuItem>
              ))}
            </Menu>
          </>
        ) : undefined
      }
      sx={{ pr: 7 }}
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{member.nickname}</Typography>
            {isMe && <Chip size="small" label={translate('app.team.members.you')} />}
            <Chip size="small" variant="outlined" color={member.rank === 'owner' ? 'primary' : 'default'} label={roleLabel(translate, member)} data-testid="member-role" />
          </Stack>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{member.email}</Box>
            <Box component="span">{translate('app.team.members.joined', { date: formatListTime(member.joinedAt) })}</Box>
          </>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
    </ListItem>
  );
}


export function TeamPanel() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { members, roles, invitations, me, grantable } = useTeam();
  const [asked, setAsked] = useState<Asked>(null);
  const [inviting, setInviting] = useState(false);
  const { canAccess: canInvite } = useCanAccess({ resource: 'team-members', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'team-members', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'team-members', action: 'delete' });
  const close = () => setAsked(null);
  const remove = useTeamMutation((id: string) => dataProvider.removeMember(id), 'app.team.remove.done', close);
  const transfer = useTeamMutation((id: string) => dataProvider.transferOwnership(id), 'app.team.transfer.done', close);
  const revoke = useTeamMutation((id: string) => dataProvider.revokeInvitation(id), 'app.team.invitations.revoked', close);
  const resend = useTeamMutation((id: string) => dataProvider.resendInvitation(id), 'app.team.invitations.resent');

  const error = members.error ?? roles.error;
  if (error) return <Alert severity="error">{error.message || translate('app.errors.requestFailed')}</Alert>;
  const list = members.data ?? [];
  const owners = list.filter((m) => m.rank === 'owner').length;
  const meMember = list.find((m) => m.email === me?.email);
  const actor = meMember ? { userId: meMember.id, rank: meMember.rank, permissions: me?.permissions ?? [] } : null;
  const allowedOn = (m: TeamMember, next: { id: string; codes: string[] } | null) =>
    Boolean(actor) && judgeRoleChange({ actor: actor!, member: { userId: m.id, rank: m.rank, permissions: m.codes }, next, owners }) === null;

  return (
    <AskContext.Provider value={[asked, setAsked]}>
      <Stack spacing={3}>
        <SectionCard
          title={translate('app.team.members.title')}
          subtitle={list.length ? translate('app.team.members.count', { smart_count: list.length }) : undefined}
          testId="team-members"
          action={
            canInvite ? (
              <Button variant="contained" size="small" onClick={() => setInviting(true)} disabled={!roles.data} data-testid="team-invite" sx={{ flexShrink: 0 }}>
                {translate('app.team.invite.open')}
              </Button>
            ) : undefined
          }
        >
          {members.isPending ? (
            <Stack spacing={1}>{[0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}</Stack>
          ) : (
            <List disablePadding data-testid="team-list">
              {list.map((m) => (
                <MemberRow
                  key={m.id}
                  member={m}
                  isMe={m.id === meMember?.id}
                  actions={[
                    { kind: 'role', allowed: Boolean(canEdit) && m.id !== meMember?.id && (m.rank !== 'owner' || me?.role === 'owner') },
                    { kind: 'remove', allowed: Boolean(canDelete) && allowedOn(m, null) },
                    { kind: 'transfer', allowed: me?.role === 'owner' && m.id !== meMember?.id && m.rank !== 'owner' },
                  ]}
                />
              ))}
            </List>
          )}
        </SectionCard>
        <SectionCard title={translate('app.team.invitations.title')} testId="team-invitations">
          {!invitations.data?.length ? (
            <Typography variant="body2" color="text.secondary">{translate('app.team.invitations.empty')}</Typography>
          ) : (
            <List disablePadding>
              {invitations.data.map((inv) => (
                <ListItem key={inv.id} divider data-testid={`invitation-${inv.email}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    sx={{ minWidth: 200 }}
                    primary={<Box component="span" sx={{ overflowWrap: 'anywhere' }}>{inv.email}</Box>}
                    secondary={`${roleLabel(translate, inv)} · ${inv.expired ? translate('app.team.invitations.expired') : translate('app.team.invitations.expires', { date: formatListTime(inv.expiresAt) })}${inv.invitedBy ? ` · ${translate('app.team.invitations.invitedBy', { email: inv.invitedBy })}` : ''}`}
                  />
                  <Stack direction="row" spacing={1}>
                    {canInvite && (
                      <Button size="small" onClick={() => resend.mutate(inv.id)} disabled={resend.isPending}>
                        {translate('app.team.invitations.resend')}
                      </Button>
                    )}
                    {canDelete && (
                      <Button size="small" color="error" onClick={() => setAsked({ kind: 'revoke', invitation: inv })} data-testid="invitation-revoke">
                        {translate('app.team.invitations.revoke')}
                      </Button>
                    )}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Stack>
      {inviting && roles.data && <InviteDialog roles={roles.data} grantable={grantable} onClose={() => setInviting(false)} />}
      {asked?.kind === 'role' && roles.data && (
        <ChangeRoleDialog member={asked.member} roles={roles.data} grantable={(r) => grantable(r) && allowedOn(asked.member, r)} onClose={close} />
      )}
      <Confirm
        isOpen={asked?.kind === 'remove'}
        destructive
        loading={remove.isPending}
        title="app.team.remove.title"
        content="app.team.remove.body"
        translateOptions={{ name: asked && 'member' in asked ? asked.member.nickname : '' }}
        confirm="app.team.members.remove"
        onConfirm={() => asked && 'member' in asked && remove.mutate(asked.member.id)}
        onClose={close}
      />
      <Confirm
        isOpen={asked?.kind === 'transfer'}
        destructive
        loading={transfer.isPending}
        title="app.team.transfer.title"
        content="app.team.transfer.body"
        translateOptions={{ name: asked && 'member' in asked ? asked.member.nickname : '' }}
        confirm="app.team.members.transfer"
        onConfirm={() => asked && 'member' in asked && transfer.mutate(asked.member.id)}
        onClose={close}
      />
      <Confirm
        isOpen={asked?.kind === 'revoke'}
        destructive
        loading={revoke.isPending}
        title="app.team.invitations.revokeTitle"
        content="app.team.invitations.revokeBody"
        translateOptions={{ email: asked && 'invitation' in asked ? asked.invitation.email : '' }}
        confirm="app.team.invitations.revoke"
        onConfirm={() => asked && 'invitation' in asked && revoke.mutate(asked.invitation.id)}
        onClose={close}
      />
    </AskContext.Provider>
  );
}
