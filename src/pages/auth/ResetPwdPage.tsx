// /resetpwd?token=: set a new password with the emailed link, then sign in again.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FieldValues } from 'react-hook-form';
import type { ResetPasswordInput } from '../../../domain/auth';
import { FormAlert } from '../../components/FormAlert';
import { formFailure } from '../../components/formErrors';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { lazyZodResolver } from '../../components/zodResolver';
import { authApi } from '../../providers/authApi';
import { PublicForm, PublicPasswordInput } from '../../host/form';
import { HostAnchor, HostLink, usePublicHost, useSearchParam } from '../../host/host';

// The schema (and zod with it) loads on first validation, not with the page.
const resolver = lazyZodResolver(() => import('../../../domain/auth').then((m) => m.resetPasswordSchema));
const FIELDS = ['password', 'confirmPassword'];

export default function ResetPwdPage() {
  const { translate, navigate, notify } = usePublicHost();
  const token = useSearchParam('token');
  const [message, setMessage] = useState<string | null>(token ? null : translate('app.resetPwd.missingToken'));

  const onSubmit = async (values: FieldValues) => {
    setMessage(null);
    try {
      await authApi.resetPassword(values as ResetPasswordInput);
      notify('app.resetPwd.done');
      navigate('/login', { replace: true });
    } catch (error) {
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <PublicLayout title={translate('app.resetPwd.title')} below={<HostLink to="/login">{translate('app.common.backToSignIn')}</HostLink>}>
      <PublicForm onSubmit={onSubmit} resolver={resolver} defaultValues={{ token: token ?? '' }}>
        <FormAlert message={message} />
        <PublicPasswordInput source="password" label="app.password.new" autoComplete="new-password" helperText="app.password.hint" fullWidth autoFocus />
        <PublicPasswordInput source="confirmPassword" label="app.auth.confirmPassword" autoComplete="new-password" fullWidth />
        <Stack spacing={1}>
          <SubmitButton label="app.resetPwd.submit" />
          {!token && (
            <Button component={HostAnchor} to="/resetmail">
              {translate('app.resetPwd.requestNew')}
            </Button>
          )}
        </Stack>
      </PublicForm>
    </PublicLayout>
  );
}
