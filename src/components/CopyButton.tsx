// Copies a value to the clipboard and says so.
import { IconButton, Tooltip } from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useNotify, useTranslate } from 'react-admin';

export function CopyButton({ value, label }: { value: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.common.copied', { type: 'info', autoHideDuration: 2000 });
    } catch {
      notify('app.common.copyFailed', { type: 'warning' });
    }
  };
  const text = label ?? translate('app.common.copy');
  return (
    <Tooltip title={text}>
      <IconButton size="small" onClick={copy} aria-label={text}>
        <ContentCopyOutlined sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
