// The data view's KPI cards for one currency: the period's figures with their percentage change against the
// comparison (spec rule, domain/format percentChange, computed by the server).
import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { drillFilter, drillUrl } from '../../components/kpi/drill';
import { formatChange, formatFigure, STATS_FIGURES } from '../../components/kpi/figures';
import { KpiExplain } from '../../components/kpi/KpiExplain';
import { KpiTile } from '../../components/kpi/KpiTile';
import type { CurrencySeries, IsoRange } from '../../../domain/stats-records';

interface ChangeKpisProps {
  series: CurrencySeries;
  range: IsoRange;
  tz: string;
  testMode: boolean;
  onOpen: (url: string) => void;
}

export function ChangeKpis({ series, range, tz, testMode, onOpen }: ChangeKpisProps) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {STATS_FIGURES.map((figure) => {
        const change = series.change ? series.change[figure] : null;
        const tone = change === null || change === 0 ? 'text.secondary' : change > 0 ? 'success.main' : 'error.main';
        return (
          <Grid key={figure} size={{ xs: 12, sm: 6, md: 3 }}>
            <KpiTile
              label={translate(`app.overview.stats.${figure}`)}
              value={formatFigure(figure, series.totals)}
              explain={<KpiExplain figure={figure} range={range} tz={tz} />}
              openLabel={translate('app.overview.stats.open')}
              onOpen={() => onOpen(drillUrl(drillFilter(figure, series.currency, range), testMode))}
              testId={`dv-kpi-${figure}`}
              footer={
                <Typography variant="caption" sx={{ color: tone, fontWeight: 600 }} data-testid={`dv-kpi-${figure}-change`}>
                  {series.change ? translate('app.dataview.change', { change: formatChange(change) }) : translate('app.dataview.noChange')}
                </Typography>
              }
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
