// The attachments part of the invoice form: choose the kind (passport, offer letter ...) and a file; saved files
// with view/download/remove, files on their way with a progress bar, refusals with their reason and a retry.
import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { INVOICE_ATTACHMENT_KINDS } from '../../../domain/invoices/records';
import { UPLOAD_EXTENSIONS } from '../../../domain/onboarding';
import { formatSize } from '../../pages/onboarding/DocumentRow';
import { AttachmentRow } from './AttachmentRow';
import type { PendingUpload, useAttachmentUploads } from './useAttachmentUploads';
import type { InvoiceAttachment } from '../../../domain/wire';
import { dataProvider } from '../../providers/dataProvider';


const ACCEPT = Object.keys(UPLOAD_EXTENSIONS).map((e) => `.${e}`).join(',');

function UploadLine({ upload, onRemove, onRetry }: { upload: PendingUpload; onRemove: () => void; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 1 }} data-testid="attachment-pending" data-state={upload.state}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {upload.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(`app.invoices.attachments.kinds.${upload.kind}`)} · {formatSize(upload.file.size)} ·{' '}
            {translate(`app.invoices.attachments.state.${upload.state}`)}
          </Typography>
        </Stack>
        {upload.state === 'failed' && <Button size="small" onClick={onRetry}>{translate('app.common.retry')}</Button>}
        {upload.state !== 'uploading' && (
          <IconButton size="small" onClick={onRemove} aria-label={translate('app.invoices.attachments.remove')}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {upload.state === 'uploading' && (
        <LinearProgress variant={upload.progress > 0 ? 'determinate' : 'indeterminate'} value={upload.progress * 100} sx={{ mt: 0.75, borderRadius: 1 }} aria-label={upload.file.name} />
      )}
      {upload.errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1 }} role="alert">
          {message}
        </Alert>
      ))}
    </Box>
  );
}

interface AttachmentsInputProps {
  invoiceId?: string;
  saved: InvoiceAttachment[];
  uploads: ReturnType<typeof useAttachmentUploads>;
  onChanged: () => void;
}

export function AttachmentsInput({ invoiceId, saved, uploads, onChanged }: AttachmentsInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [kind, setKind] = useState<string>(INVOICE_ATTACHMENT_KINDS[0]);
  const [removing, setRemoving] = useState(false);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a refusal
    if (file) uploads.add(kind, file);
  };
  const remove = async (attachment: InvoiceAttachment) => {
    if (!invoiceId) return;
    setRemoving(true);
    try {
      await dataProvider.removeInvoiceAttachment(invoiceId, attachment.id);
      onChanged();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={translate('app.invoices.attachments.kind')} value={kind} onChange={(e) => setKind(e.target.value)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'attachment-kind' } as object } }} sx={{ minWidth: 200 }}
        >
          {INVOICE_ATTACHMENT_KINDS.map((k) => (
            <MenuItem key={k} value={k} data-testid={`attachment-kind-${k}`}>
              {translate(`app.invoices.attachments.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.invoices.attachments.choose')}
          <input hidden type="file" accept={ACCEPT} onChange={onFile} data-testid="attachment-file" />
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate(invoiceId ? 'app.invoices.attachments.rule' : 'app.invoices.attachments.ruleQueued')}
      </Typography>
      {uploads.pickError && <Alert severity="error" role="alert">{uploads.pickError}</Alert>}
      <Box>
        {invoiceId && saved.map((a) => <AttachmentRow key={a.id} invoiceId={invoiceId} attachment={a} busy={removing} onRemove={() => void remove(a)} />)}
        {uploads.uploads.map((u) => (
          <UploadLine key={u.key} upload={u} onRemove={() => uploads.remove(u.key)} onRetry={() => uploads.retry(u)} />
        ))}
        {saved.length === 0 && uploads.uploads.length === 0 && (
          <Typography variant="body2" color="text.secondary">{translate('app.invoices.attachments.none')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
