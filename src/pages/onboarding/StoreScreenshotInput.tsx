// The third way to show where the business sells: a screenshot of the store (PNG or JPG under 10 MB), uploaded
// through the documents endpoint; the form keeps only its id in `storeScreenshotId`, which the server checks.
import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useInput, useTranslate } from 'react-admin';
import { fileTypeFromName, uploadIssue } from '../../../domain/onboarding';
import { formatSize } from './DocumentRow';
import { useSetApplication } from './useOnboarding';
import type { Application } from '../../../domain/onboarding/application';
import { uploadFailureMessages } from '../../components/upload/uploadFailure';
import { dataProvider } from '../../providers/dataProvider';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
/** The document kind a screenshot is filed under, so it also shows among the supporting documents. */
const SCREENSHOT_KIND = 'other';

/** Why a chosen file cannot be the screenshot, as a message key; the size and type rule of every upload, images only. */
function screenshotIssue(file: File): string | null {
  const issue = uploadIssue({ name: file.name, size: file.size, mime: file.type });
  if (issue) return issue;
  return fileTypeFromName(file.name) === 'pdf' ? 'onb_store_screenshot_invalid' : null;
}

export function StoreScreenshotInput({ app }: { app: Application }) {
  const translate = useTranslate();
  const setApplication = useSetApplication();
  const { field, fieldState } = useInput({ source: 'storeScreenshotId' });
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const doc = id ? app.documents.find((d) => d.id === id) : undefined;

  const upload = async (file: File) => {
    const issue = screenshotIssue(file);
    if (issue) return setError(translate(`validation.${issue}`));
    setError(null);
    setUploading(file.name);
    try {
      const saved = await dataProvider.uploadOnboardingDocument(SCREENSHOT_KIND, file);
      setApplication(await dataProvider.onboarding());
      field.onChange(saved.id);
    } catch (err) {
      setError(uploadFailureMessages(err, translate('app.errors.requestFailed'))[0]);
    } finally {
      setUploading(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (file) void upload(file);
  };

  const fieldError = fieldState.error?.message ? translate(fieldState.error.message) : null;
  return (
    <Box sx={{ mt: 1, mb: 2 }} data-testid="store-screenshot">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ImageOutlined color="action" fontSize="small" />
        <Stack sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('app.onboarding.fields.storeScreenshot')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {doc ? `${doc.originalName} · ${formatSize(doc.size)}` : id ? translate('app.onboarding.fields.storeScreenshotSaved') : translate('app.onboarding.fields.storeScreenshotHelp')}
          </Typography>
        </Stack>
        <Button component="label" variant="outlined" size="small" disabled={uploading !== null}>
          {translate(id ? 'app.onboarding.fields.storeScreenshotReplace' : 'app.onboarding.fields.storeScreenshotChoose')}
          <input type="file" hidden accept={ACCEPT} onChange={onFile} aria-label={translate('app.onboarding.fields.storeScreenshot')} />
        </Button>
        {id && (
          <Button size="small" color="error" onClick={() => field.onChange(null)} disabled={uploading !== null}>
            {translate('app.onboarding.fields.storeScreenshotRemove')}
          </Button>
        )}
      </Stack>
      {uploading && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="caption" color="text.secondary">
            {translate('app.onboarding.upload.uploading', { name: uploading })}
          </Typography>
          <LinearProgress sx={{ mt: 0.5, borderRadius: 1 }} />
        </Box>
      )}
      {(error ?? fieldError) && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error ?? fieldError}
        </Alert>
      )}
    </Box>
  );
}
