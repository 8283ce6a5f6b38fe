// One attachment of an invoice: its kind, file name and size, with view, download and (while draft) remove.
import { useState } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { save } from '../../components/list/useExport';
import { formatSize } from '../../components/upload/formatSize';
import { AttachmentPreview } from './AttachmentPreview';
import type { InvoiceAttachment } from '../../../domain/wire';
import { dataProvider } from '../../providers/dataProvider';

interface AttachmentRowProps {
  invoiceId: string;
  attachment: InvoiceAttachment;
  /** Present while the invoice is a draft. */
  onRemove?: () => void;
  busy?: boolean;
}

export function AttachmentRow({ invoiceId, attachment, onRemove, busy }: AttachmentRowProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const download = async () => {
    try {
      const { blob } = await dataProvider.invoiceAttachment(invoiceId, attachment.id).promise;
      save(blob, attachment.fileName);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    }
  };
  const Icon = attachment.contentType === 'application/pdf' ? DescriptionOutlined : ImageOutlined;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }} data-testid="attachment-row">
      <Icon color="action" fontSize="small" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {attachment.fileName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`app.invoices.attachments.kinds.${attachment.kind}`, { _: attachment.kind })} · {formatSize(attachment.size)}
        </Typography>
      </Stack>
      <Button size="small" onClick={() => setOpen(true)} data-testid="attachment-view">
        {translate('app.invoices.attachments.view')}
      </Button>
      <Button size="small" onClick={() => void download()} data-testid="attachment-download">
        {translate('app.invoices.attachments.download')}
      </Button>
      {onRemove && (
        <Tooltip title={translate('app.invoices.attachments.remove')}>
          <span>
            <IconButton size="small" color="error" onClick={onRemove} disabled={busy} aria-label={translate('app.invoices.attachments.remove')}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {open && <AttachmentPreview invoiceId={invoiceId} attachment={attachment} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
