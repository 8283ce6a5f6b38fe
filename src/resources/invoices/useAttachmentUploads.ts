// The attachment uploads of the invoice form, on the shared upload kit: a saved draft sends each chosen file at
// once; a new invoice keeps them queued until its draft exists (uploadQueued). The server still judges the bytes.
import type { InvoiceAttachment } from '../../../domain/wire';
import { useUploads, type SendFile, type Upload } from '../../components/upload/useUploads';
import { dataProvider } from '../../providers/dataProvider';

export type PendingUpload = Upload<string>;

const sendTo =
  (invoiceId: string): SendFile<string, InvoiceAttachment> =>
  (file, kind, onProgress) =>
    dataProvider.uploadInvoiceAttachment(invoiceId, kind, file, onProgress);

export function useAttachmentUploads(invoiceId: string | undefined, onUploaded: () => void) {
  const kit = useUploads<string, InvoiceAttachment>({ onUploaded: () => onUploaded() });
  const to = invoiceId ? sendTo(invoiceId) : undefined;
  return {
    uploads: kit.uploads,
    pickError: kit.pickError,
    busy: kit.busy,
    add: (kind: string, file: File) => kit.add(file, kind, to),
    remove: kit.remove,
    retry: (upload: PendingUpload) => kit.retry(upload, to),
    /** After the draft is created: sends the queued files one by one; resolves to how many failed. */
    uploadQueued: (id: string) => kit.sendQueued(sendTo(id)),
  };
}
