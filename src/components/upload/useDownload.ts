// A download behind a button (an invoice's PDF, an attachment, an evidence file): run as a react-query mutation, its
// progress shown while it loads, the file saved under the server's name (or the given one), a failure notified
// with the server's message.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Transfer } from '../../providers/calls/transfer';
import { save } from '../list/useExport';

type Fetch = (transfer: Required<Pick<Transfer, 'onProgress'>>) => Promise<{ blob: Blob; filename?: string }>;

/** `fileName` names the saved file from the server's name, when it gave one. */
export function useDownload(fetchFile: Fetch, fileName: (serverName: string | undefined) => string) {
  const notify = useNotify();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: () => {
      setProgress(0);
      return fetchFile({ onProgress: (loaded, total) => setProgress(total ? loaded / total : 0) });
    },
    onSuccess: ({ blob, filename }) => save(blob, fileName(filename)),
    onError: (e) => notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' }),
  });
  return { download: () => mutation.mutate(), busy: mutation.isPending, /** 0 to 1 */ progress };
}
