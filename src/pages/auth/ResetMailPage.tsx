// /resetmail: ask for a password-reset link; /verifypwd then says to check the inbox.
import type { ResetMailInput } from '../../../domain/auth';
import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { lazyZodResolver } from '../../components/zodResolver';
import { authApi } from '../../providers/authApi';
import { PublicForm, PublicTextInput } from '../../host/form';
import { HostLink, usePublicHost } from '../../host/host';
import { CaptchaField } from './CaptchaField';
import { useCaptchaForm } from './useCaptchaForm';

// The schema (and zod with it) loads on first validation, not with the page.
const resolver = lazyZodResolver(() => import('../../../domain/auth').then((m) => m.resetMailSchema));
const FIELDS = ['email', 'captchaCode'];

export default function ResetMailPage() {
  const { translate, navigate } = usePublicHost();
  const { captcha, message, onSubmit } = useCaptchaForm(FIELDS, async (values) => {
    const input = values as ResetMailInput;
    await authApi.resetMail(input);
    navigate(`/verifypwd?email=${encodeURIComponent(input.email.trim())}`);
  });

  return (
    <PublicLayout
      title={translate('app.resetMail.title')}
      subtitle={translate('app.resetMail.body')}
      below={<HostLink to="/login">{translate('app.common.backToSignIn')}</HostLink>}
    >
      <PublicForm onSubmit={onSubmit} resolver={resolver}>
        <FormAlert message={message} />
        <PublicTextInput source="email" type="email" label="app.auth.email" autoComplete="email" fullWidth autoFocus />
        <CaptchaField captcha={captcha} />
        <SubmitButton label="app.resetMail.submit" />
      </PublicForm>
    </PublicLayout>
  );
}
