// /upload-materials: supporting documents by kind (registration certificate, proof of address, ...), then the
// submission for the automatic review.
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { LinkBase, useNavigate, useTranslate } from 'react-admin';
import { DOCUMENT_KINDS } from '../../../domain/onboarding';
import { FormAlert } from '../../components/FormAlert';
import { useUploading } from '../../components/upload/inFlight';
import { DocumentCard } from './DocumentCard';
import { useReadOnly } from './Editable';
import { failureMessage } from './failureMessage';
import { SECTION_PATHS } from '../../components/onboarding/sections';
import { useSetApplication } from '../../hooks/useOnboarding';
import { StepPage } from './StepPage';
import type { Application } from '../../../domain/onboarding/application';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/** Always asked for: the certificate for the submission, the recent proof for the review's approval. */
const REQUIRED = new Set(['registration_certificate', 'address_proof']);

function UploadBody({ app }: { app: Application }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const setApplication = useSetApplication();
  const readOnly = useReadOnly();
  const submission = useMutation({
    mutationFn: () => dataProvider.submitOnboarding(),
    onSuccess: (next) => {
      setApplication(next);
      navigate(SECTION_PATHS.automaticReview);
    },
  });
  // A document still on its way would be missing from the submission: wait for it.
  const uploading = useUploading();
  const busy = submission.isPending;
  const message = submission.error ? failureMessage(submission.error, translate('app.errors.requestFailed')) : null;
  const reviewed = Boolean(app.sections.review?.complete);
  const ready = reviewed && app.missingDocuments.length === 0;

  return (
    <Stack spacing={2.5}>
      {app.outcome === 'documents_required' && <Alert severity="warning">{translate('validation.onb_review_documents_required')}</Alert>}
      {!reviewed && !readOnly && (
        <Alert severity="info" action={<Button component={LinkBase} to={SECTION_PATHS.review} color="inherit">{translate('app.onboarding.sections.review')}</Button>}>
          {translate('app.onboarding.upload.reviewFirst')}
        </Alert>
      )}
      <FormAlert message={message} />
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentCard key={kind} kind={kind} app={app} required={REQUIRED.has(kind) || app.missingDocuments.includes(kind)} />
      ))}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Button component={LinkBase} to={SECTION_PATHS.review} size="large">
          {translate('app.onboarding.back')}
        </Button>
        {readOnly ? (
          <Button component={LinkBase} to={SECTION_PATHS.automaticReview} variant="contained" size="large">
            {translate('app.onboarding.next')}
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled={!ready || busy || uploading} onClick={() => submission.mutate()} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate('app.onboarding.upload.submit')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export default function UploadMaterialsPage() {
  return (
    <StepPage title="app.onboarding.sections.upload" subtitle="app.onboarding.intro.upload" section="upload">
      {(app) => <UploadBody app={app} />}
    </StepPage>
  );
}
