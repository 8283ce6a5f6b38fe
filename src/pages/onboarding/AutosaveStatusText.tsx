// The quiet "Saving… / Draft saved" line beside the form's buttons, announced politely to screen readers.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AutosaveStatus } from './useAutosave';

export function AutosaveStatusText({ status }: { status: AutosaveStatus }) {
  const translate = useTranslate();
  const key = status === 'saving' ? 'saving' : status === 'saved' ? 'saved' : status === 'failed' ? 'failed' : null;
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color={status === 'failed' ? 'error' : 'text.secondary'}
      sx={{ flex: 1, mt: 1, textAlign: { xs: 'center', sm: 'left' } }}
      data-testid="autosave-status"
    >
      {key ? translate(`app.onboarding.autosave.${key}`) : ''}
    </Typography>
  );
}
