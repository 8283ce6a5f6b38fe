// An invoice's attachments on the shared file list: kind, name and size, view, download and (while draft) remove.
import { useTranslate } from 'react-admin';
import type { InvoiceAttachment } from '../../../domain/wire';
import { FileList, type FileRemoval } from '../../components/upload/FileList';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const LABELS = {
  view: 'app.invoices.attachments.view',
  download: 'app.invoices.attachments.download',
  remove: 'app.invoices.attachments.remove',
  loading: 'app.invoices.attachments.loading',
  viewFailed: 'app.invoices.attachments.viewFailed',
};
const TEST_IDS = { row: 'attachment-row', view: 'attachment-view', download: 'attachment-download', image: 'attachment-image' };

export function AttachmentList({ invoiceId, attachments, removal }: { invoiceId: string; attachments: readonly InvoiceAttachment[]; removal?: FileRemoval }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const files = attachments.map((a) => ({
    id: a.id,
    name: a.fileName,
    size: a.size,
    mime: a.contentType,
    kind: translate(`app.invoices.attachments.kinds.${a.kind}`, { _: a.kind }),
  }));
  return (
    <FileList
      files={files}
      fetchFile={(id, transfer) => dataProvider.invoiceAttachment(invoiceId, id, transfer)}
      actions={{ view: true, download: true }}
      removal={removal}
      labels={LABELS}
      testIds={TEST_IDS}
    />
  );
}
