// A dispute's reason in the page's language.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisputeReason } from '../../../domain/disputes/status';

export function ReasonText({ reason }: { reason: DisputeReason }) {
  const translate = useTranslate();
  return <Typography variant="body2" noWrap>{translate(`app.disputes.reasons.${reason}`)}</Typography>;
}
