// The attachment uploads of the invoice form, on the shared upload kit: a saved draft sends each chosen file at
// once; a new invoice keeps them queued until its draft exists (uploadQueued). The server still judges the bytes.
import type { InvoiceAttachment } from '../../../domain/wire';
import { useUploads, type SendFile, type Upload } from '../../components/upload/useUploads';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export type PendingUpload = Upload<string>;

const sendTo =
  (dataProvider: AppDataProvider, invoiceId: string): SendFile<string, InvoiceAttachment> =>
  (file, kind, transfer) =>
    dataProvider.uploadInvoiceAttachment(invoiceId, kind, file, transfer);

export function useAttachmentUploads(invoiceId: string | undefined, onUploaded: () => void) {
  const dataProvider = useAppDataProvider();
  const kit = useUploads<string, InvoiceAttachment>({ onUploaded: () => onUploaded() });
  const to = invoiceId ? sendTo(dataProvider, invoiceId) : undefined;
  return {
    uploads: kit.uploads,
    pickError: kit.pickError,
    busy: kit.busy,
    add: (kind: string, file: File) => kit.add(file, kind, to),
    remove: kit.remove,
    retry: (upload: PendingUpload) => kit.retry(upload, to),
    /** After the draft is created: sends the queued files one by one; resolves to how many failed. */
    uploadQueued: (id: string) => kit.sendQueued(sendTo(dataProvider, id)),
  };
}
