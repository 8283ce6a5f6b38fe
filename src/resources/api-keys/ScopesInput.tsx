// A restricted key's access: none, read or write for each resource of the merchant API, one radio group a row, and
// the form's message when nothing is granted.
import { FormHelperText, Stack, Typography } from '@mui/material';
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { KEY_LEVELS, KEY_RESOURCES } from '../../../domain/api-key-scopes';

const LEVELS = KEY_LEVELS.map((id) => ({ id, name: `app.developerKeys.levels.${id}` }));

export function ScopesInput() {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.scopes?.message;
  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }} aria-describedby={message ? 'scopes-error' : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('app.developerKeys.createDialog.scopesLabel')}
      </Typography>
      {KEY_RESOURCES.map((resource) => (
        <RadioButtonGroupInput
          key={resource}
          source={`scopes.${resource}`}
          label={`app.developerKeys.resources.${resource}`}
          choices={LEVELS}
          row
          helperText={false}
          sx={{ my: 0, '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
        />
      ))}
      {typeof message === 'string' && (
        <FormHelperText error id="scopes-error" role="alert">
          {translate(message)}
        </FormHelperText>
      )}
    </Stack>
  );
}
