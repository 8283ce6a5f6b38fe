// /register: create the merchant account and its owner; then /verifymail tells the user to open the email link.
import type { RegisterInput } from '../../../domain/auth';
import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { lazyZodResolver } from '../../components/zodResolver';
import { authApi } from '../../providers/authApi';
import { PublicForm, PublicPasswordInput, PublicTextInput } from '../../host/form';
import { HostLink, usePublicHost } from '../../host/host';
import { CaptchaField } from './CaptchaField';
import { useCaptchaForm } from './useCaptchaForm';

// The schema (and zod with it) loads on first validation, not with the page.
const resolver = lazyZodResolver(() => import('../../../domain/auth').then((m) => m.registerSchema));
const FIELDS = ['nickname', 'email', 'password', 'confirmPassword', 'captchaCode'];

export default function RegisterPage() {
  const { translate, navigate } = usePublicHost();
  const { captcha, message, onSubmit } = useCaptchaForm(FIELDS, async (values) => {
    const { email } = await authApi.register(values as RegisterInput);
    navigate(`/verifymail?email=${encodeURIComponent(email)}`);
  });

  return (
    <PublicLayout
      title={translate('app.register.title')}
      subtitle={translate('app.register.subtitle')}
      below={
        <>
          {translate('app.register.haveAccount')} <HostLink to="/login">{translate('app.register.signIn')}</HostLink>
        </>
      }
    >
      <PublicForm onSubmit={onSubmit} resolver={resolver}>
        <FormAlert message={message} />
        <PublicTextInput source="nickname" label="app.auth.nickname" autoComplete="name" fullWidth autoFocus />
        <PublicTextInput source="email" type="email" label="app.auth.email" autoComplete="email" fullWidth />
        <PublicPasswordInput source="password" label="app.auth.password" autoComplete="new-password" helperText="app.password.hint" fullWidth />
        <PublicPasswordInput source="confirmPassword" label="app.auth.confirmPassword" autoComplete="new-password" fullWidth />
        <CaptchaField captcha={captcha} />
        <SubmitButton label="app.register.submit" />
      </PublicForm>
    </PublicLayout>
  );
}
