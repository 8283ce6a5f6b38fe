// Shows an invoice attachment: fetched with the token (the API streams it as a download) and shown from a blob
// URL, an image inline and a PDF in a frame, with a download button.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { save } from '../../components/list/useExport';
import type { InvoiceAttachment } from '../../../domain/wire';
import { dataProvider } from '../../providers/dataProvider';

export function AttachmentPreview({ invoiceId, attachment, onClose }: { invoiceId: string; attachment: InvoiceAttachment; onClose: () => void }) {
  const translate = useTranslate();
  const [blob, setBlob] = useState<{ url: string; data: Blob } | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let objectUrl: string | null = null;
    let alive = true;
    const { promise, cancel } = dataProvider.invoiceAttachment(invoiceId, attachment.id, (loaded, total) => setProgress(total ? (loaded / total) * 100 : 0));
    promise
      .then(({ blob: data }) => {
        objectUrl = URL.createObjectURL(data);
        if (alive) setBlob({ url: objectUrl, data });
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      cancel();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [invoiceId, attachment.id]);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="attachment-preview-title">
      <DialogTitle id="attachment-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {attachment.fileName}
      </DialogTitle>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error">{translate('app.invoices.attachments.viewFailed')}</Alert>
        ) : !blob ? (
          <LinearProgress variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress} aria-label={translate('app.invoices.attachments.loading')} />
        ) : attachment.contentType === 'application/pdf' ? (
          <Box component="iframe" src={blob.url} title={attachment.fileName} sx={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <Box component="img" src={blob.url} alt={attachment.fileName} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} data-testid="attachment-image" />
        )}
      </DialogContent>
      <DialogActions>
        {blob && <Button onClick={() => save(blob.data, attachment.fileName)}>{translate('app.invoices.attachments.download')}</Button>}
        <Button onClick={onClose} autoFocus>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
