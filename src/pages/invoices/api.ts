// The invoice calls beyond react-admin's simple-rest reads and writes: the state changes, the PDF, attachment
// downloads and deletes. Records are the domain's InvoiceRecord as JSON (dates as ISO strings).
import type { InvoiceAttachmentRecord, InvoiceRecord } from '../../../domain/invoices/records';
import { http } from '../../providers/runtime';
import type { Wire } from '../payments/api';

export type Invoice = Wire<Omit<InvoiceRecord, 'attachments'>> & { attachments: InvoiceAttachment[] };
export type InvoiceAttachment = Wire<InvoiceAttachmentRecord>;

const path = (id: string, rest = '') => `/invoices/${encodeURIComponent(id)}${rest}`;

/** The state changes answer in the envelope ({ code, data }); simple-rest reads and writes do not. */
const act = (id: string, action: 'finalize' | 'cancel' | 'duplicate') =>
  http.requestData<Invoice>({ url: path(id, `/${action}`), method: 'POST', data: {} });

export const invoicesApi = {
  finalize: (id: string) => act(id, 'finalize'),
  cancel: (id: string) => act(id, 'cancel'),
  duplicate: (id: string) => act(id, 'duplicate'),
  pdf: (id: string, onProgress?: (loaded: number, total: number | undefined) => void) => http.download({ url: path(id, '/pdf'), onProgress }),
  attachment: (id: string, attId: string, onProgress?: (loaded: number, total: number | undefined) => void) =>
    http.download({ url: path(id, `/attachments/${encodeURIComponent(attId)}`), onProgress }),
  removeAttachment: (id: string, attId: string) =>
    http.requestData<{ id: string; deleted: true }>({ url: path(id, `/attachments/${encodeURIComponent(attId)}`), method: 'DELETE' }),
};

export const invoiceDetailPath = (id: string) => `/invoiceDetail?id=${encodeURIComponent(id)}`;
export const invoiceEditorPath = (id: string) => `/invoiceEditor?id=${encodeURIComponent(id)}`;
