// The third way to show where the business sells: a screenshot of the store (PNG or JPG under 10 MB), uploaded
// through the documents endpoint; the form keeps only its id in `storeScreenshotId`, which the server checks.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useInput, useTranslate } from 'react-admin';
import { fileTypeFromName } from '../../../domain/onboarding';
import { useReadOnly } from './Editable';
import { FilePickButton } from '../../components/upload/FilePickButton';
import { formatSize } from '../../components/upload/formatSize';
import { UploadLine } from '../../components/upload/UploadLine';
import { useUploads, type SendFile } from '../../components/upload/useUploads';
import { useSetApplication } from '../../hooks/useOnboarding';
import type { Application, OnboardingDocument } from '../../../domain/onboarding/application';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
/** The document kind a screenshot is filed under, so it also shows among the supporting documents. */
const SCREENSHOT_KIND = 'other';

/** Beyond the size and type rule of every upload: images only. */
const screenshotIssue = (file: File): string | null => (fileTypeFromName(file.name) === 'pdf' ? 'onb_store_screenshot_invalid' : null);
export function StoreScreenshotInput({ app }: { app: Application }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const send: SendFile<null, OnboardingDocument> = (file, _meta, transfer) => dataProvider.uploadOnboardingDocument(SCREENSHOT_KIND, file, undefined, transfer);
  const setApplication = useSetApplication();
  // A submitted application shows the screenshot it has, with nothing to change.
  const readOnly = useReadOnly();
  const { field, fieldState } = useInput({ source: 'storeScreenshotId' });
  const uploads = useUploads<null, OnboardingDocument>({
    check: screenshotIssue,
    onUploaded: async (saved) => {
      setApplication(await dataProvider.onboarding());
      field.onChange(saved.id);
    },
  });
  const id = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const doc = id ? app.documents.find((d) => d.id === id) : undefined;

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
        {!readOnly && (
          <FilePickButton
            size="small"
            icon={null}
            accept={ACCEPT}
            label={translate(id ? 'app.onboarding.fields.storeScreenshotReplace' : 'app.onboarding.fields.storeScreenshotChoose')}
            onFile={(file) => uploads.add(file, null, send)}
            disabled={uploads.busy}
            inputProps={{ 'aria-label': translate('app.onboarding.fields.storeScreenshot') }}
          />
        )}
        {id && !readOnly && (
          <Button size="small" color="error" onClick={() => field.onChange(null)} disabled={uploads.busy}>
            {translate('app.onboarding.fields.storeScreenshotRemove')}
          </Button>
        )}
      </Stack>
      {uploads.uploads.map((u) => (
        <UploadLine key={u.key} upload={u} onRemove={() => uploads.remove(u.key)} onRetry={() => uploads.retry(u, send)} testId="screenshot-upload" />
      ))}
      {(uploads.pickError ?? fieldError) && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {uploads.pickError ?? fieldError}
        </Alert>
      )}
    </Box>
  );
}
