// "Create secret key": a name, standard or restricted access (a level per resource), on react-admin's <Form> with the
// shared zod resolver over domain's form schema. The new value is then shown once, with copy.
import { useMemo } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, RadioButtonGroupInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { API_KEY_FORM_DEFAULTS, KEY_ACCESS, apiKeyFormSchema, type CreateApiKeyInput } from '../../../domain/api-keys';
import { formFailure } from '../../components/formErrors';
import { zodResolver } from '../../components/zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { NewKeyValue } from './NewKeyValue';
import { ScopesInput } from './ScopesInput';

const FIELDS = ['name', 'scopes'];
const ACCESS = KEY_ACCESS.map((id) => ({ id, name: `app.developerKeys.access.${id}` }));

function AccessInputs() {
  const translate = useTranslate();
  const access = useWatch({ name: 'access' }) as (typeof KEY_ACCESS)[number];
  return (
    <>
      <RadioButtonGroupInput source="access" label="app.developerKeys.createDialog.access" choices={ACCESS} row helperText={false} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {translate(access === 'restricted' ? 'app.developerKeys.createDialog.restrictedHelp' : 'app.developerKeys.createDialog.standardHelp')}
      </Typography>
      {access === 'restricted' && <ScopesInput />}
    </>
  );
}

export function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resolver = useMemo(() => zodResolver(apiKeyFormSchema), []);
  const create = useMutation({
    mutationFn: (input: CreateApiKeyInput) => dataProvider.createApiKey(input),
    onSuccess: () => {
      notify('app.developerKeys.created', { type: 'success' });
      refresh();
    },
  });
  const failure = create.error ? formFailure(create.error, FIELDS, translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await create.mutateAsync(values as CreateApiKeyInput);
      return undefined;
    } catch (e) {
      return formFailure(e, FIELDS, '').fieldErrors;
    }
  };
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="create-key-title">
      <DialogTitle id="create-key-title">{translate(create.data ? 'app.developerKeys.newKey.title' : 'app.developerKeys.createDialog.title')}</DialogTitle>
      {create.data ? (
        <>
          <DialogContent>
            <NewKeyValue apiKey={create.data} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} data-testid="new-key-done">
              {translate('app.developerKeys.newKey.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form resolver={resolver} defaultValues={API_KEY_FORM_DEFAULTS} onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {translate('app.developerKeys.createDialog.intro')}
              </Typography>
              {failure?.message && <Alert severity="error">{failure.message}</Alert>}
              <TextInput source="name" label="app.developerKeys.createDialog.name" helperText="app.developerKeys.createDialog.nameHelp" fullWidth autoFocus />
              <AccessInputs />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={create.isPending} data-testid="create-key-submit">
              {translate('app.developerKeys.createDialog.submit')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
