// Uploads one invoice attachment with upload progress. fetch cannot report how much of a request body has been
// sent, so this one call uses XMLHttpRequest, with the same base, token, account and language headers as the http
// client; a refusal becomes the same ApiError (its field messages name the file's problem).
import { ApiError } from '../../providers/httpCore';
import { API_BASES, currentLanguage, mode, session } from '../../providers/runtime';
import type { InvoiceAttachment } from '../../../domain/wire';

export interface UploadHandle {
  promise: Promise<InvoiceAttachment>;
  cancel: () => void;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function uploadAttachment(invoiceId: string, kind: string, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const test = mode.isTest();
  const url = `${API_BASES[test ? 'test' : 'live']}/invoices/${encodeURIComponent(invoiceId)}/attachments`;
  const xhr = new XMLHttpRequest();
  const promise = new Promise<InvoiceAttachment>((resolve, reject) => {
    xhr.open('POST', url);
    const { token, acctId } = session.credentials(test);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage() === 'zh_CN' ? 'zh-CN' : 'en');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (acctId) xhr.setRequestHeader('X-Account-ID', acctId);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        // Enveloped or not, the record is what is wanted.
        const data = body && typeof body === 'object' && 'data' in body && 'code' in body ? (body as { data: unknown }).data : body;
        resolve(data as InvoiceAttachment);
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(new ApiError(typeof message === 'string' && message ? message : `HTTP ${xhr.status}`, xhr.status, body, url));
    };
    xhr.onerror = () => reject(new ApiError('network error', 0, undefined, url));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}
