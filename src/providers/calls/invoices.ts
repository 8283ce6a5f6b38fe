// The invoice calls beyond simple-rest: the state changes (answered in the envelope), the PDF, attachment
// downloads and deletes.
import type { Invoice } from '../../../domain/wire';
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
    invoiceAttachment: (id: string, attId: string, onProgress?: Progress) =>
      http.download({ url: at(id, `/attachments/${encodeURIComponent(attId)}`), onProgress }),
    removeInvoiceAttachment: (id: string, attId: string) =>
      http.requestData<{ id: string; deleted: true }>({ url: at(id, `/attachments/${encodeURIComponent(attId)}`), method: 'DELETE' }),
  };
};
