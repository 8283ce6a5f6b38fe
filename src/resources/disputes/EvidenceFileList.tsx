// A dispute's evidence files on the shared file list: kind, name and size, download, and (while the response is
// open) remove.
import { useTranslate } from 'react-admin';
import type { EvidenceFile } from '../../../domain/wire';
import { FileList, type FileRemoval } from '../../components/upload/FileList';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const LABELS = { download: 'app.disputes.files.download', remove: 'app.disputes.files.remove' };
const TEST_IDS = { row: 'evidence-file' };

export function EvidenceFileList({ disputeId, files, removal }: { disputeId: string; files: readonly EvidenceFile[]; removal?: FileRemoval }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const listed = files.map((f) => ({ id: f.id, name: f.fileName, size: f.size, mime: f.contentType, kind: translate(`app.disputes.fileKinds.${f.kind}`) }));
  return (
    <FileList
      files={listed}
      fetchFile={(id, transfer) => dataProvider.evidenceFile(disputeId, id, transfer)}
      actions={{ download: true }}
      removal={removal}
      labels={LABELS}
      testIds={TEST_IDS}
    />
  );
}
