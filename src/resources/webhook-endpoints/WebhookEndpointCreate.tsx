// /developer/add-webhook-endpoints: URL, description and event types on react-admin's <Form> (the domain schema plus
// the mode's URL rule); the server's field errors land under the inputs. Once added, the endpoint's page opens and
// shows its signing secret once, with copy.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Stack } from '@mui/material';
import { Form, useCreate, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { withModePrefix } from '../../../domain/routes';
import { formFailure } from '../../components/formErrors';
import { PageHeader } from '../../components/PageHeader';
import { SubmitButton } from '../../components/SubmitButton';
import { useTestMode } from '../../hooks/useTestMode';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { RecordCreate } from '../../components/record/RecordView';
import { EMPTY_ENDPOINT, endpointResolver } from './endpointResolver';
import { EndpointInputs } from './EndpointInputs';
import { endpointDetailPath, WEBHOOKS_TAB_PATH } from './paths';

const FIELDS = ['url', 'description', 'enabledEvents'];

export default function WebhookEndpointCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const test = useTestMode();
  const resolver = useMemo(() => endpointResolver(!test), [test]);
  const [create] = useCreate<WebhookEndpoint>();
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (body: FieldValues) => {
    setMessage(null);
    try {
      const endpoint = await create('webhook-endpoints', { data: body }, { mutationMode: 'pessimistic', returnPromise: true });
      if (!endpoint) return undefined; // returnPromise resolves to the record; this only narrows the type
      notify('app.webhooks.form.created', { type: 'success' });
      // The new endpoint's page shows its secret once (the state is dropped when the merchant is done with it).
      navigate(withModePrefix(endpointDetailPath(endpoint.id), test), { replace: true, state: { newSecret: true } });
      return undefined;
    } catch (error) {
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.addWebhookEndpoint')} subtitle={translate(test ? 'app.webhooks.form.introTest' : 'app.webhooks.form.introLive')} />
      <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Form resolver={resolver} defaultValues={EMPTY_ENDPOINT} onSubmit={onSubmit} noValidate>
          <Stack spacing={3}>
            {message && (
              <Alert severity="error" role="alert" data-testid="webhook-create-error">
                {message}
              </Alert>
            )}
            <EndpointInputs />
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}>
              <Button onClick={() => navigate(withModePrefix(WEBHOOKS_TAB_PATH, test))}>{translate('ra.action.cancel')}</Button>
              <SubmitButton label="app.webhooks.form.create" fullWidth={false} />
            </Stack>
          </Stack>
        </Form>
      </Card>
    </RecordCreate>
  );
}
