// The attachments part of the invoice form: choose the kind (passport, offer letter ...) and a file; saved files
// with view/download/remove, files on their way with a progress bar, refusals with their reason and a retry.
import { useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INVOICE_ATTACHMENT_KINDS } from '../../../domain/invoices/records';
import { FilePickButton } from '../../components/upload/FilePickButton';
import { useFileRemoval } from '../../components/upload/FileList';
import { UploadLine } from '../../components/upload/UploadLine';
import { AttachmentList } from './AttachmentList';
import type { useAttachmentUploads } from './useAttachmentUploads';
import type { InvoiceAttachment } from '../../../domain/wire';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

interface AttachmentsInputProps {
  invoiceId?: string;
  saved: InvoiceAttachment[];
  uploads: ReturnType<typeof useAttachmentUploads>;
  onChanged: () => void;
}

export function AttachmentsInput({ invoiceId, saved, uploads, onChanged }: AttachmentsInputProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [kind, setKind] = useState<string>(INVOICE_ATTACHMENT_KINDS[0]);
  const removal = useFileRemoval({ remove: (id) => dataProvider.removeInvoiceAttachment(invoiceId ?? '', id), onRemoved: onChanged });

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
        <FilePickButton label={translate('app.invoices.attachments.choose')} onFile={(file) => uploads.add(kind, file)} inputProps={{ 'data-testid': 'attachment-file' }} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate(invoiceId ? 'app.invoices.attachments.rule' : 'app.invoices.attachments.ruleQueued')}
      </Typography>
      {uploads.pickError && <Alert severity="error" role="alert">{uploads.pickError}</Alert>}
      <Box>
        {invoiceId && <AttachmentList invoiceId={invoiceId} attachments={saved} removal={removal} />}
        {uploads.uploads.map((u) => (
          <UploadLine
            key={u.key}
            upload={u}
            detail={translate(`app.invoices.attachments.kinds.${u.meta}`)}
            onRemove={() => uploads.remove(u.key)}
            onRetry={() => uploads.retry(u)}
            testId="attachment-pending"
            stateKey={(state) => `app.invoices.attachments.state.${state}`}
          />
        ))}
        {saved.length === 0 && uploads.uploads.length === 0 && (
          <Typography variant="body2" color="text.secondary">{translate('app.invoices.attachments.none')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
