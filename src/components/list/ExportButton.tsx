// "Export": the CSV of every row matching the list's current filter (not just the page), streamed by the server,
// with a progress bar, cancel and the server's file name.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useListContext, useTranslate } from 'react-admin';
import { formatBytes, progressFraction } from './exportProgress';
import { useExport } from './useExport';

export function ExportButton({ resource, timeZone }: { resource: string; timeZone?: string }) {
  const translate = useTranslate();
  // With the list's permanent filter (a card's own authorizations on its page), as the rows shown have it.
  const { filterValues, filter: permanent, total } = useListContext();
  const { state, start, cancel, dismiss } = useExport(resource, timeZone);
  const running = state.phase === 'running';
  const fraction = running ? progressFraction(state.progress) : undefined;

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} disabled={running || total === 0} onClick={() => void start({ ...filterValues, ...permanent })} data-testid="export-button">
        {translate('app.list.export')}
      </Button>
      <Dialog open={state.phase !== 'idle'} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('app.list.exportTitle')}</DialogTitle>
        <DialogContent>
          {state.phase === 'failed' ? (
            <Alert severity="error">{state.message || translate('app.list.exportFailed')}</Alert>
          ) : running ? (
            <Box data-testid="export-progress">
              <LinearProgress variant={fraction === undefined ? 'indeterminate' : 'determinate'} value={(fraction ?? 0) * 100} sx={{ height: 6, borderRadius: 3 }} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {state.progress.totalRows === undefined
                  ? translate('app.list.exportStarting')
                  : translate('app.list.exportRows', { rows: state.progress.rows.toLocaleString(), total: state.progress.totalRows.toLocaleString(), size: formatBytes(state.progress.bytes) })}
              </Typography>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          {running ? <Button onClick={cancel}>{translate('ra.action.cancel')}</Button> : <Button onClick={dismiss}>{translate('app.common.close')}</Button>}
        </DialogActions>
      </Dialog>
    </>
  );
}
