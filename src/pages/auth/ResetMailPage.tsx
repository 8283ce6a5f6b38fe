// /resetmail: ask for a password-reset link; /verifypwd then says to check the inbox.
import { Form, Link, TextInput, useNavigate, useTranslate } from 'react-admin';
import type { ResetMailInput } from '../../../domain/auth';
import { FormAlert } from '../../components/FormAlert';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { lazyZodResolver } from '../../components/zodResolver';
import { authApi } from '../../providers/authApi';
import { CaptchaField } from './CaptchaField';
import { useCaptchaForm } from './useCaptchaForm';

// The schema (and zod with it) loads on first validation, not with the page.
const resolver = lazyZodResolver(() => import('../../../domain/auth').then((m) => m.resetMailSchema));
const FIELDS = ['email', 'captchaCode'];

export default function ResetMailPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { captcha, message, onSubmit } = useCaptchaForm(FIELDS, async (values) => {
    const input = values as ResetMailInput;
    await authApi.resetMail(input);
    navigate(`/verifypwd?email=${encodeURIComponent(input.email.trim())}`);
  });

  return (
    <PublicLayout
      title={translate('app.resetMail.title')}
      subtitle={translate('app.resetMail.body')}
      below={<Link to="/login">{translate('app.common.backToSignIn')}</Link>}
    >
      <Form onSubmit={onSubmit} resolver={resolver} noValidate>
        <FormAlert message={message} />
        <TextInput source="email" type="email" label="app.auth.email" autoComplete="email" fullWidth autoFocus />
        <CaptchaField captcha={captcha} />
        <SubmitButton label="app.resetMail.submit" />
      </Form>
    </PublicLayout>
  );
}
