// The inputs of an endpoint, shared by "Add endpoint" and "Edit": URL (with the mode's rule as its hint),
// description and the event types. Errors are i18n keys (the resolver's) or the server's translated messages.
import { Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { ENDPOINT_DESCRIPTION_MAX, ENDPOINT_URL_MAX } from '../../../domain/webhooks/endpoint';
import { useTestMode } from '../../hooks/useTestMode';
import { EventTypesInput } from './EventTypesInput';

export function EndpointInputs() {
  const translate = useTranslate();
  const test = useTestMode();
  const url = useInput({ source: 'url' });
  const description = useInput({ source: 'description' });
  const message = (error: { message?: string } | undefined) => (error?.message ? translate(error.message, { _: error.message }) : undefined);
  const urlError = message(url.fieldState.error);
  const descriptionError = message(description.fieldState.error);
  return (
    <Stack spacing={3}>
      <TextField
        {...url.field}
        value={url.field.value ?? ''}
        label={translate('app.webhooks.fields.url')}
        placeholder={test ? 'http://127.0.0.1:4242/webhooks' : 'https://example.com/webhooks'}
        required
        error={Boolean(urlError)}
        helperText={urlError ?? translate(test ? 'app.webhooks.form.urlHelpTest' : 'app.webhooks.form.urlHelpLive')}
        slotProps={{ htmlInput: { inputMode: 'url', maxLength: ENDPOINT_URL_MAX, 'data-testid': 'webhook-url', spellCheck: false } }}
        fullWidth
      />
      <TextField
        {...description.field}
        value={description.field.value ?? ''}
        label={translate('app.webhooks.fields.description')}
        error={Boolean(descriptionError)}
        helperText={descriptionError ?? translate('app.webhooks.form.descriptionHelp')}
        slotProps={{ htmlInput: { maxLength: ENDPOINT_DESCRIPTION_MAX, 'data-testid': 'webhook-description' } }}
        fullWidth
      />
      <EventTypesInput />
    </Stack>
  );
}
