// A key's actions: roll (a dialog with the old key's expiry) and delete (after a confirmation naming the key), each
// shown only when the action table allows it; the mode's last standard key of a kind in use has no delete.
import { useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { isLastStandardKey, type ApiKeyState } from '../../../domain/api-keys';
import type { ApiKey } from '../../../domain/api-key-records';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useRecordAction } from '../../components/record/useRecordAction';
import { RollKeyDialog } from './RollKeyDialog';

interface Props {
  apiKey: ApiKey;
  name: string;
  state: ApiKeyState;
  working: ApiKey[];
  /** In the table: icon buttons with their label as tooltip and accessible name. */
  iconsOnly?: boolean;
  /** After the delete: the key's page goes back to the list (the list itself refreshes). */
  onDeleted?: () => void;
}

function ActionButton({ label, icon, onClick, danger, iconsOnly, testId }: { label: string; icon: ReactNode; onClick: () => void; danger?: boolean; iconsOnly?: boolean; testId: string }) {
  if (iconsOnly) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" color={danger ? 'error' : 'primary'} onClick={onClick} aria-label={label} data-testid={testId}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" color={danger ? 'error' : 'primary'} startIcon={icon} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}

export function KeyActions({ apiKey, name, state, working, iconsOnly, onDeleted }: Props) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess: mayRoll } = useCanAccess({ resource: 'api-keys', action: 'roll' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'api-keys', action: 'delete' });
  const [rolling, setRolling] = useState(false);
  const remove = useRecordAction({ run: () => dataProvider.deleteApiKey(apiKey.id), done: () => 'app.developerKeys.deleteDialog.deleted', onSuccess: onDeleted });
  const rollable = mayRoll && state === 'active';
  const deletable = mayDelete && !isLastStandardKey(apiKey, working);
  // The roll dialog stays open after the roll (it shows the new value) though the old key is no longer rollable.
  if (!rollable && !deletable && !rolling) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {rollable && (
        <ActionButton label={translate('app.developerKeys.actions.roll')} icon={<AutorenewOutlined fontSize="small" />} onClick={() => setRolling(true)} iconsOnly={iconsOnly} testId="api-key-roll" />
      )}
      {deletable && (
        <ActionButton label={translate('app.developerKeys.actions.delete')} icon={<DeleteOutlineOutlined fontSize="small" />} onClick={() => remove.ask('delete')} danger iconsOnly={iconsOnly} testId="api-key-delete" />
      )}
      {rolling && <RollKeyDialog apiKey={apiKey} name={name} onClose={() => setRolling(false)} />}
      <Confirm
        isOpen={remove.asked !== null}
        loading={remove.busy}
        title="app.developerKeys.deleteDialog.title"
        titleTranslateOptions={{ name }}
        content="app.developerKeys.deleteDialog.body"
        confirm="app.developerKeys.actions.delete"
        destructive
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </Stack>
  );
}
