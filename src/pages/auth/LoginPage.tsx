// /login: email, password and captcha; exact messages come from the domain schema and the server (spec section 5).
import { Box, Link as MuiLink } from '@mui/material';
import { Form, Link, PasswordInput, TextInput, useLogin, useTranslate } from 'react-admin';

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
  const translate = useTranslate();
  const login = useLogin();
  const { captcha, message, onSubmit } = useCaptchaForm(FIELDS, (values) => login(values));

  return (
    <PublicLayout
      title={translate('app.login.title')}
      below={
        <>
          {translate('app.login.noAccount')}{' '}
          <Link to="/register">{translate('app.login.register')}</Link>
        </>
      }
    >
      <Form onSubmit={onSubmit} resolver={resolver} noValidate>
        <FormAlert message={message} />
        <TextInput source="email" type="email" label="app.auth.email" autoComplete="username" fullWidth autoFocus />
        <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" fullWidth />
        <CaptchaField captcha={captcha} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <MuiLink component={Link} to="/resetmail" variant="body2">
            {translate('app.login.forgot')}
          </MuiLink>
        </Box>
        <SubmitButton label="app.login.submit" />
      </Form>
    </PublicLayout>
  );
}
