// /login: email, password and captcha; exact messages come from the domain schema and the server (spec section 5).
// With two-factor sign-in (issue 32 item 2) the password step answers a challenge and the code step takes over.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import type { LoginInput } from '../../../domain/auth';
import { HostAnchor, HostLink, usePublicHost } from '../../host/host';
import { PublicForm, PublicPasswordInput, PublicTextInput } from '../../host/form';

import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { lazyZodResolver } from '../../components/zodResolver';
import { PageLoading } from '../../loading/PageLoading';
import { TwoFactorRequired } from '../../providers/sessionEvents';
import type { TwoFactorPending } from '../../../domain/settings/two-factor';
import { CaptchaField } from './CaptchaField';
import { useCaptchaForm } from './useCaptchaForm';

// The schema (and zod with it) loads on first validation, not with the page.
const resolver = lazyZodResolver(() => import('../../../domain/auth').then((m) => m.loginSchema));
const FIELDS = ['email', 'password', 'captchaCode'];
// The second step (and its domain rules) loads only when a challenge comes.
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));

export default function LoginPage() {
  const { translate, login } = usePublicHost();
  const [pending, setPending] = useState<TwoFactorPending | null>(null);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [restarted, setRestarted] = useState<string | null>(null);
  const { captcha, message, onSubmit } = useCaptchaForm(FIELDS, async (values) => {
    setRestarted(null);
    try {
      await login(values as LoginInput);
    } catch (error) {
      if (!(error instanceof TwoFactorRequired)) throw error;
      setEmail(String(values.email ?? ''));
      setPending(error.pending);
    }
  });

  if (pending) {
    const restart = (reason: string | null) => {
      setPending(null);
      setRestarted(reason);
      // The captcha of the password step was used up.
      captcha.refresh();
    };
    return (
      <Suspense fallback={<PageLoading />}>
        <TwoFactorStep pending={pending} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <PublicLayout
      title={translate('app.login.title')}
      below={
        <>
          {translate('app.login.noAccount')}{' '}
          <HostLink to="/register">{translate('app.login.register')}</HostLink>
        </>
      }
    >
      <PublicForm onSubmit={onSubmit} resolver={resolver} defaultValues={email ? { email } : undefined}>
        <FormAlert message={message ?? restarted} />
        <PublicTextInput source="email" type="email" label="app.auth.email" autoComplete="username" fullWidth autoFocus />
        <PublicPasswordInput source="password" label="app.auth.password" autoComplete="current-password" fullWidth />
        <CaptchaField captcha={captcha} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <MuiLink component={HostAnchor} to="/resetmail" variant="body2">
            {translate('app.login.forgot')}
          </MuiLink>
        </Box>
        <SubmitButton label="app.login.submit" />
      </PublicForm>
    </PublicLayout>
  );
}
