// Invoice attachments (server/http/attachments.ts): POST multipart (`kind`, one `file`), download, delete; the
// spec's 10 MB limit.
import { invoiceAttachmentRecord } from '../../../domain/invoices/records';
import { UPLOAD_MAX_BYTES } from '../../../domain/onboarding';
import { recordFilesPlugin } from '../../http/attachments';
import { AttachmentTooLarge, getAttachment, removeAttachment, uploadAttachment } from '../../services/invoices/attachments';
import { contextOf, tags } from './common';

export const invoiceAttachmentRoutes = recordFilesPlugin({
  resource: 'invoices', path: 'attachments', itemParam: 'attachmentId', tags, maxBytes: UPLOAD_MAX_BYTES, actions: { write: 'attach', read: 'show' }, record: invoiceAttachmentRecord, tooLarge: AttachmentTooLarge,
  context: ({ app, request }) => contextOf(app, request),
  service: { add: uploadAttachment, find: getAttachment, remove: removeAttachment },
  summaries: { upload: 'Attach a file to a draft (multipart: kind, file); jpg, jpeg, png or pdf judged by content, under 10 MB', download: 'Download an attachment', remove: 'Remove an attachment from a draft' },
});
