// /teams/member-detail?id=: one member (or pending invitation): email, name, role with its permissions grouped as
// the permission tree groups them, status, joined or invited (in the reader's zone), last sign-in, and their newest
// audit rows, each opening its event, with the way to the audit log filtered to them. The row's actions as buttons.
import { Box, Button, Chip, ListItemText, Stack, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { DetailRows } from '../../components/DetailRows';
import { LinkList } from '../../components/LinkList';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { pathOf } from '../../components/record/paths';
import { RecordShow } from '../../components/record/RecordView';
import { CodeGroups } from '../../components/team/CodeGroups';
import { MemberActions } from '../../components/team/MemberActions';
import { roleLabel } from '../../components/team/roleLabel';
import type { TeamRowDetail } from '../../providers/calls/team';
import { TeamStatusChip } from './labels';

const DETAIL_META = { detail: true };
const when = (value: string | null) => (value ? formatZonedTime(value, DETAIL_TIMEZONE) : null);

function MemberView() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const m = useRecordContext<TeamRowDetail>();
  if (!m) return null;
  const list = pathOf('team-members', 'list');
  const auditOf = `${pathOf('audit-log', 'list')}?filter=${encodeURIComponent(JSON.stringify({ actor: m.email }))}`;
  const invitation = m.kind === 'invitation';
  return (
    <>
      <PageHeader
        title={m.nickname ?? m.email}
        subtitle={`${roleLabel(translate, m)} · ${translate(`app.team.status.${m.status}`)}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <MemberActions row={m} layout="buttons" onGone={() => redirect(list)} />
            <Button component={LinkBase} to={list} variant="outlined">{translate('app.team.members.back')}</Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <SectionCard title={translate(invitation ? 'app.team.members.invitationDetails' : 'app.team.members.details')} testId="member-detail">
          <DetailRows
            rows={[
              { label: translate('app.team.invite.email'), value: <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{m.email}</Box>, testId: 'member-email' },
              ...(invitation ? [] : [{ label: translate('app.team.members.name'), value: m.nickname }]),
              { label: translate('app.team.members.role'), value: <Chip size="small" variant="outlined" color={m.rank === 'owner' ? 'primary' : 'default'} label={roleLabel(translate, m)} data-testid="member-role" /> },
              { label: translate('app.team.members.status'), value: <TeamStatusChip status={m.status} /> },
              ...(invitation
                ? [
                  { label: translate('app.team.members.invitedAt'), value: when(m.invitedAt) },
                  { label: translate('app.team.members.expiresAt'), value: when(m.expiresAt) },
                  { label: translate('app.team.members.invitedBy'), value: m.invitedBy },
                ]
                : [
                  { label: translate('app.team.members.joinedAt'), value: when(m.joinedAt) },
                  { label: translate('app.team.members.lastSignIn'), value: when(m.lastSignInAt) ?? translate('app.team.members.never'), testId: 'member-last-sign-in' },
                ]),
            ]}
          />
        </SectionCard>
        <SectionCard
          title={translate(invitation ? 'app.team.members.codesOnAccept' : 'app.team.members.codes')}
          subtitle={translate('app.team.roleList.codeCount', { smart_count: m.codes.length })}
          testId="member-codes"
        >
          <CodeGroups codes={m.codes} />
        </SectionCard>
        <SectionCard
          title={translate('app.team.members.recentAudit')}
          testId="member-audit"
          action={invitation ? undefined : <Button component={LinkBase} to={auditOf} size="small" data-testid="member-audit-all">{translate('app.team.members.allAudit')}</Button>}
        >
          {m.recentAudit.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{translate('app.team.members.noAudit')}</Typography>
          ) : (
            <LinkList items={m.recentAudit} itemKey={(a) => a.id} to={(a) => pathOf('audit-log', 'show', a.id)} rowTestId="member-audit-row">
              {(a) => (
                <ListItemText
                  primary={translate(`app.audit.actions.${a.action.replace('.', '_')}`)}
                  secondary={`${formatZonedTime(a.createdAt, DETAIL_TIMEZONE)}${a.actorEmail ? ` · ${a.actorEmail}` : ''}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              )}
            </LinkList>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}

export default function TeamMemberShow() {
  return (
    <RecordShow meta={DETAIL_META}>
      <MemberView />
    </RecordShow>
  );
}
