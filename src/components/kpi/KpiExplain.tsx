// The hover text of a stats figure: its formula, then the zone and the exact range it was computed over.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import type { StatsFigure } from './drill';
import type { IsoRange } from '../../../domain/stats-records';

const when = (iso: string, tz: string) => formatDateTime(iso, { tz, format: 'YYYY-MM-DD HH:mm' });

export function KpiExplain({ figure, range, tz }: { figure: StatsFigure; range: IsoRange; tz: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{translate(`app.overview.stats.formula.${figure}`)}</Typography>
      <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
        {translate('app.overview.stats.formula.zone', { tz, start: when(range.start, tz), end: when(range.end, tz) })}
      </Typography>
    </>
  );
}
