// Shows an invoice attachment in the shared file preview.
import type { InvoiceAttachment } from '../../../domain/wire';
import { FilePreview } from '../../components/upload/FilePreview';
import { dataProvider } from '../../providers/dataProvider';

const LABELS = { failed: 'app.invoices.attachments.viewFailed', loading: 'app.invoices.attachments.loading', download: 'app.invoices.attachments.download' };

export function AttachmentPreview({ invoiceId, attachment, onClose }: { invoiceId: string; attachment: InvoiceAttachment; onClose: () => void }) {
  return (
    <FilePreview
      name={attachment.fileName}
      mime={attachment.contentType}
      load={(onProgress) => dataProvider.invoiceAttachment(invoiceId, attachment.id, onProgress)}
      labels={LABELS}
      onClose={onClose}
      imageTestId="attachment-image"
    />
  );
}
