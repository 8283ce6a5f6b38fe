// "Roll", a mutation of a key: the successor takes the key's name, kind and scopes; the old key works until the
// chosen expiry. The new value is shown once in the same dialog.
import { RadioButtonGroupInput } from 'react-admin';
import { KEY_EXPIRY_CHOICES, rollApiKeySchema, type RollApiKeyInput } from '../../../domain/api-keys';
import type { ApiKey } from '../../../domain/api-key-records';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { KeyFormDialog, useKeyMutation } from './KeyFormDialog';

const CHOICE_LABEL = { now: 'now', '1h': 'h1', '24h': 'h24', '7d': 'd7' } as const;
const CHOICES = KEY_EXPIRY_CHOICES.map((id) => ({ id, name: `app.developerKeys.rollDialog.choices.${CHOICE_LABEL[id]}` }));
const DEFAULTS = { expireOld: '24h' };
const FIELDS = ['expireOld'];

export function RollKeyDialog({ apiKey, name, onClose }: { apiKey: ApiKey; name: string; onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  const roll = useKeyMutation(async (input: RollApiKeyInput) => (await dataProvider.rollApiKey(apiKey.id, input.expireOld)).key, 'app.developerKeys.rollDialog.rolled');
  return (
    <KeyFormDialog name="roll" titleArgs={{ name }} schema={rollApiKeySchema} defaultValues={DEFAULTS} fields={FIELDS} mutation={roll} onClose={onClose}>
      <RadioButtonGroupInput source="expireOld" label="app.developerKeys.rollDialog.expireOld" choices={CHOICES} row helperText={false} />
    </KeyFormDialog>
  );
}
