// Shows an uploaded document: fetched with the token (the API streams it as an attachment) and shown from a blob
// URL, an image inline and a PDF in a frame, with a download link.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OnboardingDocument } from '../../../domain/onboarding/application';
import { dataProvider } from '../../providers/dataProvider';

export function DocumentPreview({ doc, onClose }: { doc: OnboardingDocument; onClose: () => void }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let objectUrl: string | null = null;
    let alive = true;
    dataProvider
      .onboardingDocument(doc.id, (loaded, total) => setProgress(total ? (loaded / total) * 100 : 0))
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        if (alive) setUrl(objectUrl);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [doc.id]);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="document-preview-title">
      <DialogTitle id="document-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {doc.originalName}
      </DialogTitle>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="error">{translate('app.onboarding.upload.viewFailed')}</Alert>
        ) : !url ? (
          <LinearProgress variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress} aria-label={translate('app.onboarding.upload.loading')} />
        ) : doc.mime === 'application/pdf' ? (
          <Box component="iframe" src={url} title={doc.originalName} sx={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <Box component="img" src={url} alt={doc.originalName} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        )}
      </DialogContent>
      <DialogActions>
        {url && (
          <Button component="a" href={url} download={doc.originalName}>
            {translate('app.onboarding.upload.download')}
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
