// A custom role's form (new or edited): a react-admin <Form> on the domain's schema (roleSchema); only the codes the
// member holds are offered, grouped as the permission tree groups them (a member grants only codes they hold: the
// server refuses more, domain/team/roles.ts). The server's refusal shows under the field it names.
import { useMemo } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckboxGroupInput, Form, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { permissionCodeGroups } from '../../../domain/team/code-groups';
import { roleSchema, type RoleInput } from '../../../domain/team/roles';
import { FormAlert } from '../../components/FormAlert';
import { formFailure } from '../../components/formErrors';
import { zodResolver } from '../../components/zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamRole } from '../../providers/calls/team';
import { DialogButtons } from '../../components/DialogButtons';

const FIELDS = ['name', 'codes'];

export function RoleDialog({ role, held, onClose }: { role: TeamRole | null; held: readonly string[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const resolver = useMemo(() => zodResolver(roleSchema), []);
  const mutation = useMutation({ mutationFn: (input: RoleInput) => (role ? dataProvider.updateRole(role.id, input) : dataProvider.createRole(input)) });
  const failure = mutation.error ? formFailure(mutation.error, FIELDS, translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await mutation.mutateAsync(values as RoleInput);
      notify('app.team.roleList.saved', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['team'] });
      refresh();
      onClose();
      return undefined;
    } catch (e) {
      return formFailure(e, FIELDS, '').fieldErrors;
    }
  };
  // The codes in the permission tree's order (a page's codes together), only those the member holds.
  const choices = permissionCodeGroups().flatMap((g) => g.codes).filter((c) => held.includes(c)).map((c) => ({ id: c, name: translate(`app.team.codes.${c}`) }));
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
        <DialogButtons onCancel={onClose} busy={mutation.isPending} label={translate('app.team.roleList.save')} testId="role-dialog-save" />
      </Form>
    </Dialog>
  );
}
