// The stored files of one place (onboarding documents of a kind, an invoice's attachments, a dispute's evidence):
// each with its name, what it is and its size, view (the shared preview) and download where the place offers them,
// and remove while the place can still change. Removing runs as a react-query mutation (useFileRemoval): every
// row's remove is off while one runs, and the place reloads its record after.
import { useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { Transfer } from '../../providers/calls/transfer';
import { FilePreview } from './FilePreview';
import { formatSize } from './formatSize';
import { useDownload } from './useDownload';

/** A stored file as the list shows it. */
export interface ListedFile {
  id: string;
  name: string;
  size: number;
  mime: string;
  /** Before the size: what the file is (its kind). */
  kind?: string;
  /** After the size (a proof of address's issue date). */
  note?: string;
}

/** The place's file download (a provider call): the preview's and the download button's. */
export type FetchFile = (id: string, transfer: Transfer) => Promise<{ blob: Blob; filename?: string }>;

export interface FileListLabels {
  remove: string;
  download: string;
  view?: string;
  loading?: string;
  viewFailed?: string;
}

export interface FileRemoval {
  remove: (id: string) => void;
  busy: boolean;
}

/**
 * Removes a file of the place as a mutation: `remove` is the provider's delete call, `onRemoved` reloads the place
 * (its pending time counts as the removal's), a failure goes to `onError` (default: notified with the server's
 * message).
 */
export function useFileRemoval({ remove, onRemoved, onError }: { remove: (id: string) => Promise<unknown>; onRemoved?: () => unknown; onError?: (error: unknown) => void }): FileRemoval {
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: async (id: string) => {
      await remove(id);
      await onRemoved?.();
    },
    onError: onError ?? ((e) => notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' })),
  });
  return { remove: (id) => mutation.mutate(id), busy: mutation.isPending };
}

interface FileListProps {
  files: readonly ListedFile[];
  fetchFile: FetchFile;
  /** Which of view (the preview) and download the rows offer. */
  actions: { view?: boolean; download?: boolean };
  /** Absent: the files can no longer change. */
  removal?: FileRemoval;
  /** Remove is off meanwhile as well (uploads on their way). */
  busy?: boolean;
  labels: FileListLabels;
  testIds: { row: string; view?: string; download?: string; image?: string };
  /** Shown when there are no files (and nothing else is listed below). */
  empty?: ReactNode;
}

export function FileList({ files, fetchFile, actions, removal, busy, labels, testIds, empty }: FileListProps) {
  if (files.length === 0) return empty ?? null;
  return files.map((file) => (
    <FileRow
      key={file.id}
      file={file}
      fetchFile={fetchFile}
      actions={actions}
      onRemove={removal ? () => removal.remove(file.id) : undefined}
      busy={busy || removal?.busy}
      labels={labels}
      testIds={testIds}
    />
  ));
}

function FileRow({ file, fetchFile, actions, onRemove, busy, labels, testIds }: Omit<FileListProps, 'files' | 'removal' | 'empty'> & { file: ListedFile; onRemove?: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { download } = useDownload((transfer) => fetchFile(file.id, transfer), () => file.name);
  const Icon = file.mime === 'application/pdf' ? DescriptionOutlined : ImageOutlined;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }} data-testid={testIds.row}>
      <Icon color="action" fontSize="small" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[file.kind, formatSize(file.size), file.note].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      {actions.view && labels.view && (
        <Button size="small" onClick={() => setOpen(true)} data-testid={testIds.view}>
          {translate(labels.view)}
        </Button>
      )}
      {actions.download && (
        <Button size="small" onClick={download} data-testid={testIds.download}>
          {translate(labels.download)}
        </Button>
      )}
      {onRemove && (
        <Tooltip title={translate(labels.remove)}>
          <span>
            <IconButton size="small" color="error" onClick={onRemove} disabled={busy} aria-label={translate(labels.remove)}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {open && (
        <FilePreview
          name={file.name}
          mime={file.mime}
          load={(transfer) => fetchFile(file.id, transfer)}
          labels={{ failed: labels.viewFailed ?? 'app.errors.requestFailed', loading: labels.loading ?? labels.download, download: labels.download }}
          onClose={() => setOpen(false)}
          imageTestId={testIds.image}
        />
      )}
    </Stack>
  );
}
