// Change password: used password, new password, re-enter (spec section 2); the domain schema gives the exact
// messages; the server's (wrong used password, a reused password) appear under their inputs.
import { useEffect, useState } from 'react';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '../../domain/auth';
import { authApi } from '../providers/authApi';
import { FormAlert } from './FormAlert';
import { formFailure } from './formErrors';
import { SubmitButton } from './SubmitButton';
import { zodResolver } from './zodResolver';

const resolver = zodResolver(changePasswordSchema);
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ onDone, fullWidthSubmit = false }: { onDone?: () => void; fullWidthSubmit?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);

  const onSubmit = async (values: FieldValues) => {
    setMessage(null);
    try {
      await authApi.changePassword(values as ChangePasswordInput);
      notify('app.password.changed', { type: 'success' });
      setSaved((n) => n + 1);
      onDone?.();
    } catch (error) {
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <Form onSubmit={onSubmit} resolver={resolver} defaultValues={EMPTY} noValidate>
      <ClearAfterSave saved={saved} />
      <FormAlert message={message} />
      <PasswordInput source="oldPassword" label="app.password.old" autoComplete="current-password" fullWidth />
      <PasswordInput source="newPassword" label="app.password.new" autoComplete="new-password" helperText="app.password.hint" fullWidth />
      <PasswordInput source="confirmPassword" label="app.password.reenter" autoComplete="new-password" fullWidth />
      <SubmitButton label="app.password.submit" fullWidth={fullWidthSubmit} />
    </Form>
  );
}

/** Empties the inputs after each successful change (passwords must not linger in the form). */
function ClearAfterSave({ saved }: { saved: number }) {
  const { reset } = useFormContext();
  useEffect(() => {
    if (saved > 0) reset(EMPTY);
  }, [saved, reset]);
  return null;
}
