// "Times in UTC+08:00 Asia/Shanghai": shown under a list, a detail or a chart once the user chose a zone in /settings
// (issue 32 item 2), so nobody reads a time without knowing its zone. Until then each place keeps the spec's zone
// and says nothing new.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getReaderZone, zoneLabel } from '../../../domain/dates';
import { effectiveZone, zoneName } from '../../../domain/settings/zone';
import { useUserInfo } from '../../hooks/useAccount';

/** The zone the reader chose (null until they pick one), read through the user info so a saved zone re-renders. */
export function useChosenZone(): string | null {
  const { data: user } = useUserInfo();
  return user?.userTimezone ?? getReaderZone();
}

/** The zone a place shows its times and groups its days in: the reader's chosen one, else the place's own. */
export function useDisplayZone(placeDefault: string): string {
  return effectiveZone(useChosenZone(), placeDefault);
}

/**
 * The short name of the zone a place shows ('UTC', 'UTC+8', 'UTC-5'), for a header that says it: 'Created (%{zone})'.
 * Without a choice it is the place's own, so the spec's 'Created (UTC)' and 'Created (UTC+8)' read as before.
 */
export function shownZoneLabel(chosen: string | null, placeDefault: string): string {
  return zoneLabel(effectiveZone(chosen, placeDefault));
}

/** shownZoneLabel for one place, read through the user info so a saved zone re-renders. */
export function useZoneLabel(placeDefault: string): string {
  return shownZoneLabel(useChosenZone(), placeDefault);
}

export function ZoneNotice({ sx }: { sx?: object }) {
  const translate = useTranslate();
  const tz = useChosenZone();
  if (!tz) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="zone-notice" sx={{ px: 2, pt: 1, ...sx }}>
      {translate('app.settings.zoneNotice', { zone: zoneName(tz) })}
    </Typography>
  );
}
