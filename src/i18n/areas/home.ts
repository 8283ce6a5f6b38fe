// Messages of Home (/, app.home). Chinese terms follow /work/shared/docs/GLOSSARY.md (商户认证, 正式模式 / 测试模式, 争议,
// 支付链接, 可用余额, 团队成员, API 密钥).
import { defineArea } from '../defineArea';

export const home = defineArea(
  {
    app: {
      home: {
        greeting: { morning: 'Good morning, %{name}', afternoon: 'Good afternoon, %{name}', evening: 'Good evening, %{name}' },
        subtitle: 'Here is how %{business} is doing today.',
        failed: 'Home could not be loaded.',
        notForRole: 'Not available with your role',
        state: {
          title: 'Your account',
          next: 'What to do next',
          allDone: 'All set: nothing left to do.',
          noSteps: 'Your account owner takes care of the next steps.',
          verify: 'Verification needed',
          fix: 'Verification needs changes',
          review: 'Verification in review',
          verified: 'Verified',
          testMode: 'Test mode',
          liveMode: 'Live mode',
        },
        steps: {
          verify: {
            title: 'Verify your business',
            body: 'Live payments and payouts open once your business is verified.',
            waiting: 'We are reviewing your details; we will email you when it is done.',
            action: 'Finish verification',
          },
          apiKey: { title: 'Create an API key', body: 'Your server uses a secret key to take payments in this mode.', action: 'Create key' },
          paymentLink: { title: 'Create your first payment link', body: 'Share a link and get paid without writing code.', action: 'Create link' },
          team: { title: 'Invite your team', body: 'Give colleagues their own sign-in and a role.', action: 'Invite' },
        },
        today: {
          title: 'Today',
          subtitle: 'Since midnight (%{tz})',
          volume: 'Gross volume',
          succeeded: 'Payments succeeded',
          available: 'Balance available',
          disputes: 'Open disputes',
        },
        shortcuts: { title: 'Shortcuts', none: 'No pages are open to your role yet.' },
        recent: { title: 'Latest payments', none: 'No payments yet in this mode.' },
      },
    },
  },
  {
    app: {
      home: {
        greeting: { morning: '早上好，%{name}', afternoon: '下午好，%{name}', evening: '晚上好，%{name}' },
        subtitle: '%{business} 今日概况。',
        failed: '首页加载失败。',
        notForRole: '您的角色无权查看',
        state: {
          title: '您的账户',
          next: '下一步',
          allDone: '已全部完成。',
          noSteps: '后续步骤由账户所有者完成。',
          verify: '需要商户认证',
          fix: '商户认证需要修改',
          review: '商户认证审核中',
          verified: '已通过商户认证',
          testMode: '测试模式',
          liveMode: '正式模式',
        },
        steps: {
          verify: {
            title: '完成商户认证',
            body: '商户认证通过后即可使用正式支付和付款。',
            waiting: '我们正在审核您的资料，完成后将邮件通知您。',
            action: '完成商户认证',
          },
          apiKey: { title: '创建 API 密钥', body: '您的服务器使用密钥在此模式下收款。', action: '创建密钥' },
          paymentLink: { title: '创建第一个支付链接', body: '分享链接即可收款，无需编写代码。', action: '创建链接' },
          team: { title: '邀请团队成员', body: '为同事开通独立登录并分配角色。', action: '邀请' },
        },
        today: {
          title: '今日',
          subtitle: '自零点起（%{tz}）',
          volume: '交易总额',
          succeeded: '成功支付笔数',
          available: '可用余额',
          disputes: '未结争议',
        },
        shortcuts: { title: '快捷入口', none: '您的角色暂无可打开的页面。' },
        recent: { title: '最近支付', none: '此模式下暂无支付。' },
      },
    },
  },
);
