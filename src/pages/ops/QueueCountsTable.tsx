// Each queue's jobs by state; zero counts are dimmed so the numbers that matter stand out.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countIn, JOB_STATES, type OpsJobs } from '../../../domain/ops-jobs';
import { formatNumber } from '../../../domain/format';

export function QueueCountsTable({ queues }: { queues: OpsJobs['queues'] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }} aria-label={translate('app.ops.queues')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.ops.queue')}</TableCell>
            {JOB_STATES.map((state) => (
              <TableCell key={state} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {translate(`app.ops.states.${state}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.name} data-testid={`ops-queue-${queue.name}`}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {queue.name}
              </TableCell>
              {JOB_STATES.map((state) => {
                const n = countIn(queue.counts, state);
                return (
                  <TableCell key={state} align="right" sx={{ color: n === 0 ? 'text.secondary' : state === 'failed' ? 'error.main' : undefined }}>
                    {formatNumber(n)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
