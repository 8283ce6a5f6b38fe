// Invite a member: email and role (only roles whose permissions the inviter holds are offered), a react-admin <Form>
// on the domain's schema; the server's refusal shows under the field it names.
import { useMemo } from 'react';
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { inviteSchema, type InviteInput } from '../../../domain/team/roles';
import { FormAlert } from '../FormAlert';
import { formFailure } from '../formErrors';
import { zodResolver } from '../zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { TeamRole } from '../../providers/calls/team';
import { roleLabel } from './roleLabel';
import { DialogButtons } from '../DialogButtons';

const NO_RECORD = {};
const FIELDS = ['email', 'roleId'];

export function InviteDialog({ roles, grantable, onClose }: { roles: TeamRole[]; grantable: (r: TeamRole) => boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const resolver = useMemo(() => zodResolver(inviteSchema), []);
  const mutation = useMutation({
    mutationFn: (input: InviteInput) => dataProvider.inviteMember(input),
    onSuccess: (_r, input) => {
      notify('app.team.invite.sent', { type: 'success', messageArgs: { email: input.email } });
      void client.invalidateQueries({ queryKey: ['team'] });
      // The /teams list shows the invitation as a row of its own.
      refresh();
      onClose();
    },
  });
  const failure = mutation.error ? formFailure(mutation.error, FIELDS, translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await mutation.mutateAsync(values as InviteInput);
      return undefined;
    } catch (e) {
      return formFailure(e, FIELDS, '').fieldErrors;
    }
  };
  const choices = roles.map((r) => ({ id: r.id, name: roleLabel(translate, r), disabled: !grantable(r) }));
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{translate('app.team.invite.title')}</DialogTitle>
      <Form resolver={resolver} record={NO_RECORD} defaultValues={{ email: '', roleId: 'view_only' }} onSubmit={submit} noValidate>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.team.invite.body')}
          </Typography>
          <FormAlert message={failure?.message ?? null} />
          <TextInput source="email" type="email" label="app.team.invite.email" fullWidth autoFocus />
          <SelectInput source="roleId" label="app.team.invite.role" choices={choices} fullWidth translateChoice={false} />
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={mutation.isPending} label={translate('app.team.invite.send')} testId="invite-send" />
      </Form>
    </Dialog>
  );
}
