// The files of a response: choose what a file is (the kinds this reason needs first) and the file; the files saved
// with download and remove, those on their way with a progress bar, and the budget of 20 files and 20 MB.
import { useState } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EVIDENCE_FILE_KINDS, EVIDENCE_FILES_MAX_COUNT, EVIDENCE_FILES_TOTAL_MAX_BYTES, evidenceItemsFor, type EvidenceFileKind } from '../../../domain/disputes/evidence';
import type { DisputeDetail, EvidenceFile } from '../../../domain/wire';
import { Meter } from '../../components/Meter';
import { FilePickButton } from '../../components/upload/FilePickButton';
import { useFileRemoval } from '../../components/upload/FileList';
import { formatSize } from '../../components/upload/formatSize';
import { UploadLine } from '../../components/upload/UploadLine';
import { useUploads, type SendFile } from '../../components/upload/useUploads';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { EvidenceFileList } from './EvidenceFileList';

export function EvidenceFiles({ dispute, onChanged }: { dispute: DisputeDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const recommended = evidenceItemsFor(dispute.reason).primary.flatMap((i) => (i.type === 'file' ? [i.kind] : []));
  const kinds = [...recommended, ...EVIDENCE_FILE_KINDS.filter((k) => !recommended.includes(k))];
  const [kind, setKind] = useState<EvidenceFileKind>(kinds[0]!);
  const kit = useUploads<EvidenceFileKind, EvidenceFile>({ onUploaded: () => onChanged() });
  const to: SendFile<EvidenceFileKind, EvidenceFile> = (file, k, transfer) => dataProvider.uploadEvidenceFile(dispute.id, k, file, transfer);
  const used = dispute.files.reduce((sum, f) => sum + f.size, 0);
  const removal = useFileRemoval({ remove: (id) => dataProvider.removeEvidenceFile(dispute.id, id), onRemoved: onChanged });
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate('app.disputes.files.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as EvidenceFileKind)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'evidence-file-kind' } as object } }}
          sx={{ minWidth: 240 }}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k} data-testid={`evidence-file-kind-${k}`}>
              {translate(`app.disputes.fileKinds.${k}`)}
              {recommended.includes(k) ? ` · ${translate('app.disputes.form.recommended')}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <FilePickButton
          label={translate('app.disputes.files.choose')}
          onFile={(file) => kit.add(file, kind, to)}
          disabled={dispute.files.length >= EVIDENCE_FILES_MAX_COUNT}
          inputProps={{ 'data-testid': 'evidence-file-input' }}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">{translate('app.disputes.files.rule')}</Typography>
      <Box>
        <Meter value={used} max={EVIDENCE_FILES_TOTAL_MAX_BYTES} label={translate('app.disputes.files.budget')} />
        <Typography variant="caption" color="text.secondary" data-testid="evidence-file-budget">
          {translate('app.disputes.files.used', { used: used > 0 ? formatSize(used) : '0 MB', files: dispute.files.length, maxCount: EVIDENCE_FILES_MAX_COUNT })}
        </Typography>
      </Box>
      {kit.pickError && <Alert severity="error" role="alert">{kit.pickError}</Alert>}
      <Box>
        <EvidenceFileList disputeId={dispute.id} files={dispute.files} removal={removal} />
        {kit.uploads.map((u) => (
          <UploadLine key={u.key} upload={u} detail={translate(`app.disputes.fileKinds.${u.meta}`)} onRemove={() => kit.remove(u.key)} onRetry={() => kit.retry(u, to)} testId="evidence-file-pending" />
        ))}
        {dispute.files.length === 0 && kit.uploads.length === 0 && (
          <Typography variant="body2" color="text.secondary">{translate('app.disputes.files.none')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
