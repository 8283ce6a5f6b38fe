// Runs a CSV export of a list's current filter through the dataProvider's exportList: progress against
// X-Total-Count, cancel, and the file saved under the server's name.
import { useRef, useState } from 'react';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { currentLanguage } from '../../providers/runtime';
import { countLineBreaks, exportQuery, rowsReceived, type ExportProgress } from './exportProgress';
import type { ListFilter } from './listParams';
import { displayZone } from '../../../domain/dates';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ExportProgress }
  | { phase: 'failed'; message: string };

/** Saves a blob as a download under the given name (exports, invoice PDFs). */
export function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExport(resource: string, timeZone?: string) {
  const dataProvider = useAppDataProvider();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const cancelRef = useRef<AbortController | null>(null);

  const start = async (filter: ListFilter) => {
    let lineBreaks = 0;
    let totalRows: number | undefined;
    setState({ phase: 'running', progress: { bytes: 0, rows: 0 } });
    const controller = new AbortController();
    cancelRef.current = controller;
    const onProgress = (bytes: number, _total: number | undefined, chunk?: { bytes: Uint8Array; headers: Headers }) => {
      if (!chunk) return;
      if (totalRows === undefined) {
        const header = Number(chunk.headers.get('x-total-count'));
        totalRows = Number.isFinite(header) ? header : undefined;
      }
      lineBreaks += countLineBreaks(chunk.bytes);
      setState({ phase: 'running', progress: { bytes, rows: rowsReceived(lineBreaks, totalRows), totalRows } });
    };
    try {
      const { blob, filename } = await dataProvider.exportList(resource, exportQuery(filter, timeZone && displayZone(timeZone), currentLanguage()), { onProgress, signal: controller.signal });
      save(blob, filename ?? `${resource}.csv`);
      setState({ phase: 'idle' });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') setState({ phase: 'idle' });
      else setState({ phase: 'failed', message: e instanceof Error ? e.message : '' });
    } finally {
      cancelRef.current = null;
    }
  };

  return { state, start, cancel: () => cancelRef.current?.abort(), dismiss: () => setState({ phase: 'idle' }) };
}
