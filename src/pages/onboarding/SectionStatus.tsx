// A section's status as a chip: complete, not complete, or skipped (the optional bank step).
import { Chip } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import { useTranslate } from 'react-admin';

export type SectionState = 'complete' | 'incomplete' | 'skipped';

export function SectionStatus({ state }: { state: SectionState }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={state === 'complete' ? 'filled' : 'outlined'}
      color={state === 'complete' ? 'success' : state === 'skipped' ? 'default' : 'warning'}
      icon={state === 'complete' ? <CheckCircleOutlined /> : <RadioButtonUncheckedOutlined />}
      label={translate(`app.onboarding.status.${state}`)}
    />
  );
}
