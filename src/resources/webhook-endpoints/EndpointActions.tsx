// The endpoint page's actions, each hidden without its code: Edit (a dialog), Disable (after confirmation) or Enable,
// and Delete (a confirmation naming the URL, then back to the Webhooks tab).
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { useCanAccess, useDelete, useNavigate, useNotify } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { useTranslate } from 'react-admin';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { useRecordAction } from '../../components/record/useRecordAction';
import { EditEndpointDialog } from './EditEndpointDialog';
import { WEBHOOKS_TAB_PATH } from './paths';

function StatusButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { busy, asked, ask, close, confirm, runNow } = useRecordAction<WebhookEndpoint['status']>({
    run: ({ action }) => dataProvider.setWebhookEndpointStatus(endpoint.id, action),
    done: (action) => `app.webhooks.statusAction.${action}`,
  });
  if (endpoint.status === 'disabled') {
    return (
      <Button size="small" variant="outlined" startIcon={<PlayCircleOutlined />} disabled={busy} onClick={() => runNow('enabled')} data-testid="webhook-enable">
        {translate('app.webhooks.statusAction.enable')}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" variant="outlined" color="inherit" startIcon={<PauseCircleOutlined />} onClick={() => ask('disabled')} data-testid="webhook-disable">
        {translate('app.webhooks.statusAction.disable')}
      </Button>
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title="app.webhooks.statusAction.disableTitle"
        content="app.webhooks.statusAction.disableBody"
        confirm="app.webhooks.statusAction.disable"
        destructive
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}

function DeleteButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const test = useTestMode();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<WebhookEndpoint>();
  const confirm = () =>
    remove(
      'webhook-endpoints',
      { id: endpoint.id, previousData: endpoint },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.webhooks.delete.done', { type: 'success' });
          navigate(withModePrefix(WEBHOOKS_TAB_PATH, test), { replace: true });
        },
        onError: (error) => {
          notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setOpen(true)} data-testid="webhook-delete">
        {translate('app.webhooks.delete.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.webhooks.delete.title"
        content="app.webhooks.delete.body"
        translateOptions={{ url: endpoint.url }}
        confirm="app.webhooks.delete.confirm"
        destructive
        onConfirm={confirm}
        onClose={() => (isPending ? undefined : setOpen(false))}
      />
    </>
  );
}

export function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource: 'webhook-endpoints', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'webhook-endpoints', action: 'delete' });
  if (!canEdit && !canDelete) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {canEdit && (
        <>
          <Button size="small" variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="webhook-edit">
            {translate('app.webhooks.edit.button')}
          </Button>
          <EditEndpointDialog endpoint={endpoint} open={editing} onClose={() => setEditing(false)} />
          <StatusButton endpoint={endpoint} />
        </>
      )}
      {canDelete && <DeleteButton endpoint={endpoint} />}
    </Stack>
  );
}
