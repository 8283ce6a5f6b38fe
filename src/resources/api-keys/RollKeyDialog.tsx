// "Roll": the successor takes the key's name, kind and scopes; the old key works until the chosen expiry. The new
// value is shown once in the same dialog.
import { useMemo } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, RadioButtonGroupInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { KEY_EXPIRY_CHOICES, rollApiKeySchema, type RollApiKeyInput } from '../../../domain/api-keys';
import type { ApiKey } from '../../../domain/api-key-records';
import { formFailure } from '../../components/formErrors';
import { zodResolver } from '../../components/zodResolver';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { NewKeyValue } from './NewKeyValue';

const CHOICE_LABEL = { now: 'now', '1h': 'h1', '24h': 'h24', '7d': 'd7' } as const;
const CHOICES = KEY_EXPIRY_CHOICES.map((id) => ({ id, name: `app.developerKeys.rollDialog.choices.${CHOICE_LABEL[id]}` }));

export function RollKeyDialog({ apiKey, name, onClose }: { apiKey: ApiKey; name: string; onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resolver = useMemo(() => zodResolver(rollApiKeySchema), []);
  const roll = useMutation({
    mutationFn: (input: RollApiKeyInput) => dataProvider.rollApiKey(apiKey.id, input.expireOld),
    onSuccess: () => {
      notify('app.developerKeys.rollDialog.rolled', { type: 'success' });
      refresh();
    },
  });
  const failure = roll.error ? formFailure(roll.error, ['expireOld'], translate('app.errors.requestFailed')) : null;
  const submit = async (values: FieldValues) => {
    try {
      await roll.mutateAsync(values as RollApiKeyInput);
      return undefined;
    } catch (e) {
      return formFailure(e, ['expireOld'], '').fieldErrors;
    }
  };
  const title = translate('app.developerKeys.rollDialog.title', { name });
  return (
    <Dialog open onClose={roll.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="roll-key-title">
      <DialogTitle id="roll-key-title">{title}</DialogTitle>
      {roll.data ? (
        <>
          <DialogContent>
            <NewKeyValue apiKey={roll.data.key} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} data-testid="new-key-done">
              {translate('app.developerKeys.newKey.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form resolver={resolver} defaultValues={{ expireOld: '24h' }} onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {translate('app.developerKeys.rollDialog.body')}
              </Typography>
              {failure?.message && <Alert severity="error">{failure.message}</Alert>}
              <RadioButtonGroupInput source="expireOld" label="app.developerKeys.rollDialog.expireOld" choices={CHOICES} row helperText={false} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={roll.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={roll.isPending} data-testid="roll-key-submit">
              {translate('app.developerKeys.rollDialog.submit')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
