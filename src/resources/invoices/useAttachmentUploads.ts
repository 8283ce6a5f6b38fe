// The attachment uploads of the invoice form. A saved draft uploads each chosen file at once; a new invoice keeps
// them queued until its draft exists (uploadQueued). Files are checked first with the server's rule (jpg, jpeg,
// png or pdf, under 10 MB); the server still judges the bytes.
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadIssue } from '../../../domain/onboarding';
import { uploadFailureMessages } from '../../components/upload/uploadFailure';
import { uploadAttachment } from './uploadAttachment';

export interface PendingUpload {
  key: number;
  kind: string;
  file: File;
  state: 'queued' | 'uploading' | 'failed';
  progress: number;
  errors: string[];
}

export function useAttachmentUploads(invoiceId: string | undefined, onUploaded: () => void) {
  const translate = useTranslate();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const patch = (key: number, change: Partial<PendingUpload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const drop = (key: number) => setUploads((list) => list.filter((u) => u.key !== key));

  /** Sends one file; true when it arrived. */
  const send = async (id: string, upload: PendingUpload): Promise<boolean> => {
    patch(upload.key, { state: 'uploading', progress: 0, errors: [] });
    try {
      await uploadAttachment(id, upload.kind, upload.file, (progress) => patch(upload.key, { progress })).promise;
      drop(upload.key);
      onUploaded();
      return true;
    } catch (error) {
      patch(upload.key, { state: 'failed', errors: uploadFailureMessages(error, translate('app.errors.requestFailed')) });
      return false;
    }
  };

  const add = (kind: string, file: File) => {
    const issue = uploadIssue({ name: file.name, size: file.size, mime: file.type });
    if (issue) return setPickError(translate(`validation.${issue}`));
    setPickError(null);
    const upload: PendingUpload = { key: nextKey.current++, kind, file, state: 'queued', progress: 0, errors: [] };
    setUploads((list) => [...list, upload]);
    if (invoiceId) void send(invoiceId, upload);
  };

  const retry = (upload: PendingUpload) => (invoiceId ? void send(invoiceId, upload) : patch(upload.key, { state: 'queued', errors: [] }));

  /** After the draft is created: sends the queued files one by one; resolves to how many failed. */
  const uploadQueued = async (id: string): Promise<number> => {
    let failed = 0;
    for (const upload of uploads.filter((u) => u.state !== 'uploading')) if (!(await send(id, upload))) failed++;
    return failed;
  };

  return { uploads, pickError, add, remove: drop, retry, uploadQueued };
}
