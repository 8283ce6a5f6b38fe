// "Replay": the events of a time window (wall-clock times in the user's zone) sent to the endpoint again. A dry run
// counts them first; only then does "Replay N events" queue them.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { zoneLabel } from '../../../domain/dates';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { replayWindow, wallValue } from './replayWindow';

const DAY = 86_400_000;

export function ReplayDialog({ endpoint, open, onClose, tz }: { endpoint: WebhookEndpoint; open: boolean; onClose: () => void; tz: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [range, setRange] = useState(() => ({ from: wallValue(new Date(Date.now() - DAY), tz), to: wallValue(new Date(), tz) }));
  const [checked, setChecked] = useState(false);
  const span = replayWindow(range.from, range.to, tz);
  const count = useMutation({
    mutationFn: (w: { from: string; to: string }) => dataProvider.replayWebhookEvents(endpoint.id, { from: w.from, to: w.to, dryRun: true }),
  });
  const replay = useMutation({
    mutationFn: (w: { from: string; to: string }) => dataProvider.replayWebhookEvents(endpoint.id, { from: w.from, to: w.to, dryRun: false }),
    onSuccess: ({ queued }) => {
      notify('app.webhooks.replay.done', { type: 'success', messageArgs: { smart_count: queued } });
      refresh();
      finish();
    },
    onError: (error) => notify(error.message || 'app.errors.requestFailed', { type: 'error' }),
  });
  const busy = count.isPending || replay.isPending;
  function finish() {
    count.reset();
    setChecked(false);
    onClose();
  }
  // While the replay is being queued the dialog stays; its own success closes it.
  const close = () => (replay.isPending ? undefined : finish());
  const change = (end: 'from' | 'to', value: string) => {
    setRange((r) => ({ ...r, [end]: value }));
    count.reset();
    setChecked(false);
  };
  const zone = zoneLabel(tz);
  const errorOf = (end: 'from' | 'to') => (checked && !span.ok && span.errors[end] ? translate(span.errors[end]!) : undefined);
  const found = count.data?.events;
  const ask = () => {
    setChecked(true);
    if (span.ok) count.mutate(span);
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="webhook-replay-title">
      <DialogTitle id="webhook-replay-title">{translate('app.webhooks.replay.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">{translate('app.webhooks.replay.hint')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                type="datetime-local"
                label={translate(`app.webhooks.replay.${end}`, { zone })}
                value={range[end]}
                onChange={(e) => change(end, e.target.value)}
                error={Boolean(errorOf(end))}
                helperText={errorOf(end)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `webhook-replay-${end}` } }}
                fullWidth
              />
            ))}
          </Stack>
          {count.isError && <Alert severity="error">{count.error.message || translate('app.errors.requestFailed')}</Alert>}
          {found !== undefined && (
            <Alert severity={found > 0 ? 'info' : 'warning'} data-testid="webhook-replay-count">
              {found > 0 ? translate('app.webhooks.replay.found', { smart_count: found }) : translate('app.webhooks.replay.none')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={replay.isPending}>{translate('ra.action.cancel')}</Button>
        {found !== undefined && found > 0 && span.ok ? (
          <Button variant="contained" color="warning" disabled={busy} onClick={() => replay.mutate(span)} data-testid="webhook-replay-confirm">
            {translate('app.webhooks.replay.confirm', { smart_count: found })}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={ask} data-testid="webhook-replay-count-button">
            {translate('app.webhooks.replay.count')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
