// The failed jobs, newest first, with their last error and a retry per job (a react-query mutation: its pending
// state is the busy flag; success notifies and reloads the page's counts).
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { OpsJobs } from '../../../domain/ops-jobs';
import { formatListTime } from '../../../domain/dates';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { OPS_JOBS_QUERY } from './opsQuery';
import { useZoneLabel } from '../../components/list/ZoneNotice';

export function FailedJobsTable({ failed }: { failed: OpsJobs['failed'] }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const zone = useZoneLabel('UTC');
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => dataProvider.retryJob(id),
    onSuccess: () => {
      notify('app.ops.retried', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: OPS_JOBS_QUERY });
    },
    onError: (error) => notify(error.message || 'app.errors.requestFailed', { type: 'error' }),
  });
  if (failed.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="ops-no-failed">
        {translate('app.ops.noFailed')}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }} aria-label={translate('app.ops.failed')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.ops.queue')}</TableCell>
            <TableCell>{translate('app.ops.failedAt', { zone })}</TableCell>
            <TableCell align="right">{translate('app.ops.retries')}</TableCell>
            <TableCell>{translate('app.ops.lastError')}</TableCell>
            <TableCell>{translate('app.ops.jobId')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {failed.map((job) => (
            <TableRow key={job.id} data-testid="ops-failed-job">
              <TableCell sx={{ fontFamily: 'monospace' }}>{job.queue}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatListTime(job.failedAt)}</TableCell>
              <TableCell align="right">{job.retryCount}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{job.lastError ?? '--'}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{job.id}</TableCell>
              <TableCell align="right">
                <Button size="small" variant="outlined" disabled={retry.isPending} onClick={() => retry.mutate(job.id)}>
                  {translate('app.ops.retry')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
