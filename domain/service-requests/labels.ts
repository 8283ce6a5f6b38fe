// The labels of service requests the console and the CSV export share, in both languages.
import type { ServiceBudget, ServiceKind, ServiceRequestStatus } from './status';

export const SERVICE_REQUEST_STATUS_LABELS = {
  submitted: { en: 'Submitted', zh: '已提交' },
  in_progress: { en: 'In progress', zh: '进行中' },
  delivered: { en: 'Delivered', zh: '已交付' },
  canceled: { en: 'Canceled', zh: '已取消' },
} as const satisfies Record<ServiceRequestStatus, { en: string; zh: string }>;

export const SERVICE_KIND_LABELS = {
  website: { en: 'Build website', zh: '建站服务' },
  seo: { en: 'Enhance website SEO', zh: '网站 SEO 优化' },
} as const satisfies Record<ServiceKind, { en: string; zh: string }>;

export const SERVICE_BUDGET_LABELS = {
  under_1k: { en: 'Under 1,000 USD', zh: '1,000 美元以下' },
  '1k_5k': { en: '1,000 - 5,000 USD', zh: '1,000 - 5,000 美元' },
  '5k_20k': { en: '5,000 - 20,000 USD', zh: '5,000 - 20,000 美元' },
  over_20k: { en: 'Over 20,000 USD', zh: '20,000 美元以上' },
} as const satisfies Record<ServiceBudget, { en: string; zh: string }>;

/** What the service team writes when it takes a step (the test-mode simulator posts the same), per language. */
export const SERVICE_STAFF_REPLIES = {
  website: {
    in_progress: { en: 'Thanks for your brief. Our designers have started on your site and will share a first draft here.', zh: '感谢您提交需求。设计团队已开始建设您的网站，初稿完成后将在此分享。' },
    delivered: { en: 'Your website is ready. The files and the admin access have been sent to your contact email.', zh: '您的网站已完成。文件和后台访问方式已发送至您的联系邮箱。' },
  },
  seo: {
    in_progress: { en: 'Thanks for your brief. We are auditing your site and your keywords; the plan follows here.', zh: '感谢您提交需求。我们正在分析您的网站和关键词，优化方案将在此发布。' },
    delivered: { en: 'The SEO work is done: the report with the changes and the ranking baseline has been sent to your contact email.', zh: 'SEO 优化已完成，包含改动内容和排名基线的报告已发送至您的联系邮箱。' },
  },
} as const;

export const SERVICE_STAFF_NAME = { en: 'Website services team', zh: '网站服务团队' } as const;
