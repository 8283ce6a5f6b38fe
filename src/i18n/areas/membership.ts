// Messages of membership (app.membership), issue 30 item 4, test mode only. Chinese terms: 会员, 会员等级, 会员权益,
// 套餐 (as the subscriptions area). Status words are domain/subscriptions/labels.ts (the CSV export writes the same).
import { MEMBER_STATUS_LABELS } from '../../../domain/subscriptions/labels';
import { defineArea } from '../defineArea';

const pick = (lang: 'en' | 'zh') => Object.fromEntries(Object.entries(MEMBER_STATUS_LABELS).map(([k, v]) => [k, v[lang]])) as Record<keyof typeof MEMBER_STATUS_LABELS, string>;

export const membership = defineArea(
  {
    app: {
      membership: {
        listSubtitle: 'Tiers with their benefits, and the customers a subscription to a tier’s plan makes members. Test mode only; times are in %{zone}.',
        search: 'Member ID, name or email',
        anyTier: 'Any tier',
        memberSince: 'Member since (%{zone})',
        tabs: { all: 'All' },
        status: pick('en'),
        tiers: {
          title: 'Member tiers',
          hint: 'A subscription to one of a tier’s plans makes the customer a member of the tier.',
          create: 'New tier',
          edit: 'Edit',
          none: 'No tiers yet: create one and tie it to your plans.',
          noPlans: 'No plan',
          members: 'Members',
          plans: 'Plans',
          benefits: 'Benefits',
        },
        form: {
          createTitle: 'New member tier',
          editTitle: 'Edit %{name}',
          name: 'Tier name',
          benefits: 'Benefits',
          benefitsHelp: 'One benefit a line (up to 10).',
          plans: 'Plans',
          plansHelp: 'Subscribers of these plans are the tier’s members. A plan gives one tier only.',
          submit: 'Save tier',
          created: 'Tier created',
          saved: 'Tier saved',
        },
        detail: {
          title: 'Member',
          membership: 'Membership',
          tier: 'Tier',
          since: 'Member since',
          ended: 'Ended',
          subscription: 'Subscription',
          plan: 'Plan',
          customer: 'Customer',
          email: 'Email',
          benefits: 'Benefits of the tier',
        },
      },
    },
    resources: {
      members: {
        name: 'Member |||| Members',
        fields: { id: 'Member ID', customerName: 'Customer', status: 'Status', tierName: 'Tier', productName: 'Plan', since: 'Member since', tierId: 'Tier' },
      },
    },
  },
  {
    app: {
      membership: {
        listSubtitle: '会员等级及其权益，以及订阅某等级套餐后成为会员的客户。仅限测试模式；时间为 %{zone}。',
        search: '会员 ID、名称或邮箱',
        anyTier: '全部等级',
        memberSince: '入会时间（%{zone}）',
        tabs: { all: '全部' },
        status: pick('zh'),
        tiers: {
          title: '会员等级',
          hint: '订阅某等级关联的任一套餐，客户即成为该等级的会员。',
          create: '新建等级',
          edit: '编辑',
          none: '暂无会员等级：新建一个并关联到您的套餐。',
          noPlans: '未关联套餐',
          members: '会员数',
          plans: '套餐',
          benefits: '会员权益',
        },
        form: {
          createTitle: '新建会员等级',
          editTitle: '编辑 %{name}',
          name: '等级名称',
          benefits: '会员权益',
          benefitsHelp: '每行一项权益（最多 10 项）。',
          plans: '套餐',
          plansHelp: '订阅这些套餐的客户即为该等级的会员。一个套餐只能对应一个等级。',
          submit: '保存等级',
          created: '会员等级已创建',
          saved: '会员等级已保存',
        },
        detail: {
          title: '会员',
          membership: '会员资格',
          tier: '会员等级',
          since: '入会时间',
          ended: '结束时间',
          subscription: '订阅',
          plan: '套餐',
          customer: '客户',
          email: '邮箱',
          benefits: '该等级的会员权益',
        },
      },
    },
    resources: {
      members: {
        name: '会员',
        fields: { id: '会员 ID', customerName: '客户', status: '状态', tierName: '会员等级', productName: '套餐', since: '入会时间', tierId: '会员等级' },
      },
    },
  },
);
