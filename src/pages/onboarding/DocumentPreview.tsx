// Shows an uploaded onboarding document in the shared file preview.
import type { OnboardingDocument } from '../../../domain/onboarding/application';
import { FilePreview } from '../../components/upload/FilePreview';
import { dataProvider } from '../../providers/dataProvider';

const LABELS = { failed: 'app.onboarding.upload.viewFailed', loading: 'app.onboarding.upload.loading', download: 'app.onboarding.upload.download' };

export function DocumentPreview({ doc, onClose }: { doc: OnboardingDocument; onClose: () => void }) {
  return <FilePreview name={doc.originalName} mime={doc.mime} load={(onProgress) => dataProvider.onboardingDocument(doc.id, onProgress)} labels={LABELS} onClose={onClose} />;
}
