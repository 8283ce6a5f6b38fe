// The uploads of one place (an invoice's attachments, a kind of onboarding document): files checked with the
// domain's rule before sending, each sent with its progress, a refusal kept with its reasons for a retry, and
// files queued until there is somewhere to send them (a new invoice before its draft exists).
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadIssue } from '../../../domain/onboarding';
import type { UploadTransfer } from '../../providers/calls/transfer';
import { uploadsInFlight } from './inFlight';
import { uploadFailureMessages } from './uploadFailure';

export interface Upload<M> {
  key: number;
  file: File;
  /** What the place needs besides the file (the attachment's kind, a proof's issue date). */
  meta: M;
  state: 'queued' | 'uploading' | 'failed';
  /** Share sent, 0 to 1. */
  progress: number;
  errors: string[];
}

/** Sends one file: progress through `onProgress`, stopped through `signal` (the provider's upload calls take both). */
export type SendFile<M, R> = (file: File, meta: M, transfer: Required<UploadTransfer>) => Promise<R>;

interface Options<M, R> {
  /** Why a file cannot go (a validation message key), beyond the shared type and size rule. */
  check?: (file: File, meta: M) => string | null;
  onUploaded?: (result: R, upload: Upload<M>) => unknown;
}

export function useUploads<M, R>({ check, onUploaded }: Options<M, R> = {}) {
  const translate = useTranslate();
  const [uploads, setUploads] = useState<Upload<M>[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const cancels = useRef(new Map<number, AbortController>());
  const patch = (key: number, change: Partial<Upload<M>>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const remove = (key: number) => {
    cancels.current.get(key)?.abort();
    setUploads((list) => list.filter((u) => u.key !== key));
  };

  /** Sends one file; true when it arrived. */
  const send = async (upload: Upload<M>, to: SendFile<M, R>): Promise<boolean> => {
    patch(upload.key, { state: 'uploading', progress: 0, errors: [] });
    uploadsInFlight.begin();
    const controller = new AbortController();
    cancels.current.set(upload.key, controller);
    try {
      const result = await to(upload.file, upload.meta, { onProgress: (progress) => patch(upload.key, { progress }), signal: controller.signal });
      setUploads((list) => list.filter((u) => u.key !== upload.key));
      await onUploaded?.(result, upload);
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
      patch(upload.key, { state: 'failed', errors: uploadFailureMessages(error, translate('app.errors.requestFailed')) });
      return false;
    } finally {
      cancels.current.delete(upload.key);
      uploadsInFlight.end();
    }
  };

  /** Takes a chosen file: refused at once with its reason, else sent (or queued when `to` is not given yet). */
  const add = (file: File, meta: M, to?: SendFile<M, R>): boolean => {
    const issue = uploadIssue({ name: file.name, size: file.size, mime: file.type }) ?? check?.(file, meta) ?? null;
    if (issue) {
      setPickError(translate(`validation.${issue}`));
      return false;
    }
    setPickError(null);
    const upload: Upload<M> = { key: nextKey.current++, file, meta, state: 'queued', progress: 0, errors: [] };
    setUploads((list) => [...list, upload]);
    if (to) void send(upload, to);
    return true;
  };

  const retry = (upload: Upload<M>, to?: SendFile<M, R>) => (to ? void send(upload, to) : patch(upload.key, { state: 'queued', errors: [] }));

  /** Sends the queued (and failed) files one by one; resolves to how many failed. */
  const sendQueued = async (to: SendFile<M, R>): Promise<number> => {
    let failed = 0;
    for (const upload of uploads.filter((u) => u.state !== 'uploading')) if (!(await send(upload, to))) failed++;
    return failed;
  };

  return { uploads, pickError, setPickError, add, remove, retry, sendQueued, busy: uploads.some((u) => u.state === 'uploading') };
}
