// A key's actions: roll (a dialog with the old key's expiry) and delete (after a confirmation naming the key), each
// shown only when the action table allows it; the mode's last standard key of a kind in use has no delete.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { isLastStandardKey, type ApiKeyState } from '../../../../domain/api-keys';
import type { ApiKey } from '../../../../domain/api-key-records';
import { dataProvider } from '../../../providers/dataProvider';
import { useRecordAction } from '../../../resources/shared/useRecordAction';
import { RollKeyDialog } from './RollKeyDialog';

export function KeyActions({ apiKey, name, state, working }: { apiKey: ApiKey; name: string; state: ApiKeyState; working: ApiKey[] }) {
  const translate = useTranslate();
  const { canAccess: mayRoll } = useCanAccess({ resource: 'api-keys', action: 'roll' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'api-keys', action: 'delete' });
  const [rolling, setRolling] = useState(false);
  const remove = useRecordAction({ run: () => dataProvider.deleteApiKey(apiKey.id), done: () => 'app.developerKeys.deleteDialog.deleted' });
  const rollable = mayRoll && state === 'active';
  const deletable = mayDelete && !isLastStandardKey(apiKey, working);
  if (!rollable && !deletable) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {rollable && (
        <Button size="small" startIcon={<AutorenewOutlined fontSize="small" />} onClick={() => setRolling(true)} data-testid="api-key-roll">
          {translate('app.developerKeys.actions.roll')}
        </Button>
      )}
      {deletable && (
        <Button size="small" color="error" startIcon={<DeleteOutlineOutlined fontSize="small" />} onClick={() => remove.ask('delete')} data-testid="api-key-delete">
          {translate('app.developerKeys.actions.delete')}
        </Button>
      )}
      {rolling && <RollKeyDialog apiKey={apiKey} name={name} onClose={() => setRolling(false)} />}
      <Confirm
        isOpen={remove.asked !== null}
        loading={remove.busy}
        title="app.developerKeys.deleteDialog.title"
        titleTranslateOptions={{ name }}
        content="app.developerKeys.deleteDialog.body"
        confirm="app.developerKeys.actions.delete"
        confirmColor="warning"
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </Stack>
  );
}
