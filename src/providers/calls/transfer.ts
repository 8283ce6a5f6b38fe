// Downloads and uploads as the provider's calls give them: a promise, stopped through the caller's AbortSignal.
// The http client hands out { promise, cancel } handles; through react-admin's useDataProvider every call must
// return a promise, so the calls turn the handle into one here and the hooks (useUploads, useDownload, useExport,
// FilePreview) hold the AbortController.
export interface Transfer<P extends unknown[] = [loaded: number, total: number | undefined]> {
  onProgress?: (...progress: P) => void;
  /** Aborting it cancels the transfer (the promise then rejects with an AbortError). */
  signal?: AbortSignal;
}

/** The promise of a transfer handle, cancelled when `signal` aborts. */
export function settle<T>(handle: { promise: Promise<T>; cancel: () => void }, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) handle.cancel();
  else signal?.addEventListener('abort', () => handle.cancel(), { once: true });
  return handle.promise;
}

/** What an upload reports: the share of the body sent, 0 to 1. */
export type UploadTransfer = Transfer<[fraction: number]>;
