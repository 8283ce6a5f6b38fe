// The data view: choose a period, comparison and granularity (and dates for custom ranges), then one currency;
// KPI cards with their change, and the charts. Aggregates come from {base}/stats/series.
import { lazy, Suspense, useState } from 'react';
import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../domain/dates';
import type { Granularity } from '../../../domain/periods';
import { PageHeader } from '../../components/PageHeader';
import { useTestMode } from '../../hooks/useTestMode';
import { sessionEpoch } from '../../providers/authProvider';
import { CurrencyTabs } from '../../components/kpi/CurrencyTabs';
import { drillFilter, drillUrl } from '../../components/kpi/drill';
import { pickCurrency } from '../../components/kpi/figures';
import { ChangeKpis } from './ChangeKpis';
import { chartRows } from './chartData';
import { initialSelection, selectionErrors, toQuery } from './selection';
import { Selectors } from './Selectors';
import type { IsoRange } from '../../../domain/stats-records';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const SeriesCharts = lazy(() => import('./SeriesCharts'));

export function DataView() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const [selection, setSelection] = useState(initialSelection);
  const [chosen, setChosen] = useState<string | null>(null);
  const errors = selectionErrors(selection);
  const ready = Object.keys(errors).length === 0;
  const query = toQuery(selection);
  const series = useQuery({
    queryKey: ['dataview', query, test, sessionEpoch()],
    queryFn: () => dataProvider.seriesStats(query, test),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const data = series.data;
  const currencies = data?.currencies.map((c) => c.currency) ?? [];
  const currency = pickCurrency(currencies, chosen);
  const current = data?.currencies.find((c) => c.currency === currency);
  const when = (iso: string) => formatDateTime(iso, { tz: data?.tz, format: 'YYYY-MM-DD HH:mm' });
  const rangeText = (r: IsoRange) => translate('app.dataview.range', { start: when(r.start), end: when(r.end), tz: data?.tz ?? '' });

  return (
    <>
      <PageHeader title={translate('app.dataview.title')} subtitle={translate('app.dataview.subtitle')} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Selectors value={selection} onChange={setSelection} errors={errors} />
        </CardContent>
      </Card>
      {!ready ? (
        // Until the custom range has its dates there is nothing to show: not the figures (and range) of the period before.
        <Typography color="text.secondary" data-testid="dataview-choose-dates">{translate('app.dataview.chooseDates')}</Typography>
      ) : series.isError ? (
        <Alert severity="error">{series.error.message || translate('app.dataview.failed')}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <Stack spacing={2.5} sx={{ opacity: series.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }} data-testid="dataview-result" data-period={data.period} data-comparison={data.comparison}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
            <CurrencyTabs currencies={currencies} value={currency} onChange={setChosen} label={translate('app.dataview.currency')} />
            <Stack sx={{ alignItems: { md: 'flex-end' } }}>
              <Typography variant="caption" color="text.secondary" data-testid="dataview-range">{rangeText(data.range)}</Typography>
              {data.comparisonRange && (
                <Typography variant="caption" color="text.secondary" data-testid="dataview-comparison-range">
                  {translate('app.dataview.comparisonRange', { range: rangeText(data.comparisonRange) })}
                </Typography>
              )}
            </Stack>
          </Stack>
          {!current ? (
            <Typography color="text.secondary">{translate('app.dataview.none')}</Typography>
          ) : (
            <>
              <ChangeKpis series={current} range={data.range} tz={data.tz} testMode={test} onOpen={navigate} />
              <Card>
                <CardContent>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('app.dataview.pointHint')}</Typography>
                  <Suspense fallback={<Skeleton variant="rounded" height={540} />}>
                    <SeriesCharts
                      rows={chartRows(current, data.granularity as Granularity, data.tz)}
                      currency={current.currency}
                      hasComparison={current.comparison !== null}
                      onBucket={(i) => navigate(drillUrl(drillFilter('successfulCount', current.currency, current.current[i]), test))}
                    />
                  </Suspense>
                </CardContent>
              </Card>
            </>
          )}
        </Stack>
      )}
    </>
  );
}
