// Messages of the operators' page of background work (/ops/jobs): queues, job states, failed jobs and retry.
import { defineArea } from '../defineArea';

export const ops = defineArea(
  {
    routes: { opsJobs: 'Background jobs' },
    app: {
      ops: {
        subtitle: 'Work the server does in the background: verification reviews and housekeeping. Times are in %{zone}.',
        queues: 'Queues',
        queuesBody: 'Jobs of each queue by state. A "_dead" queue holds the jobs that used up their retries.',
        queue: 'Queue',
        states: {
          created: 'Waiting',
          retry: 'Retrying',
          active: 'Running',
          completed: 'Completed',
          cancelled: 'Cancelled',
          failed: 'Failed',
        },
        failed: 'Failed jobs',
        failedBody: 'The newest 100 failed jobs with their last error. Retry runs a job again.',
        noFailed: 'No failed jobs.',
        jobId: 'Job ID',
        failedAt: 'Failed (%{zone})',
        retries: 'Retries',
        lastError: 'Last error',
        retry: 'Retry',
        retried: 'The job will run again.',
        refresh: 'Refresh',
      },
    },
  },
  {
    routes: { opsJobs: '后台任务' },
    app: {
      ops: {
        subtitle: '服务器在后台完成的工作：验证审核与日常清理。时间为 %{zone}。',
        queues: '队列',
        queuesBody: '每个队列中各状态的任务数。以 "_dead" 结尾的队列存放已用完重试次数的任务。',
        queue: '队列',
        states: {
          created: '等待中',
          retry: '重试中',
          active: '运行中',
          completed: '已完成',
          cancelled: '已取消',
          failed: '失败',
        },
        failed: '失败的任务',
        failedBody: '最近 100 个失败的任务及其最后一次错误。重试会再次运行该任务。',
        noFailed: '没有失败的任务。',
        jobId: '任务 ID',
        failedAt: '失败时间 (%{zone})',
        retries: '重试次数',
        lastError: '最后一次错误',
        retry: '重试',
        retried: '该任务将再次运行。',
        refresh: '刷新',
      },
    },
  },
);
