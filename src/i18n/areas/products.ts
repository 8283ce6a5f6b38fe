// Messages of Explore all products (/allProducts, app.products). Chinese terms follow /work/shared/docs/GLOSSARY.md
// (商户认证, 正式模式 / 测试模式).
import { defineArea } from '../defineArea';

export const products = defineArea(
  {
    app: {
      products: {
        subtitle: 'Every product of your account, whether you can use it now and what turns it on.',
        loadFailed: 'The products could not be loaded.',
        retry: 'Try again',
        open: 'Open',
        count: '%{active} of %{total} active',
        states: {
          active: 'Active',
          needs_verification: 'Needs verification',
          not_enabled: 'Not enabled',
          not_in_region: 'Not in your region',
        },
        enablers: {
          verify_business: 'Finish business verification to turn it on.',
          request_issuing: 'Ask us to turn on card issuing for your account.',
          test_mode: 'Available in test mode only: switch to test mode to try it.',
          live_mode: 'Not offered in test mode here: switch to live mode to use it.',
          ask_owner: 'Your role does not include it: ask an owner of the account for access.',
          region: 'Not offered in your region.',
        },
        actions: { verify_business: 'Verify business', request_issuing: 'Contact us' },
      },
    },
  },
  {
    app: {
      products: {
        subtitle: '账户中的全部产品：现在能否使用，以及如何开通。',
        loadFailed: '无法加载产品列表。',
        retry: '重试',
        open: '打开',
        count: '已开通 %{active} / 共 %{total}',
        states: {
          active: '已开通',
          needs_verification: '需完成认证',
          not_enabled: '未开通',
          not_in_region: '所在地区不提供',
        },
        enablers: {
          verify_business: '完成商户认证后即可开通。',
          request_issuing: '请联系我们为您的账户开通发卡服务。',
          test_mode: '仅在测试模式下提供：切换到测试模式即可试用。',
          live_mode: '此处的测试模式不提供该产品：请切换到正式模式使用。',
          ask_owner: '您的角色不包含此产品：请向账户所有者申请权限。',
          region: '您所在的地区不提供此产品。',
        },
        actions: { verify_business: '商户认证', request_issuing: '联系我们' },
      },
    },
  },
);
