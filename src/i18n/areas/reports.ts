// Messages of the reports area (app.reports, resources.reports). Chinese terms follow the glossary (报表, 结算报表,
// 余额, 导出).
import { defineArea } from '../defineArea';

export const reports = defineArea(
  {
    app: {
      reports: {
        listSubtitle: 'Reports are generated in the background, mailed to you as a link when ready and kept for download for 7 days.',
        form: {
          title: 'Generate a report',
          hint: 'Choose what, for which days and in which time zone.',
          generate: 'Generate report',
          queued: 'The report is being generated. We will email you when it is ready.',
        },
        fields: { kind: 'Report', periodFrom: 'First day', periodTo: 'Last day', timezone: 'Time zone', currency: 'Currency', format: 'Format', period: 'Period' },
        kinds: {
          balance_summary: 'Balance summary',
          balance_change: 'Balance change from activity',
          itemized_activity: 'Itemized balance activity',
          settlement: 'Settlement report',
        },
        formats: { csv: 'CSV', xlsx: 'Excel (XLSX)' },
        status: { pending: 'Queued', running: 'Generating', succeeded: 'Ready', failed: 'Failed', expired: 'Expired' },
        tabs: { all: 'All', ready: 'Ready', inProgress: 'In progress', failed: 'Failed' },
        allCurrencies: 'All currencies',
        progress: '%{done} of %{total} rows',
        download: 'Download',
        downloadNamed: 'Download %{name}',
        file: 'File',
      },
    },
    resources: {
      reports: {
        name: 'Report |||| Reports',
        fields: { kind: 'Report', status: 'Status', createdAt: 'Requested', expiresAt: 'Kept until' },
      },
    },
  },
  {
    app: {
      reports: {
        listSubtitle: '报表在后台生成，完成后会通过邮件向您发送链接，可在 7 天内下载。',
        form: {
          title: '生成报表',
          hint: '选择报表类型、日期范围和时区。',
          generate: '生成报表',
          queued: '报表正在生成，完成后我们会通过邮件通知您。',
        },
        fields: { kind: '报表', periodFrom: '开始日期', periodTo: '结束日期', timezone: '时区', currency: '币种', format: '格式', period: '周期' },
        kinds: {
          balance_summary: '余额汇总',
          balance_change: '交易活动引起的余额变动',
          itemized_activity: '余额变动明细',
          settlement: '结算报表',
        },
        formats: { csv: 'CSV 文件', xlsx: 'Excel（XLSX）' },
        status: { pending: '排队中', running: '生成中', succeeded: '可下载', failed: '失败', expired: '已过期' },
        tabs: { all: '全部', ready: '可下载', inProgress: '生成中', failed: '失败' },
        allCurrencies: '全部币种',
        progress: '已完成 %{done} / %{total} 行',
        download: '下载',
        downloadNamed: '下载 %{name}',
        file: '文件',
      },
    },
    resources: {
      reports: {
        name: '报表',
        fields: { kind: '报表', status: '状态', createdAt: '申请时间', expiresAt: '保留至' },
      },
    },
  },
);
