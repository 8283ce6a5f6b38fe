// The submit of a captcha-guarded form (sign-in, register, reset mail): run the call; on failure show the
// message, put field errors under their inputs and draw a new captcha (each one allows a single attempt).
import { useState } from 'react';
import { useHostTranslate } from '../../host/host';
import type { FieldValues } from 'react-hook-form';
import { formFailure } from '../../components/formErrors';
import { useCaptcha } from './useCaptcha';

export function useCaptchaForm(fields: readonly string[], action: (values: FieldValues) => Promise<unknown>) {
  const translate = useHostTranslate();
  const captcha = useCaptcha();
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (values: FieldValues) => {
    setMessage(null);
    try {
      await action(values);
    } catch (error) {
      captcha.refresh();
      const failure = formFailure(error, fields, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return { captcha, message, onSubmit };
}
