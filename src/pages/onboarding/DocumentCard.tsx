// One kind of document on the upload page: what it is, whether it is required, the files uploaded so far, and an
// upload control. Files are checked before sending with the same rule the server applies (type and size).
import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslate } from 'react-admin';
import { UPLOAD_EXTENSIONS, uploadIssue, type DocumentKind } from '../../../domain/onboarding';
import { DocumentRow } from './DocumentRow';
import { useSetApplication } from './useOnboarding';
import type { Application } from '../../../domain/onboarding/application';
import { uploadFailureMessages } from '../../components/upload/uploadFailure';
import { dataProvider } from '../../providers/dataProvider';

const ACCEPT = Object.keys(UPLOAD_EXTENSIONS).map((e) => `.${e}`).join(',');

export function DocumentCard({ kind, app, required }: { kind: DocumentKind; app: Application; required: boolean }) {
  const translate = useTranslate();
  const setApplication = useSetApplication();
  const [issuedOn, setIssuedOn] = useState('');
  const [uploading, setUploading] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const docs = app.documents.filter((d) => d.kind === kind);
  const missing = app.missingDocuments.includes(kind);
  const refresh = () => dataProvider.onboarding().then(setApplication);

  const upload = async (file: File) => {
    const issue = uploadIssue({ name: file.name, size: file.size, mime: file.type });
    if (issue) return setErrors([translate(`validation.${issue}`)]);
    if (kind === 'address_proof' && !issuedOn) return setErrors([translate('validation.onb_proof_date_invalid')]);
    setErrors([]);
    setUploading(file.name);
    try {
      await dataProvider.uploadOnboardingDocument(kind, file, kind === 'address_proof' ? issuedOn : undefined);
      await refresh();
    } catch (error) {
      setErrors(uploadFailureMessages(error, translate('app.errors.requestFailed')));
    } finally {
      setUploading(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (file) void upload(file);
  };

  const remove = async (id: string) => {
    setUploading('');
    try {
      await dataProvider.removeOnboardingDocument(id);
      await refresh();
    } catch {
      setErrors([translate('app.errors.requestFailed')]);
    } finally {
      setUploading(null);
    }
  };

  const title = translate(`app.onboarding.documents.${kind}.title`);
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: missing ? 'warning.main' : 'divider', borderRadius: 2, p: 2.5 }} data-testid={`documents-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {docs.length > 0 ? (
          <Chip size="small" color="success" variant="outlined" label={translate('app.onboarding.status.complete')} />
        ) : (
          required && <Chip size="small" color="warning" variant="outlined" label={translate('app.onboarding.upload.required')} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate(`app.onboarding.documents.${kind}.body`)}
      </Typography>
      {docs.map((doc) => (
        <DocumentRow key={doc.id} doc={doc} busy={uploading !== null} onDelete={() => void remove(doc.id)} />
      ))}
      {errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1.5 }} role="alert">
          {message}
        </Alert>
      ))}
      {uploading ? (
        <Box sx={{ mt: 1.5 }} role="status">
          <Typography variant="caption" color="text.secondary">
            {translate('app.onboarding.upload.uploading', { name: uploading })}
          </Typography>
          <LinearProgress sx={{ mt: 0.5, borderRadius: 1 }} />
        </Box>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          {kind === 'address_proof' && (
            <TextField
              type="date"
              size="small"
              label={translate('app.onboarding.upload.issuedOn')}
              value={issuedOn}
              onChange={(e) => setIssuedOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'issuedOn', 'data-kind': kind } }}
            />
          )}
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
            {translate(docs.length > 0 ? 'app.onboarding.upload.addAnother' : 'app.onboarding.upload.choose')}
            <input hidden type="file" accept={ACCEPT} onChange={onFile} data-kind={kind} />
          </Button>
          <Typography variant="caption" color="text.secondary">
            {translate('app.onboarding.upload.rule')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
