// /settlementDetail?id=: a settlement batch explaining itself: what it is and when it arrives, its waterfall from the
// gross to the net (a bar, or the button of its line, opens the entries of that line), the entries, and the
// payments it settled as settle records.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, Button, ButtonBase, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { formatZonedTime } from '../../../domain/dates';
import type { Settlement } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { RecordShow } from '../../components/record/RecordView';
import { batchRecordsConfig, settlementEntriesConfig } from './settlementListConfig';
import { ReconciliationCard } from './ReconciliationCard';
import { SettlementStatusChip } from './SettlementStatusChip';
import { SETTLEMENT_LINES, type SettlementLine } from '../../../domain/settlements/status';
import { waterfallSteps, type WaterfallStep } from '../../components/waterfall/waterfall';

const WaterfallChart = lazy(() => import('../../components/waterfall/WaterfallChart'));

export default function SettlementShow() {
  return (
    <RecordShow>
      <SettlementView />
    </RecordShow>
  );
}

function SettlementView() {
  const translate = useTranslate();
  const batch = useRecordContext<Settlement>();
  const [line, setLine] = useState<WaterfallStep<SettlementLine>['key'] | null>(null);
  const steps = useMemo(() => (batch ? waterfallSteps(SETTLEMENT_LINES, batch).map((s) => ({ ...s, label: translate(`app.settlements.lines.${s.key}`) })) : []), [batch, translate]);
  const entriesConfig = useMemo(() => (batch ? settlementEntriesConfig(batch.id, line === 'net' ? null : line) : null), [batch, line]);
  const recordsConfig = useMemo(() => (batch ? batchRecordsConfig(batch.id) : null), [batch]);
  if (!batch || !entriesConfig || !recordsConfig) return null;
  const tz = batch.timezone;
  const f = (field: string) => translate(`resources.settlements.fields.${field}`);
  const choose = (key: WaterfallStep<SettlementLine>['key']) => setLine((current) => (current === key || key === 'net' ? null : key));
  return (
    <Stack spacing={3}>
      <PageHeader
        title={translate('app.settlements.detail.title', { date: batch.settlementDate, currency: batch.currency })}
        subtitle={translate('app.settlements.detail.subtitle', { zone: tz })}
        actions={<SettlementStatusChip status={batch.status} />}
      />
      {batch.status === 'failed' && (
        <Alert severity="error" data-testid="settlement-failed">
          {translate('app.settlements.detail.failed', { reason: batch.failureReason ?? '--' })}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.settlements.detail.summary')} testId="settlement-summary">
            <DetailRows
              rows={[
                { label: f('id'), value: <IdText value={batch.id} /> },
                { label: f('net'), value: <Money amount={batch.net} currency={batch.currency} strong variant="h4" />, testId: 'settlement-net' },
                { label: f('bankReference'), value: <IdText value={batch.bankReference} /> },
                { label: f('period'), value: `${formatZonedTime(batch.periodStart, tz)} – ${formatZonedTime(batch.periodEnd, tz)}` },
                { label: f('arrivalDate'), value: batch.arrivalDate },
                { label: f('paidAt'), value: batch.paidAt ? formatZonedTime(batch.paidAt, tz) : null },
                { label: f('paymentCount'), value: String(batch.paymentCount) },
                { label: f('entryCount'), value: String(batch.entryCount) },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <SectionCard title={translate('app.settlements.detail.waterfall')} subtitle={translate('app.settlements.detail.waterfallHint')} testId="settlement-waterfall">
            {/* The buttons below say what the bars show and open the same rows; the chart is for the mouse. */}
            <Box sx={{ height: 240 }} aria-hidden>
              <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                <WaterfallChart steps={steps} currency={batch.currency} selected={line} onSelect={choose} />
              </Suspense>
            </Box>
            <Box sx={{ mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              {steps.map((s) => (
                <ButtonBase
                  key={s.key}
                  onClick={() => choose(s.key)}
                  aria-pressed={s.key === 'net' ? line === null : line === s.key}
                  data-testid={`waterfall-${s.key}`}
                  sx={{
                    display: 'block', textAlign: 'left', p: 1.25, borderRadius: 1.5, minWidth: 0,
                    bgcolor: (s.key === 'net' ? line === null : line === s.key) ? 'action.selected' : 'action.hover',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <Typography variant="caption" color="text.secondary" noWrap component="span" sx={{ display: 'block' }}>
                    {s.label}
                  </Typography>
                  <Typography variant="body1" component="span" sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} noWrap>
                    {formatMoney(s.amount, batch.currency)}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
          </SectionCard>
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h3" component="h2" data-testid="settlement-entries-title">
          {line ? translate('app.settlements.detail.entriesOf', { line: translate(`app.settlements.lines.${line}`) }) : translate('app.settlements.detail.entries')}
        </Typography>
        {line && (
          <Button size="small" onClick={() => setLine(null)}>
            {translate('app.settlements.detail.allEntries')}
          </Button>
        )}
      </Stack>
      <ResourceListPage key={line ?? 'all'} config={entriesConfig} />
      <Typography variant="h3" component="h2">
        {translate('app.settlements.detail.records')}
      </Typography>
      <ResourceListPage config={recordsConfig} />
      <CanAccess resource="settlements" action="reconcile">
        <ReconciliationCard id={batch.id} currency={batch.currency} />
      </CanAccess>
    </Stack>
  );
}
