// "Times in UTC+08:00 Asia/Shanghai": shown under a list, a detail or a chart once the user chose a zone in /settings
// (issue 32 item 2), so nobody reads a time without knowing its zone. Until then each place keeps the spec's zone
// and says nothing new.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getReaderZone } from '../../../domain/dates';
import { zoneName } from '../../../domain/settings/zone';
import { useUserInfo } from '../../hooks/useAccount';

export function ZoneNotice({ sx }: { sx?: object }) {
  const translate = useTranslate();
  // Read through the user info so a saved zone re-renders the notice.
  const { data: user } = useUserInfo();
  const tz = user?.userTimezone ?? getReaderZone();
  if (!tz) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="zone-notice" sx={{ px: 2, pt: 1, ...sx }}>
      {translate('app.settings.zoneNotice', { zone: zoneName(tz) })}
    </Typography>
  );
}
