// /reports: the form that asks for a report, and the reports with their status, a progress bar while the job writes
// them (the list refreshes itself until none is pending or running), and the download while the file is kept.
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Chip, CircularProgress, LinearProgress, Stack, Typography, type ChipProps } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { CanAccess, useListContext, useNotify, useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { REPORT_STATUSES, type ReportStatus } from '../../../domain/settlements/status';
import type { Report } from '../../../domain/wire';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { save } from '../../components/list/useExport';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { ReportForm } from './ReportForm';

const COLORS: Record<ReportStatus, ChipProps['color']> = { pending: 'default', running: 'info', succeeded: 'success', failed: 'error', expired: 'default' };
const busy = (r: Report) => r.status === 'pending' || r.status === 'running';

function StatusChip({ status }: { status: ReportStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.reports.status.${status}`)} data-status={status} sx={{ fontWeight: 600, height: 22 }} />;
}

function Progress({ report }: { report: Report }) {
  const translate = useTranslate();
  if (!busy(report)) return <StatusChip status={report.status} />;
  const total = report.rowsTotal ?? 0;
  const value = total > 0 ? Math.min(100, (report.rowsDone / total) * 100) : 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <StatusChip status={report.status} />
      <LinearProgress
        variant={report.rowsTotal === null ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={translate('app.reports.progress', { done: report.rowsDone.toLocaleString(), total: total.toLocaleString() })}
        data-testid={`report-progress-${report.id}`}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('app.reports.progress', { done: report.rowsDone.toLocaleString(), total: total.toLocaleString() })}
      </Typography>
    </Stack>
  );
}

function DownloadButton({ report }: { report: Report }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const download = useMutation({
    mutationFn: () => dataProvider.reportFile(report.id),
    onSuccess: ({ blob, filename }) => save(blob, filename ?? report.fileName ?? `${report.id}.${report.format}`),
    onError: (e) => notify(e instanceof Error && e.message ? e.message : 'app.errors.requestFailed', { type: 'error' }),
  });
  if (report.status !== 'succeeded') return <Typography variant="body2" color="text.secondary">--</Typography>;
  return (
    <CanAccess resource="reports" action="download">
      <Button
        size="small"
        variant="outlined"
        disabled={download.isPending}
        onClick={(e) => {
          e.stopPropagation();
          download.mutate();
        }}
        startIcon={download.isPending ? <CircularProgress size={14} color="inherit" /> : <DownloadOutlined />}
        data-testid={`report-download-${report.id}`}
        aria-label={translate('app.reports.downloadNamed', { name: report.fileName ?? report.id })}
      >
        {translate('app.reports.download')}
      </Button>
    </CanAccess>
  );
}

/** Refreshes the list every 2 s while one of its reports is still being written. */
function PollWhileBusy() {
  const { data, refetch } = useListContext<Report>();
  const waiting = (data ?? []).some(busy);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => {
      void refetch();
      setTick((t) => t + 1);
    }, 2000);
    return () => clearTimeout(timer);
  }, [waiting, tick, refetch]);
  return null;
}

export default function ReportList() {
  const translate = useTranslate();
  const config = useMemo<ResourceListConfig<Report>>(
    () => ({
      resource: 'reports',
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: { statuses: REPORT_STATUSES, statusLabel: (s) => `app.reports.status.${s}` },
      counts: true,
      tabs: [
        { label: 'app.reports.tabs.all' },
        { label: 'app.reports.tabs.ready', status: 'succeeded' },
        { label: 'app.reports.tabs.inProgress', status: ['pending', 'running'] },
        { label: 'app.reports.tabs.failed', status: 'failed' },
      ],
      exportTimeZone: 'UTC',
      columns: [
        { source: 'kind', sortable: true, render: (r) => <Typography variant="body2">{translate(`app.reports.kinds.${r.kind}`)}</Typography> },
        {
          source: 'periodFrom',
          label: 'app.reports.fields.period',
          render: (r) => (
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {r.periodFrom} – {r.periodTo}
            </Typography>
          ),
        },
        { source: 'timezone', label: 'app.reports.fields.timezone', render: (r) => <Typography variant="body2">{r.timezone}</Typography> },
        { source: 'format', label: 'app.reports.fields.format', render: (r) => <Typography variant="body2">{translate(`app.reports.formats.${r.format}`)}</Typography> },
        { source: 'status', sortable: true, render: (r) => <Progress report={r} /> },
        { source: 'createdAt', sortable: true, render: (r) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{formatListTime(r.createdAt)}</Typography> },
        { source: 'expiresAt', render: (r) => <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{r.expiresAt && r.status !== 'expired' ? formatListTime(r.expiresAt) : '--'}</Typography> },
        { source: 'id', label: 'app.reports.file', render: (r) => <DownloadButton report={r} /> },
      ],
    }),
    [translate],
  );
  return (
    <>
      <PageHeader title={translate('routes.reports')} subtitle={translate('app.reports.listSubtitle')} />
      <Stack spacing={3}>
        <CanAccess resource="reports" action="create">
          <ReportForm />
        </CanAccess>
        <Box>
          <ResourceListPage config={config} before={<PollWhileBusy />} />
        </Box>
      </Stack>
    </>
  );
}
