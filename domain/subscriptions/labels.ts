// The words of coupon and subscription statuses, durations and intervals in both languages: the lists' chips
// (src/i18n/areas/subscriptions.ts) and the CSV exports (domain/csv-headers.ts) read the same labels.
export const COUPON_STATUS_LABELS = {
  active: { en: 'Active', zh: '生效中' },
  expired: { en: 'Expired', zh: '已过期' },
  used_up: { en: 'Used up', zh: '已用完' },
  inactive: { en: 'Deactivated', zh: '已停用' },
} as const;

export const SUBSCRIPTION_STATUS_LABELS = {
  trialing: { en: 'Trialing', zh: '试用中' },
  active: { en: 'Active', zh: '生效中' },
  past_due: { en: 'Past due', zh: '逾期' },
  paused: { en: 'Paused', zh: '已暂停' },
  unpaid: { en: 'Unpaid', zh: '未支付' },
  canceled: { en: 'Canceled', zh: '已取消' },
} as const;

export const COUPON_DURATION_LABELS = {
  once: { en: 'Once', zh: '仅一次' },
  repeating: { en: 'Multiple months', zh: '多个月' },
  forever: { en: 'Forever', zh: '永久' },
} as const;

export const INTERVAL_LABELS = {
  day: { en: 'Daily', zh: '每天' },
  week: { en: 'Weekly', zh: '每周' },
  month: { en: 'Monthly', zh: '每月' },
  year: { en: 'Yearly', zh: '每年' },
} as const;

/** Membership (test mode only): a member's status as the list's chip and the export say it. */
export const MEMBER_STATUS_LABELS = {
  active: { en: 'Active', zh: '有效' },
  paused: { en: 'Paused', zh: '已暂停' },
  ended: { en: 'Ended', zh: '已结束' },
} as const;
