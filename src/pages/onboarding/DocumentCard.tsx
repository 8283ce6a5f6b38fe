// One kind of document on the upload page: what it is, whether it is required, the files uploaded so far, and an
// upload control. Files are checked before sending with the same rule the server applies (type and size).
import { useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentKind } from '../../../domain/onboarding';
import { DayField } from '../../components/DayField';
import { FilePickButton } from '../../components/upload/FilePickButton';
import { FileList, useFileRemoval } from '../../components/upload/FileList';
import { UploadLine } from '../../components/upload/UploadLine';
import { useUploads, type SendFile } from '../../components/upload/useUploads';
import { useReadOnly } from './Editable';
import { useSetApplication } from '../../hooks/useOnboarding';
import type { Application, OnboardingDocument } from '../../../domain/onboarding/application';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** The proof of address carries its issue date. */
type DocumentMeta = { issuedOn?: string };

const LABELS = {
  view: 'app.onboarding.upload.view',
  download: 'app.onboarding.upload.download',
  remove: 'app.onboarding.upload.delete',
  loading: 'app.onboarding.upload.loading',
  viewFailed: 'app.onboarding.upload.viewFailed',
};
const TEST_IDS = { row: 'document-row' };

export function DocumentCard({ kind, app, required }: { kind: DocumentKind; app: Application; required: boolean }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const setApplication = useSetApplication();
  const readOnly = useReadOnly();
  const [issuedOn, setIssuedOn] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const docs = app.documents.filter((d) => d.kind === kind);
  const missing = app.missingDocuments.includes(kind);
  const refresh = () => dataProvider.onboarding().then(setApplication);
  const uploads = useUploads<DocumentMeta, OnboardingDocument>({
    check: (_file, meta) => (kind === 'address_proof' && !meta.issuedOn ? 'onb_proof_date_invalid' : null),
    onUploaded: () => refresh(),
  });
  const send: SendFile<DocumentMeta, OnboardingDocument> = (file, meta, transfer) =>
    dataProvider.uploadOnboardingDocument(kind, file, meta.issuedOn, transfer);
  const removal = useFileRemoval({
    remove: (id) => dataProvider.removeOnboardingDocument(id),
    onRemoved: async () => {
      await refresh();
      setErrors([]);
    },
    onError: () => setErrors([translate('app.errors.requestFailed')]),
  });
  const files = docs.map((doc) => ({
    id: doc.id,
    name: doc.originalName,
    size: doc.size,
    mime: doc.mime,
    note: doc.issuedOn ? translate('app.onboarding.upload.issuedOnShort', { date: doc.issuedOn }) : undefined,
  }));

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
      <FileList
        files={files}
        fetchFile={(id, transfer) => dataProvider.onboardingDocument(id, transfer)}
        actions={{ view: true }}
        removal={readOnly ? undefined : removal}
        busy={uploads.busy}
        labels={LABELS}
        testIds={TEST_IDS}
      />
      {uploads.uploads.map((u) => (
        <UploadLine key={u.key} upload={u} onRemove={() => uploads.remove(u.key)} onRetry={() => uploads.retry(u, send)} testId="document-upload" />
      ))}
      {[...errors, ...(uploads.pickError ? [uploads.pickError] : [])].map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1.5 }} role="alert">
          {message}
        </Alert>
      ))}
      {!uploads.busy && !readOnly && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          {kind === 'address_proof' && (
            <DayField
              label={translate('app.onboarding.upload.issuedOn')}
              value={issuedOn}
              onChange={setIssuedOn}
              name="issuedOn"
              testId={`issued-on-${kind}`}
              width={{ xs: '100%', sm: 200 }}
            />
          )}
          <FilePickButton
            label={translate(docs.length > 0 ? 'app.onboarding.upload.addAnother' : 'app.onboarding.upload.choose')}
            onFile={(file) => uploads.add(file, { issuedOn: kind === 'address_proof' ? issuedOn : undefined }, send)}
            disabled={removal.busy}
            inputProps={{ 'data-kind': kind }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('app.onboarding.upload.rule')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
