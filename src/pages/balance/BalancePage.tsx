// /balance: per currency, available, pending (by the day each amount becomes available) and reserved (open
// disputes, disbursements in transit), each figure a link to the ledger entries it sums. A negative available
// balance says why, entry by entry, and offers the top-up that covers it. Below, the balance over time.
import { lazy, Suspense, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useGetList, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { formatListTime } from '../../../domain/dates';
import type { BalanceSummary, LedgerEntry } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { EntrySourceLink } from '../../components/balance/EntrySourceLink';
import { EntryTypeChip } from '../../components/balance/EntryTypeChip';
import { CurrencyTabs } from '../../components/kpi/CurrencyTabs';
import { listLink } from '../../components/list/listParams';
import { useDisplayZone } from '../../components/list/ZoneNotice';
import { zoneName } from '../../../domain/settings/zone';
import { Money } from '../../components/money/Money';
import { CreateButton } from '../../components/record/CreateButton';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useTestMode } from '../../hooks/useTestMode';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { figureFilter, overdrawFilter, topupToCover, type BalanceFigure } from './figures';

const BalanceChart = lazy(() => import('./BalanceChart'));
const CHART_DAYS = 90;

function useEntriesLink() {
  const pathOf = useResourcePath();
  return (figure: BalanceFigure, currency: string) => listLink(pathOf('balance-entries', 'list'), { filter: figureFilter(figure, currency) });
}

/** One figure: its label and help, the amount as a link to its entries. */
function Figure({ label, help, amount, currency, to, testId, big }: { label: string; help: string; amount: number; currency: string; to: string; testId: string; big?: boolean }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>{label}</Typography>
      <Link component={RouterLink} to={to} underline="hover" color={amount < 0 ? 'error' : 'inherit'} data-testid={testId} sx={{ width: 'fit-content' }}>
        <Money amount={amount} currency={currency} variant={big ? 'h2' : 'h4'} strong />
      </Link>
      <Typography variant="caption" color="text.secondary">{help}</Typography>
    </Stack>
  );
}

function PendingSchedule({ b }: { b: BalanceSummary }) {
  const translate = useTranslate();
  if (b.pendingByDate.length === 0) return <Typography variant="body2" color="text.secondary">{translate('app.balance.noPending')}</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }} data-testid={`pending-schedule-${b.currency}`}>
      {b.pendingByDate.slice(0, 8).map((p) => (
        <Box key={p.date} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>{p.date}</Typography>
          <Box component="dd" sx={{ m: 0, textAlign: 'right' }}><Money amount={p.amount} currency={b.currency} /></Box>
        </Box>
      ))}
    </Box>
  );
}

/** Why available is negative: the disputes' debits, entry by entry, and the top-up that covers it. */
function NegativeExplained({ b }: { b: BalanceSummary }) {
  const translate = useTranslate();
  const pathOf = useResourcePath();
  const entriesLink = useEntriesLink();
  const { data } = useGetList<LedgerEntry>('balance-entries', { filter: overdrawFilter(b.currency), pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } });
  const amount = formatMoney(b.available, b.currency);
  const cover = topupToCover(b.available, b.currency);
  return (
    <Alert severity="warning" data-testid={`negative-${b.currency}`}>
      <AlertTitle>{translate('app.balance.negativeTitle', { currency: b.currency, amount })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.balance.negativeBody', { amount: formatMoney(-b.available, b.currency) })}</Typography>
      <Typography variant="subtitle2">{translate('app.balance.negativeEntries')}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
        {(data ?? []).map((e) => (
          <Stack component="li" key={e.id} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1.5 }} sx={{ alignItems: { sm: 'baseline' } }}>
            <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 120 }}>{formatListTime(e.createdAt)}</Typography>
            <Box sx={{ minWidth: 90 }}><EntryTypeChip type={e.type} /></Box>
            <Money amount={e.amount} currency={e.currency} strong />
            <EntrySourceLink source={e.source} id={e.sourceId} />
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={`${pathOf('topups', 'create')}?currency=${b.currency}&amount=${cover ?? ''}`} variant="outlined" color="inherit" size="small" data-testid={`cover-${b.currency}`}>
          {translate('app.balance.topUp')}
        </Button>
        <Link component={RouterLink} to={listLink(pathOf('balance-entries', 'list'), { filter: overdrawFilter(b.currency) })} variant="body2">
          {translate('app.balance.viewEntries')}
        </Link>
        <Link component={RouterLink} to={entriesLink('available', b.currency)} variant="body2">
          {translate('app.balance.allEntries')}
        </Link>
      </Stack>
    </Alert>
  );
}

function CurrencyBalance({ b }: { b: BalanceSummary }) {
  const translate = useTranslate();
  const entriesLink = useEntriesLink();
  return (
    <Card data-testid={`balance-${b.currency}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2">{b.currency}</Typography>
          <Link component={RouterLink} to={entriesLink('all', b.currency)} variant="body2">{translate('app.balance.allEntries')}</Link>
        </Stack>
        {b.available < 0 && <NegativeExplained b={b} />}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Figure big label={translate('app.balance.available')} help={translate('app.balance.availableHelp')} amount={b.available} currency={b.currency} to={entriesLink('available', b.currency)} testId={`available-${b.currency}`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Stack spacing={1.5}>
              <Figure label={translate('app.balance.pending')} help={translate('app.balance.pendingHelp')} amount={b.pending} currency={b.currency} to={entriesLink('pending', b.currency)} testId={`pending-${b.currency}`} />
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{translate('app.balance.schedule', { zone: b.tz === 'UTC' ? 'UTC' : zoneName(b.tz) })}</Typography>
                <PendingSchedule b={b} />
              </Box>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Stack spacing={1.5}>
              <Figure label={translate('app.balance.reserved')} help={translate('app.balance.reservedHelp')} amount={b.reserved.total} currency={b.currency} to={entriesLink('reservedDisputes', b.currency)} testId={`reserved-${b.currency}`} />
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">{translate('app.balance.reservedDisputes')}</Typography>
                <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  <Link component={RouterLink} to={entriesLink('reservedDisputes', b.currency)} underline="hover" color="inherit"><Money amount={b.reserved.disputes} currency={b.currency} /></Link>
                </Box>
                <Typography component="dt" variant="body2" color="text.secondary">{translate('app.balance.reservedDisbursements')}</Typography>
                <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  <Link component={RouterLink} to={entriesLink('reservedDisbursements', b.currency)} underline="hover" color="inherit"><Money amount={b.reserved.disbursements} currency={b.currency} /></Link>
                </Box>
                <Typography component="dt" variant="body2" color="text.secondary">{translate('app.balance.reservedPayouts')}</Typography>
                <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  <Link component={RouterLink} to={entriesLink('reservedPayouts', b.currency)} underline="hover" color="inherit" data-testid={`reserved-payouts-${b.currency}`}><Money amount={b.reserved.payouts} currency={b.currency} /></Link>
                </Box>
              </Box>
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </Card>
  );
}

function HistoryCard({ currencies }: { currencies: string[] }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  // The chart's days are those of the zone the page names (issue 32 item 2): the reader's chosen one, else UTC.
  const tz = useDisplayZone('UTC');
  const history = useQuery({
    queryKey: ['balance', 'history', currency, CHART_DAYS, tz, test, sessionEpoch()],
    queryFn: () => dataProvider.balanceHistory(currency, CHART_DAYS, tz),
    enabled: Boolean(currency),
    retry: false,
  });
  return (
    <SectionCard
      title={translate('app.balance.chartTitle')}
      subtitle={`${translate('app.balance.chartHelp', { zone: tz === 'UTC' ? 'UTC' : zoneName(tz) })} ${translate('app.balance.chartDays', { smart_count: CHART_DAYS })}`}
      testId="balance-chart"
    >
      <Box sx={{ mb: 2 }}>
        <CurrencyTabs currencies={currencies} value={currency} onChange={setPicked} label={translate('app.balance.currency')} />
      </Box>
      <Box sx={{ height: 240 }}>
        {history.data ? (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <BalanceChart points={history.data.points} currency={currency} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Box>
    </SectionCard>
  );
}

export default function BalancePage() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const pathOf = useResourcePath();
  // The schedule's days are those of the zone it names (issue 32 item 2): the reader's chosen one, else UTC.
  const tz = useDisplayZone('UTC');
  const summary = useQuery({ queryKey: ['balance', 'summary', tz, test, sessionEpoch()], queryFn: () => dataProvider.balanceSummary(tz), retry: false });
  const list = summary.data ?? [];
  const overdrawn = list.some((b) => b.available < 0);
  return (
    <>
      <PageHeader
        title={translate('routes.balance')}
        subtitle={translate('app.balance.subtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to={pathOf('topups', 'list')}>{translate('app.balance.topupHistory')}</Button>
            <CreateButton resource="topups" label="app.balance.topUp" testId="balance-topup" />
          </Stack>
        }
      />
      <Stack spacing={3} data-testid="balance-page">
        {summary.isPending && <Skeleton variant="rounded" height={220} />}
        {summary.error && <Alert severity="error">{summary.error instanceof Error ? summary.error.message : translate('app.errors.requestFailed')}</Alert>}
        {summary.data && list.length === 0 && <Alert severity="info">{translate('app.balance.empty')}</Alert>}
        {list.map((b) => (
          <CurrencyBalance key={b.currency} b={b} />
        ))}
        {overdrawn && <Typography variant="body2" color="text.secondary">{translate('app.balance.overdrawNote')}</Typography>}
        {list.length > 0 && <HistoryCard currencies={list.map((b) => b.currency)} />}
      </Stack>
    </>
  );
}
