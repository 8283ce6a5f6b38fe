// The one preview of an uploaded file (invoice attachments, onboarding documents): fetched with the token (the API
// streams it as a download) and shown from a blob URL, an image inline and a PDF in a frame, with progress while it
// loads and a download button.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { save } from '../list/useExport';

import type { Transfer } from '../../providers/calls/transfer';

interface FilePreviewProps {
  name: string;
  mime: string;
  /** Fetches the file (a provider download call); aborted when the preview closes. */
  load: (transfer: Required<Transfer>) => Promise<{ blob: Blob }>;
  /** i18n keys of the area's wording. */
  labels: { failed: string; loading: string; download: string };
  onClose: () => void;
  imageTestId?: string;
}

export function FilePreview({ name, mime, load, labels, onClose, imageTestId }: FilePreviewProps) {
  const translate = useTranslate();
  const [file, setFile] = useState<{ url: string; blob: Blob } | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let objectUrl: string | null = null;
    let alive = true;
    const controller = new AbortController();
    load({ onProgress: (loaded, total) => setProgress(total ? (loaded / total) * 100 : 0), signal: controller.signal })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        if (alive) setFile({ url: objectUrl, blob });
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // `load` is a new function each render; the file is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, mime]);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="file-preview-title">
      <DialogTitle id="file-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error">{translate(labels.failed)}</Alert>
        ) : !file ? (
          <LinearProgress variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress} aria-label={translate(labels.loading)} />
        ) : mime === 'application/pdf' ? (
          <Box component="iframe" src={file.url} title={name} sx={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <Box component="img" src={file.url} alt={name} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} data-testid={imageTestId} />
        )}
      </DialogContent>
      <DialogActions>
        {file && <Button onClick={() => save(file.blob, name)}>{translate(labels.download)}</Button>}
        <Button onClick={onClose} autoFocus>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
