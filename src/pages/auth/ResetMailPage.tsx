// /resetmail: ask for a password-reset link; /verifypwd then says to check the inbox.
import { useState } from 'react';
import { Form, Link, TextInput, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { resetMailSchema, type ResetMailInput } from '../../../domain/auth';
import { FormAlert } from '../../components/FormAlert';
import { formFailure } from '../../components/formErrors';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { zodResolver } from '../../components/zodResolver';
import { authApi } from '../../providers/authApi';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

const resolver = zodResolver(resetMailSchema);
const FIELDS = ['email', 'captchaCode'];

export default function ResetMailPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (values: FieldValues) => {
    setMessage(null);
    const input = values as ResetMailInput;
    try {
      await authApi.resetMail(input);
      navigate(`/verifypwd?email=${encodeURIComponent(input.email.trim())}`);
    } catch (error) {
      captcha.refresh();
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

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
