// "Send test event": choose an event type; the server builds it from the newest test-mode object of that kind, sends
// it now and logs it as a test delivery; the dialog then shows the attempt's answer (status, time, body).
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ALL_EVENTS } from '../../../domain/webhooks/event-types';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { AttemptView } from './AttemptView';
import { MONO } from './endpointListConfig';
import { useEventCatalogue } from './useEventCatalogue';

export function TestEventDialog({ endpoint, open, onClose, tz }: { endpoint: WebhookEndpoint; open: boolean; onClose: () => void; tz: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const catalogue = useEventCatalogue();
  const groups = (catalogue.data ?? []).map((g) => ({ ...g, types: g.types.filter((t) => endpoint.enabledEvents.includes(ALL_EVENTS) || endpoint.enabledEvents.includes(t)) })).filter((g) => g.types.length > 0);
  const [chosen, setChosen] = useState('');
  const type = chosen || groups[0]?.types[0] || '';
  const send = useMutation({
    mutationFn: () => dataProvider.sendWebhookTestEvent(endpoint.id, type),
    onSuccess: () => {
      notify('app.webhooks.testEvent.sent', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error.message || 'app.errors.requestFailed', { type: 'error' }),
  });
  const close = () => {
    if (send.isPending) return;
    send.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="webhook-test-title">
      <DialogTitle id="webhook-test-title">{translate('app.webhooks.testEvent.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{translate('app.webhooks.testEvent.hint')}</Typography>
          <TextField
            select
            label={translate('app.webhooks.testEvent.type')}
            value={type}
            onChange={(e) => {
              setChosen(e.target.value);
              send.reset();
            }}
            disabled={groups.length === 0}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'webhook-test-type' } as object } }}
            sx={{ maxWidth: 420 }}
          >
            {groups.flatMap((g) => [
              <ListSubheader key={`h-${g.object}`}>{translate(`app.webhooks.objects.${g.object}`, { _: g.object })}</ListSubheader>,
              ...g.types.map((t) => (
                <MenuItem key={t} value={t} sx={{ fontFamily: MONO, fontSize: '0.85rem' }} data-testid={`webhook-test-type-${t}`}>
                  {t}
                </MenuItem>
              )),
            ])}
          </TextField>
          {send.isError && <Alert severity="error">{send.error.message || translate('app.errors.requestFailed')}</Alert>}
          {send.data && (
            <Stack spacing={1} data-testid="webhook-test-result">
              <Typography variant="h4" component="h3">{translate('app.webhooks.testEvent.result')}</Typography>
              <AttemptView attempt={send.data} tz={tz} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={send.isPending}>{translate('app.common.close')}</Button>
        <Button variant="contained" startIcon={<SendOutlined />} disabled={!type || send.isPending} onClick={() => send.mutate()} data-testid="webhook-test-send">
          {translate('app.webhooks.testEvent.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
