// Messages of the website services (/buildWebsite, /seo, a brief and a request's page: app.services). Chinese terms
// follow /work/shared/docs/GLOSSARY.md and the menu's (建站服务, 网站 SEO 优化).
import { SERVICE_BUDGET_LABELS, SERVICE_KIND_LABELS, SERVICE_REQUEST_STATUS_LABELS } from '../../../domain/service-requests/labels';
import { defineArea } from '../defineArea';

const pick = <K extends string>(labels: Record<K, { en: string; zh: string }>, lang: 'en' | 'zh') =>
  Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, (v as { en: string; zh: string })[lang]])) as Record<K, string>;

export const services = defineArea(
  {
    app: {
      services: {
        intro: {
          website: 'Tell our designers what your site should do; they build it and keep you posted here.',
          seo: 'Tell our SEO team which site and keywords matter; they improve your ranking and report here.',
        },
        create: 'New request',
        search: 'Request ID, goal or contact',
        tabs: { all: 'All' },
        status: pick(SERVICE_REQUEST_STATUS_LABELS, 'en'),
        kind: pick(SERVICE_KIND_LABELS, 'en'),
        budgets: pick(SERVICE_BUDGET_LABELS, 'en'),
        fields: { goal: 'Goal', status: 'Status', budget: 'Budget', messages: 'Messages', id: 'Request ID', createdTime: 'Created (%{zone})' },
        brief: 'Brief',
        dates: { created: 'Submitted', started: 'Started', delivered: 'Delivered', canceled: 'Canceled' },
        form: {
          title: { website: 'Brief for a new website', seo: 'Brief for SEO work' },
          goal: { website: 'What should the website do?', seo: 'What do you want to improve?' },
          goalHint: 'At least 20 characters: your business, your customers, what success looks like.',
          items: { website: 'Pages', seo: 'Keywords' },
          itemsHint: 'One per line or separated by commas, at most 20.',
          websiteUrl: 'Website',
          websiteUrlOptional: 'Current website (optional)',
          budget: 'Budget',
          contactName: 'Contact name',
          contactEmail: 'Contact email',
          contactPhone: 'Contact phone (optional)',
          submit: 'Send brief',
        },
        thread: {
          title: 'Messages',
          empty: 'No messages yet. The team answers here.',
          message: 'Message to the team',
          send: 'Send',
          sent: 'Message sent.',
          closed: 'This request is closed: the thread takes no more messages.',
        },
        cancel: { action: 'Cancel request', title: 'Cancel this request?', body: 'The team has not started yet. A canceled request cannot be reopened.', done: 'Request canceled.' },
        simulate: {
          in_progress: 'Simulate: team starts',
          delivered: 'Simulate: team delivers',
          queued: 'The team will take the next step in a moment.',
        },
      },
    },
  },
  {
    app: {
      services: {
        intro: {
          website: '告诉设计团队您的网站需要实现什么，团队将为您建设，并在此同步进展。',
          seo: '告诉 SEO 团队需要优化的网站和关键词，团队将提升排名并在此汇报。',
        },
        create: '新建请求',
        search: '请求 ID、需求或联系人',
        tabs: { all: '全部' },
        status: pick(SERVICE_REQUEST_STATUS_LABELS, 'zh'),
        kind: pick(SERVICE_KIND_LABELS, 'zh'),
        budgets: pick(SERVICE_BUDGET_LABELS, 'zh'),
        fields: { goal: '需求', status: '状态', budget: '预算', messages: '消息', id: '请求 ID', createdTime: '创建时间 (%{zone})' },
        brief: '需求概要',
        dates: { created: '提交时间', started: '开始时间', delivered: '交付时间', canceled: '取消时间' },
        form: {
          title: { website: '新网站需求', seo: 'SEO 优化需求' },
          goal: { website: '网站需要实现什么？', seo: '希望改善哪些方面？' },
          goalHint: '至少 20 个字符：您的业务、客户以及期望的效果。',
          items: { website: '页面', seo: '关键词' },
          itemsHint: '每行一个或用逗号分隔，最多 20 个。',
          websiteUrl: '网站地址',
          websiteUrlOptional: '现有网站（可选）',
          budget: '预算',
          contactName: '联系人',
          contactEmail: '联系邮箱',
          contactPhone: '联系电话（可选）',
          submit: '提交需求',
        },
        thread: {
          title: '消息',
          empty: '暂无消息，团队将在此回复。',
          message: '给团队的消息',
          send: '发送',
          sent: '消息已发送。',
          closed: '该请求已关闭，无法再发送消息。',
        },
        cancel: { action: '取消请求', title: '取消此请求？', body: '团队尚未开始处理。请求取消后无法恢复。', done: '请求已取消。' },
        simulate: {
          in_progress: '模拟：团队开始处理',
          delivered: '模拟：团队交付',
          queued: '团队稍后将进行下一步。',
        },
      },
    },
  },
);
