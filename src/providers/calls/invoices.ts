// The invoice calls beyond simple-rest: the state changes (answered in the envelope), the PDF, attachment
// uploads (with progress), downloads and deletes.
import type { Invoice, InvoiceAttachment } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

type Progress = (loaded: number, total: number | undefined) => void;
const at = (id: string, rest = '') => `/invoices/${encodeURIComponent(id)}${rest}`;

export const invoiceCalls = (http: HttpClient) => {
  const act = (action: 'finalize' | 'cancel' | 'duplicate') => (id: string) =>
    http.requestData<Invoice>({ url: at(id, `/${action}`), method: 'POST', data: {} });
  return {
    finalizeInvoice: act('finalize'),
    voidInvoice: act('cancel'),
    duplicateInvoice: act('duplicate'),
    invoicePdf: (id: string, onProgress?: Progress) => http.download({ url: at(id, '/pdf'), onProgress }),
    uploadInvoiceAttachment: (id: string, kind: string, file: File, onProgress?: (fraction: number) => void) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return http.upload<InvoiceAttachment>({ url: at(id, '/attachments'), form, onProgress });
    },
    invoiceAttachment: (id: string, attId: string, onProgress?: Progress) =>
      http.download({ url: at(id, `/attachments/${encodeURIComponent(attId)}`), onProgress }),
    removeInvoiceAttachment: (id: string, attId: string) =>
      http.requestData<{ id: string; deleted: true }>({ url: at(id, `/attachments/${encodeURIComponent(attId)}`), method: 'DELETE' }),
  };
};
