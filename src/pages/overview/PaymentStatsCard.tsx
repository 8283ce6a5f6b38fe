// The overview's payment stats: a period selector, one currency at a time, four figures that explain themselves
// on hover and open the payments behind them on click.
import { useState } from 'react';
import { Alert, Grid, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../domain/dates';
import { DEFAULT_OVERVIEW_PERIOD, OVERVIEW_PERIODS, type OverviewPeriod } from '../../../domain/periods';
import { SectionCard } from '../../components/SectionCard';
import { useTestMode } from '../../hooks/useTestMode';
import { sessionEpoch } from '../../providers/authProvider';
import { CurrencyTabs } from '../../components/kpi/CurrencyTabs';
import { drillFilter, drillUrl } from '../../components/kpi/drill';
import { formatFigure, pickCurrency, STATS_FIGURES } from '../../components/kpi/figures';
import { KpiExplain } from '../../components/kpi/KpiExplain';
import { KpiTile } from '../../components/kpi/KpiTile';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function PaymentStatsCard() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const [period, setPeriod] = useState<OverviewPeriod>(DEFAULT_OVERVIEW_PERIOD);
  const [chosen, setChosen] = useState<string | null>(null);
  const stats = useQuery({
    queryKey: ['overview', 'stats', period, test, sessionEpoch()],
    queryFn: () => dataProvider.overviewStats(period, test),
    retry: false,
  });
  const data = stats.data;
  const currencies = data?.currencies.map((c) => c.currency) ?? [];
  const currency = pickCurrency(currencies, chosen);
  const kpis = data?.currencies.find((c) => c.currency === currency);
  const day = (iso: string) => formatDateTime(iso, { tz: data?.tz, format: 'YYYY-MM-DD HH:mm' });

  const selector = (
    <TextField
      select size="small" label={translate('app.overview.stats.period')} value={period}
      onChange={(e) => setPeriod(e.target.value as OverviewPeriod)}
      sx={{ minWidth: 170 }} slotProps={{ htmlInput: { 'data-testid': 'stats-period' } }}
    >
      {OVERVIEW_PERIODS.map((p) => <MenuItem key={p} value={p}>{translate(`app.periods.${p}`)}</MenuItem>)}
    </TextField>
  );

  return (
    <SectionCard
      title={translate('app.overview.stats.title')}
      subtitle={translate('app.overview.stats.subtitle', { tz: data?.tz ?? '…' })}
      action={selector}
      testId="overview-stats"
    >
      {stats.isError ? (
        <Alert severity="error">{stats.error.message || translate('app.overview.stats.failed')}</Alert>
      ) : !data ? (
        <Grid container spacing={2}>{STATS_FIGURES.map((f) => <Grid key={f} size={{ xs: 12, sm: 6, md: 3 }}><Skeleton variant="rounded" height={104} /></Grid>)}</Grid>
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <CurrencyTabs currencies={currencies} value={currency} onChange={setChosen} label={translate('app.overview.stats.currency')} />
            <Typography variant="caption" color="text.secondary" data-testid="stats-range">
              {translate('app.overview.stats.range', { start: day(data.range.start), end: day(data.range.end), tz: data.tz })}
            </Typography>
          </Stack>
          {!kpis ? (
            <Typography color="text.secondary" data-testid="stats-empty">{translate('app.overview.stats.none')}</Typography>
          ) : (
            <Grid container spacing={2}>
              {STATS_FIGURES.map((figure) => (
                <Grid key={figure} size={{ xs: 12, sm: 6, md: 3 }}>
                  <KpiTile
                    label={translate(`app.overview.stats.${figure}`)}
                    value={formatFigure(figure, kpis)}
                    explain={<KpiExplain figure={figure} range={data.range} tz={data.tz} />}
                    openLabel={translate('app.overview.stats.open')}
                    onOpen={() => navigate(drillUrl(drillFilter(figure, kpis.currency, data.range), test))}
                    testId={`kpi-${figure}`}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
