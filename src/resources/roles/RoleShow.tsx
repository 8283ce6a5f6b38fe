// /teams/role-detail?id=: one role: built-in or custom, its permissions grouped as the permission tree groups them,
// and the members and invitations holding it (each opening its page); a custom role's Edit and Delete.
import { Box, Button, Chip, ListItemText, Stack, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { LinkList } from '../../components/LinkList';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { pathOf } from '../../components/record/paths';
import { RecordShow } from '../../components/record/RecordView';
import { CodeGroups } from '../../components/team/CodeGroups';
import { roleLabel } from '../../components/team/roleLabel';
import type { RoleDetail } from '../../providers/calls/team';
import { RoleActions } from './RoleActions';

const DETAIL_META = { detail: true };

function RoleView() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const role = useRecordContext<RoleDetail>();
  if (!role) return null;
  const list = pathOf('roles', 'list');
  const all = role.id === 'owner' || role.id === 'admin';
  return (
    <>
      <PageHeader
        title={roleLabel(translate, role)}
        subtitle={`${translate(role.builtin ? 'app.team.roleList.builtin' : 'app.team.roleList.custom')} · ${translate('app.team.roleList.members', { smart_count: role.members })}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RoleActions role={role} size="medium" onGone={() => redirect(list)} />
            <Button component={LinkBase} to={list} variant="outlined">{translate('app.team.roleList.back')}</Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <SectionCard
          title={translate('app.team.roleList.codes')}
          subtitle={all ? translate('app.team.roleList.allCodes') : translate('app.team.roleList.codeCount', { smart_count: role.codes.length })}
          testId="role-codes"
        >
          <CodeGroups codes={all ? ['*'] : role.codes} />
        </SectionCard>
        <SectionCard title={translate('app.team.roleList.holders')} testId="role-holders">
          {role.holders.length === 0 ? (
            <Typography variant="body2" color="text.secondary">{translate('app.team.roleList.noHolders')}</Typography>
          ) : (
            <LinkList items={role.holders} itemKey={(h) => h.id} to={(h) => pathOf('team-members', 'show', h.id)} rowTestId="role-holder">
              {(h) => (
                <>
                  <ListItemText
                    primary={<Box component="span" sx={{ overflowWrap: 'anywhere' }}>{h.nickname ?? h.email}</Box>}
                    secondary={h.nickname ? <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{h.email}</Box> : undefined}
                  />
                  <Chip size="small" variant="outlined" label={translate(`app.team.status.${h.status}`)} sx={{ ml: 1, flexShrink: 0 }} />
                </>
              )}
            </LinkList>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}

export default function RoleShow() {
  return (
    <RecordShow meta={DETAIL_META}>
      <RoleView />
    </RecordShow>
  );
}
