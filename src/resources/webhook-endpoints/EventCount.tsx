// How many event types an endpoint subscribes to ("All events" for '*').
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { subscriptionSize } from './eventSelection';

export function EventCount({ enabled }: { enabled: readonly string[] }) {
  const translate = useTranslate();
  const size = subscriptionSize(enabled);
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {size.all ? translate('app.webhooks.allEvents') : translate('app.webhooks.eventCount', { smart_count: size.count })}
    </Typography>
  );
}
