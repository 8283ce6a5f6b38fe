// A member's "change role" dialog: a react-admin <Form> on the domain's schema, offering the roles the viewer may
// give (domain/team/roles.ts judges them as the server does); the server's refusal shows under the field. Used by the
// onboarding's team panel, the /teams list's rows and a member's page.
import { useMemo } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, SelectInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { changeRoleSchema } from '../../../domain/team/roles';
import { FormAlert } from '../FormAlert';
import { formFailure } from '../formErrors';
import { zodResolver } from '../zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamRole } from '../../providers/calls/team';
import { roleLabel } from './roleLabel';
import { DialogButtons } from '../DialogButtons';

const NO_RECORD = {};

export function ChangeRoleDialog({ member, roles, grantable, onClose }: { member: { id: string; nickname: string | null; email: string; roleId: string }; roles: TeamRole[]; grantable: (r: TeamRole) => boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const resolver = useMemo(() => zodResolver(changeRoleSchema), []);
  const mutation = useMutation({ mutationFn: (roleId: string) => dataProvider.changeMemberRole(member.id, roleId) });
  const notify = useNotify();
  const client = useQueryClient();
  const refresh = useRefresh();
  const failure = mutation.error ? formFailure(mutation.error, ['roleId'], translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await mutation.mutateAsync(String(values.roleId));
      notify('app.team.changeRole.saved', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      refresh();
      onClose();
      return undefined;
    } catch (e) {
      return formFailure(e, ['roleId'], '').fieldErrors;
    }
  };
  const choices = roles.map((r) => ({ id: r.id, name: roleLabel(translate, r), disabled: !grantable(r) }));
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="role-title">
      <DialogTitle id="role-title">{translate('app.team.changeRole.title', { name: member.nickname ?? member.email })}</DialogTitle>
      <Form resolver={resolver} record={NO_RECORD} defaultValues={{ roleId: member.roleId }} onSubmit={submit} noValidate>
        <DialogContent>
          <FormAlert message={failure?.message ?? null} />
          <SelectInput source="roleId" label="app.team.members.role" choices={choices} fullWidth translateChoice={false} helperText="app.team.changeRole.notHeld" />
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={mutation.isPending} label={translate('app.team.changeRole.save')} testId="role-save" />
      </Form>
    </Dialog>
  );
}
