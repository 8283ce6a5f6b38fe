// /login: email, password and captcha; exact messages come from the domain schema and the server (spec section 5).
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import type { LoginInput } from '../../../domain/auth';
import { HostAnchor, HostLink, usePublicHost } from '../../host/host';
import { PublicForm, PublicPasswordInput, PublicTextInput } from '../../host/form';

import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { lazyZodResolver } from '../../components/zodResolver';
import { CaptchaField } from './CaptchaField';
import { useCaptchaForm } from './useCaptchaForm';

// The schema (and zod with it) loads on first validation, not with the page.
const resolver = lazyZodResolver(() => import('../../../domain/auth').then((m) => m.loginSchema));
const FIELDS = ['email', 'password', 'captchaCode'];

export default function LoginPage() {
  const { translate, login } = usePublicHost();
  const { captcha, message, onSubmit } = useCaptchaForm(FIELDS, (values) => login(values as LoginInput));

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
      <PublicForm onSubmit={onSubmit} resolver={resolver}>
        <FormAlert message={message} />
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
