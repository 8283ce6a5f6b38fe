// The resource's create: "Create secret key", a name and standard or restricted access (a level per resource) over
// domain's form schema, in the shared key dialog. The new value is then shown once, with copy.
import { Typography } from '@mui/material';
import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { API_KEY_FORM_DEFAULTS, KEY_ACCESS, apiKeyFormSchema, type CreateApiKeyInput } from '../../../domain/api-keys';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { KeyFormDialog, useKeyMutation } from './KeyFormDialog';
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

export function ApiKeyCreate({ onClose }: { onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  const create = useKeyMutation((input: CreateApiKeyInput) => dataProvider.createApiKey(input), 'app.developerKeys.created');
  return (
    <KeyFormDialog
      name="create"
      schema={apiKeyFormSchema}
      defaultValues={API_KEY_FORM_DEFAULTS}
      fields={FIELDS}
      mutation={create}
      onClose={onClose}
    >
      <TextInput source="name" label="app.developerKeys.createDialog.name" helperText="app.developerKeys.createDialog.nameHelp" fullWidth autoFocus />
      <AccessInputs />
    </KeyFormDialog>
  );
}
