// One evidence file: kind, name and size, download, and (while the response is open) remove.
import { IconButton, Stack, Tooltip, Typography, Button } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useNotify, useTranslate } from 'react-admin';
import type { EvidenceFile } from '../../../domain/wire';
import { save } from '../../components/list/useExport';
import { formatSize } from '../../components/upload/formatSize';
import { dataProvider } from '../../providers/dataProvider';

export function EvidenceFileRow({ disputeId, file, onRemove, busy }: { disputeId: string; file: EvidenceFile; onRemove?: () => void; busy?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const download = async () => {
    try {
      const { blob } = await dataProvider.evidenceFile(disputeId, file.id).promise;
      save(blob, file.fileName);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' });
    }
  };
  const Icon = file.contentType === 'application/pdf' ? DescriptionOutlined : ImageOutlined;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }} data-testid="evidence-file">
      <Icon color="action" fontSize="small" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.fileName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`app.disputes.fileKinds.${file.kind}`)} · {formatSize(file.size)}
        </Typography>
      </Stack>
      <Button size="small" onClick={() => void download()}>{translate('app.disputes.files.download')}</Button>
      {onRemove && (
        <Tooltip title={translate('app.disputes.files.remove')}>
          <span>
            <IconButton size="small" color="error" onClick={onRemove} disabled={busy} aria-label={translate('app.disputes.files.remove')}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
