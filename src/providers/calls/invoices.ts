// The invoice calls beyond simple-rest: the state changes (answered in the envelope), the PDF, attachment
// uploads (with progress), downloads and deletes.
import type { Invoice, InvoiceAttachment, InvoiceMail } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';
import { settle, type Transfer, type UploadTransfer } from './transfer';

const at = (id: string, rest = '') => `/invoices/${encodeURIComponent(id)}${rest}`;

export const invoiceCalls = (http: HttpClient) => {
  const act = (action: 'finalize' | 'cancel' | 'duplicate') => (id: string) =>
    http.requestData<Invoice>({ url: at(id, `/${action}`), method: 'POST', data: {} });
  return {
    finalizeInvoice: act('finalize'),
    voidInvoice: act('cancel'),
    duplicateInvoice: act('duplicate'),
    /** Mails the open invoice to its customer (again, to resend); `key`: the attempt's Idempotency-Key. */
    sendInvoice: (id: string, key: string, lang?: 'en' | 'zh') =>
      http.requestData<InvoiceMail>({ url: at(id, '/send'), method: 'POST', data: lang ? { lang } : {}, headers: { 'Idempotency-Key': key } }),
    invoiceMails: (id: string) => http.requestData<InvoiceMail[]>({ url: at(id, '/mails') }),
    invoicePdf: (id: string, { onProgress, signal }: Transfer = {}) => settle(http.download({ url: at(id, '/pdf'), onProgress }), signal),
    uploadInvoiceAttachment: (id: string, kind: string, file: File, { onProgress, signal }: UploadTransfer = {}) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return settle(http.upload<InvoiceAttachment>({ url: at(id, '/attachments'), form, onProgress }), signal);
    },
    invoiceAttachment: (id: string, attId: string, { onProgress, signal }: Transfer = {}) =>
      settle(http.download({ url: at(id, `/attachments/${encodeURIComponent(attId)}`), onProgress }), signal),
    removeInvoiceAttachment: (id: string, attId: string) =>
      http.requestData<{ id: string; deleted: true }>({ url: at(id, `/attachments/${encodeURIComponent(attId)}`), method: 'DELETE' }),
  };
};
