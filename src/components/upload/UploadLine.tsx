// One file on its way: type icon, name, size and what it is, a progress bar with the share sent, the reasons of a
// refusal, and retry, cancel or remove.
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useTranslate } from 'react-admin';
import { formatSize } from './formatSize';
import type { Upload } from './useUploads';

interface UploadLineProps<M> {
  upload: Upload<M>;
  /** What the file is for, shown after its size (an attachment's kind). */
  detail?: string;
  onRemove: () => void;
  onRetry?: () => void;
  testId?: string;
  /** The message key of a state's name where the place words it its own way ('queued' until a draft exists). */
  stateKey?: (state: Upload<M>['state']) => string;
}

export function UploadLine<M>({ upload, detail, onRemove, onRetry, testId = 'upload-line', stateKey = (state) => `app.upload.state.${state}` }: UploadLineProps<M>) {
  const translate = useTranslate();
  const percent = Math.round(upload.progress * 100);
  const Icon = /\.pdf$/i.test(upload.file.name) ? DescriptionOutlined : ImageOutlined;
  const uploading = upload.state === 'uploading';
  return (
    <Box sx={{ py: 1 }} data-testid={testId} data-state={upload.state}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon color="action" fontSize="small" />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {upload.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[formatSize(upload.file.size), detail, uploading ? translate('app.upload.sending', { percent }) : translate(stateKey(upload.state))]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
        {upload.state === 'failed' && onRetry && (
          <Button size="small" onClick={onRetry}>
            {translate('app.common.retry')}
          </Button>
        )}
        <IconButton size="small" onClick={onRemove} aria-label={translate(uploading ? 'app.upload.cancel' : 'app.upload.remove', { name: upload.file.name })}>
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      {uploading && (
        <LinearProgress
          variant={upload.progress > 0 ? 'determinate' : 'indeterminate'}
          value={percent}
          sx={{ mt: 0.75, borderRadius: 1 }}
          aria-label={translate('app.upload.progress', { name: upload.file.name })}
        />
      )}
      {upload.errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 1 }} role="alert">
          {message}
        </Alert>
      ))}
    </Box>
  );
}
