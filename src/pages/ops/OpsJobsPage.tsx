// /ops/jobs: the operators' view of background work — each queue's jobs by state, and the failed jobs with their
// last error and a retry. Owners and admins only ('ops-jobs' in domain/action-permissions.ts).
import { Button, Grid, Stack } from '@mui/material';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ListHeader } from '../../components/list/ListHeader';
import { SectionCard } from '../../components/SectionCard';
import { ListError, ListSkeleton } from '../../components/list/ListStates';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { FailedJobsTable } from './FailedJobsTable';
import { OPS_JOBS_QUERY } from './opsQuery';
import { QueueCountsTable } from './QueueCountsTable';


export default function OpsJobsPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const jobs = useQuery({ queryKey: OPS_JOBS_QUERY, queryFn: () => dataProvider.opsJobs() });
  const refresh = (
    <Button startIcon={<RefreshOutlined />} onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
      {translate('app.ops.refresh')}
    </Button>
  );
  return (
    <>
      <ListHeader title="routes.opsJobs" subtitle="app.ops.subtitle" actions={refresh} />
      {jobs.isPending ? (
        <ListSkeleton rows={6} />
      ) : jobs.isError ? (
        <ListError message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={12} sx={{ minWidth: 0 }}>
            <SectionCard title={translate('app.ops.queues')} subtitle={translate('app.ops.queuesBody')} testId="ops-queues">
              <QueueCountsTable queues={jobs.data.queues} />
            </SectionCard>
          </Grid>
          <Grid size={12} sx={{ minWidth: 0 }}>
            <SectionCard title={translate('app.ops.failed')} subtitle={translate('app.ops.failedBody')} testId="ops-failed">
              <Stack>
                <FailedJobsTable failed={jobs.data.failed} />
              </Stack>
            </SectionCard>
          </Grid>
        </Grid>
      )}
    </>
  );
}
