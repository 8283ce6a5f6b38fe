// /teams/roles: every role with its permissions and members; custom roles are created, edited and deleted here
// (only from permissions the user holds: the server refuses more, domain/team/roles.ts).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckboxGroupInput, Form, TextInput, useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { canGrant, heldCodes, roleSchema, type RoleInput } from '../../../domain/team/roles';
import { PERMISSION_CODES } from '../../../domain/permissions';
import { Confirm } from '../../components/Confirm';
import { FormAlert } from '../../components/FormAlert';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { formFailure } from '../../components/formErrors';
import { zodResolver } from '../../components/zodResolver';
import { TeamNav } from '../../components/team/TeamNav';
import { roleLabel } from '../../components/team/roleLabel';
import { useTeam } from '../../components/team/useTeam';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamRole } from '../../providers/calls/team';

const FIELDS = ['name', 'codes'];

function RoleDialog({ role, held, onClose }: { role: TeamRole | null; held: readonly string[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useAppDataProvider();
  const resolver = useMemo(() => zodResolver(roleSchema), []);
  const mutation = useMutation({ mutationFn: (input: RoleInput) => (role ? dataProvider.updateRole(role.id, input) : dataProvider.createRole(input)) });
  const failure = mutation.error ? formFailure(mutation.error, FIELDS, translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await mutation.mutateAsync(values as RoleInput);
      notify('app.team.roleList.saved', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      onClose();
      return undefined;
    } catch (e) {
      return formFailure(e, FIELDS, '').fieldErrors;
    }
  };
  const choices = PERMISSION_CODES.filter((c) => held.includes(c)).map((c) => ({ id: c, name: translate(`app.team.codes.${c}`) }));
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="role-dialog-title">
      <DialogTitle id="role-dialog-title">{translate(role ? 'app.team.roleList.editTitle' : 'app.team.roleList.createTitle')}</DialogTitle>
      <Form resolver={resolver} record={{}} defaultValues={{ name: role?.name ?? '', codes: role?.codes ?? [] }} onSubmit={submit} noValidate>
        <DialogContent>
          <FormAlert message={failure?.message ?? null} />
          <TextInput source="name" label="app.team.roleList.name" fullWidth autoFocus />
          <CheckboxGroupInput
            source="codes"
            label="app.team.roleList.codes"
            choices={choices}
            translateChoice={false}
            row
            sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending} data-testid="role-dialog-save">
            {translate('app.team.roleList.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function CodeChips({ role }: { role: TeamRole }) {
  const translate = useTranslate();
  if (role.id === 'owner' || role.id === 'admin') return <Chip size="small" color="primary" variant="outlined" label={translate('app.team.roleList.allCodes')} />;
  return (
    <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
      {role.codes.map((c) => (
        <Chip key={c} size="small" variant="outlined" label={translate(`app.team.codes.${c}`, { _: c })} />
      ))}
    </Stack>
  );
}

export default function RoleList() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { roles, me } = useTeam();
  const [editing, setEditing] = useState<TeamRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TeamRole | null>(null);
  const { canAccess: canCreate } = useCanAccess({ resource: 'roles', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'roles', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'roles', action: 'delete' });
  const held = heldCodes(me?.permissions ?? []);
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.deleteRole(id),
    onSuccess: () => {
      notify('app.team.roleList.deleted', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      setDeleting(null);
    },
    onError: (error) => {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
      setDeleting(null);
    },
  });
  return (
    <>
      <PageHeader
        title={translate('routes.teams')}
        subtitle={translate('app.team.roleList.subtitle')}
        actions={canCreate ? <Button variant="contained" onClick={() => setEditing('new')} data-testid="role-create">{translate('app.team.roleList.create')}</Button> : undefined}
      />
      <TeamNav current="roles" />
      {roles.error && <Alert severity="error">{roles.error.message}</Alert>}
      {roles.isPending ? (
        <Stack spacing={2}>{[0, 1, 2].map((i) => <Skeleton key={i} height={96} />)}</Stack>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {(roles.data ?? []).map((role) => {
            const mine = canGrant(me?.permissions ?? [], role.codes);
            return (
              <SectionCard
                key={role.id}
                testId={`role-${role.id}`}
                title={roleLabel(translate, role)}
                subtitle={`${translate(role.builtin ? 'app.team.roleList.builtin' : 'app.team.roleList.custom')} · ${translate('app.team.roleList.members', { smart_count: role.members })}`}
                action={
                  !role.builtin && mine ? (
                    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                      {canEdit && <Button size="small" onClick={() => setEditing(role)}>{translate('app.team.roleList.edit')}</Button>}
                      {canDelete && <Button size="small" color="error" onClick={() => setDeleting(role)}>{translate('app.team.roleList.delete')}</Button>}
                    </Stack>
                  ) : undefined
                }
              >
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
                  {translate('app.team.roleList.codeCount', { smart_count: role.id === 'owner' || role.id === 'admin' ? PERMISSION_CODES.length : role.codes.length })}
                </Typography>
                <CodeChips role={role} />
              </SectionCard>
            );
          })}
        </Box>
      )}
      {editing && <RoleDialog role={editing === 'new' ? null : editing} held={held} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={Boolean(deleting)}
        destructive
        loading={remove.isPending}
        title="app.team.roleList.deleteTitle"
        titleTranslateOptions={{ name: deleting?.name ?? '' }}
        content="app.team.roleList.deleteBody"
        confirm="app.team.roleList.delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
