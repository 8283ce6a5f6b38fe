// One uploaded document: name, size, issue date of a proof of address, and view / delete.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useTranslate } from 'react-admin';
import { formatSize } from '../../components/upload/formatSize';
import { DocumentPreview } from './DocumentPreview';
import type { OnboardingDocument } from '../../../domain/onboarding/application';

/** Without onDelete (a submitted application) the document can only be viewed. */
export function DocumentRow({ doc, onDelete, busy }: { doc: OnboardingDocument; onDelete?: () => void; busy: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }} data-testid="document-row">
      <DescriptionOutlined color="action" fontSize="small" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {doc.originalName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatSize(doc.size)}
          {doc.issuedOn ? ` · ${translate('app.onboarding.upload.issuedOnShort', { date: doc.issuedOn })}` : ''}
        </Typography>
      </Stack>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('app.onboarding.upload.view')}
      </Button>
      {onDelete && (
        <Button size="small" color="error" onClick={onDelete} disabled={busy}>
          {translate('app.onboarding.upload.delete')}
        </Button>
      )}
      {open && <DocumentPreview doc={doc} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
