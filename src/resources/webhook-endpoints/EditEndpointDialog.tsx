// Edit an endpoint's URL, description and event types in a dialog (the same inputs and resolver as "Add endpoint"),
// saved through react-admin's update (pessimistic); the server's field errors land under the inputs.
import { useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Form, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formFailure } from '../../components/formErrors';
import { SubmitButton } from '../../components/SubmitButton';
import { useTestMode } from '../../hooks/useTestMode';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { endpointResolver } from './endpointResolver';
import { EndpointInputs } from './EndpointInputs';

const FIELDS = ['url', 'description', 'enabledEvents'];

export function EditEndpointDialog({ endpoint, open, onClose }: { endpoint: WebhookEndpoint; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const test = useTestMode();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const resolver = useMemo(() => endpointResolver(!test), [test]);
  const [update] = useUpdate<WebhookEndpoint>();
  const [message, setMessage] = useState<string | null>(null);
  const defaults = { url: endpoint.url, description: endpoint.description ?? '', enabledEvents: endpoint.enabledEvents };

  const onSubmit = async (body: FieldValues) => {
    setMessage(null);
    try {
      await update('webhook-endpoints', { id: endpoint.id, data: body, previousData: endpoint }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.webhooks.edit.done', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      const failure = formFailure(error, FIELDS, translate('app.errors.requestFailed'));
      setMessage(failure.message);
      return failure.fieldErrors;
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="webhook-edit-title">
      {open && (
        <Form resolver={resolver} defaultValues={defaults} onSubmit={onSubmit} noValidate>
          <DialogTitle id="webhook-edit-title">{translate('app.webhooks.edit.title')}</DialogTitle>
          <DialogContent dividers>
            {message && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {message}
              </Alert>
            )}
            <EndpointInputs />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton label="ra.action.save" fullWidth={false} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
