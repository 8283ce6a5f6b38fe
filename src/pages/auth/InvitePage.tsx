// /invite?token=: a team invitation's link (issue 32). Shows which account and role it offers; the invited address
// accepts by signing in with its password, or, having no sign-in yet, by choosing a name and a password. Either way
// the session opens in the inviting account. When a second factor stands in between (the user has two-factor sign-in
// on, or an account of theirs requires it), the sign-in's code or setup step takes over, as after a password.
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { StatusIcon } from '../../components/StatusIcon';
import { SubmitButton } from '../../components/SubmitButton';
import { formFailure } from '../../components/formErrors';
import { useOnce } from '../../hooks/useOnce';
import { HostAnchor, usePublicHost, useSearchParam } from '../../host/host';
import { PublicForm, PublicPasswordInput, PublicTextInput } from '../../host/form';
import { authApi } from '../../providers/authApi';
import { signIn } from '../../providers/sessionEvents';
import { PageLoading } from '../../loading/PageLoading';
import type { TwoFactorPending } from '../../../domain/settings/two-factor';

// The second step loads only when a challenge comes.
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));

const BUILTIN = ['owner', 'admin', 'developer', 'finance', 'support', 'view_only'];

export default function InvitePage() {
  const { translate, navigate, signedIn, locale } = usePublicHost();
  const token = useSearchParam('token');
  const offer = useOnce(`invite:${token}`, Boolean(token), () => authApi.invitation(token as string));
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<TwoFactorPending | null>(null);

  if (pending) {
    // The invitation is used up by now (the member joined); going back means signing in again.
    return (
      <Suspense fallback={<PageLoading />}>
        <TwoFactorStep pending={pending} onRestart={() => navigate('/login', { replace: true })} />
      </Suspense>
    );
  }

  if (token && !offer.isError && !offer.data) {
    return (
      <PublicLayout>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={32} aria-label={translate('app.invite.loading')} />
          <Typography>{translate('app.invite.loading')}</Typography>
        </Stack>
      </PublicLayout>
    );
  }
  if (!token || !offer.data) {
    return (
      <PublicLayout
        icon={<StatusIcon icon={<ErrorOutline />} color="error" />}
        title={translate('app.invite.failedTitle')}
        subtitle={token ? offer.error?.message || translate('app.errors.requestFailed') : translate('app.invite.missingToken')}
      >
        <Button component={HostAnchor} to="/login" variant="contained" fullWidth>
          {translate('app.common.backToSignIn')}
        </Button>
      </PublicLayout>
    );
  }
  const invitation = offer.data;
  const role = BUILTIN.includes(invitation.roleId) ? translate(`app.invite.roles.${invitation.roleId}`) : invitation.roleName;
  const onSubmit = async (values: FieldValues) => {
    setMessage(null);
    try {
      const result = await authApi.acceptInvitation({ token, password: String(values.password ?? ''), nickname: invitation.hasUser ? undefined : String(values.nickname ?? '') });
      if ('twoFactor' in result) return setPending(result);
      signIn(result);
      await signedIn();
      navigate('/', { replace: true });
    } catch (error) {
      const failure = formFailure(error, ['password', 'nickname'], translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };
  return (
    <PublicLayout
      title={translate('app.invite.title', { account: invitation.accountName })}
      // Two sentences: a space after English's full stop, none after Chinese's (。).
      subtitle={[translate('app.invite.body', { account: invitation.accountName, role }), translate(invitation.hasUser ? 'app.invite.signInBody' : 'app.invite.signUpBody', { email: invitation.email })].join(locale.startsWith('zh') ? '' : ' ')}
    >
      <PublicForm onSubmit={onSubmit} defaultValues={{ email: invitation.email }}>
        <FormAlert message={message} />
        <PublicTextInput source="email" type="email" label="app.auth.email" autoComplete="username" fullWidth htmlInput={{ readOnly: true }} />
        {!invitation.hasUser && <PublicTextInput source="nickname" label="app.invite.nickname" autoComplete="nickname" fullWidth autoFocus />}
        <PublicPasswordInput source="password" label="app.invite.password" autoComplete={invitation.hasUser ? 'current-password' : 'new-password'} fullWidth />
        <SubmitButton label="app.invite.accept" />
      </PublicForm>
    </PublicLayout>
  );
}
