// /contact (public): name, email, company, topic and message, checked by the domain schema and mailed to support.
// A signed-in merchant goes on to /contact-success; a visitor (who cannot open that page) gets the thanks in place.
import { useState } from 'react';
import { Form, Link, SelectInput, TextInput, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, contactSchema, type ContactInput } from '../../../domain/contact';
import { FormAlert } from '../../components/FormAlert';
import { formFailure } from '../../components/formErrors';
import { PublicLayout } from '../../components/PublicLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { zodResolver } from '../../components/zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { session } from '../../providers/runtime';
import { ContactThanks } from './ContactThanks';

const resolver = zodResolver(contactSchema);
const FIELDS = ['name', 'email', 'company', 'topic', 'message'];
const EMPTY = { name: '', email: '', company: '', topic: '', message: '' };

export default function ContactPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  // Only decides where the thanks is shown; a visitor is never sent to sign in. (react-admin's auth check passes on
  // public paths, so it cannot tell a visitor from a merchant here.)
  const authenticated = session.hasToken();
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const f = (name: string) => `app.onboarding.contact.${name}`;

  const onSubmit = async (values: FieldValues) => {
    setMessage(null);
    try {
      await dataProvider.sendContact(values as ContactInput);
      if (authenticated) navigate('/contact-success');
      else setSent(true);
    } catch (error) {
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <PublicLayout
      title={translate(sent ? f('thanksTitle') : f('title'))}
      subtitle={sent ? undefined : translate(f('body'))}
      below={sent ? undefined : <Link to={authenticated ? '/dashboard' : '/login'}>{translate(authenticated ? f('backToDashboard') : f('backToSignIn'))}</Link>}
      maxWidth={560}
    >
      {sent ? (
        <ContactThanks backTo="/login" />
      ) : (
        <Form onSubmit={onSubmit} resolver={resolver} defaultValues={EMPTY} noValidate>
          <FormAlert message={message} />
          <TextInput source="name" label={f('name')} autoComplete="name" fullWidth autoFocus />
          <TextInput source="email" type="email" label={f('email')} autoComplete="email" fullWidth />
          <TextInput source="company" label={f('company')} helperText="app.onboarding.optional" autoComplete="organization" fullWidth />
          <SelectInput source="topic" label={f('topic')} choices={CONTACT_TOPICS.map((id) => ({ id, name: f(`topics.${id}`) }))} fullWidth />
          <TextInput source="message" label={f('message')} multiline minRows={5} fullWidth slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX } }} />
          <SubmitButton label={f('submit')} />
        </Form>
      )}
    </PublicLayout>
  );
}
