// Messages of the gateway page (/gateway, app.gateway). Chinese terms follow /work/shared/docs/GLOSSARY.md
// (正式模式 / 测试模式).
import { defineArea } from '../defineArea';

export const gateway = defineArea(
  {
    app: {
      gateway: {
        subtitle: 'The payment methods your checkout takes and the credentials of your own payment gateway.',
        methodsTitle: 'Payment methods',
        methodsBody: 'The card brands your payment links and invoices take in this mode.',
        editMethods: 'Edit payment methods',
        on: 'on',
        off: 'off',
        credentialsTitle: 'Gateway credentials',
        credentialsBody: 'The secret key is stored encrypted and never shown again; only its last four characters are.',
        appliesTest: 'These credentials apply to test mode. Live mode has its own.',
        appliesLive: 'These credentials apply to live mode. Test mode has its own.',
        provider: 'Gateway',
        merchantId: 'Merchant ID at the gateway',
        secret: 'Secret key',
        secretHint: 'At least 12 characters.',
        secretKeep: 'Leave empty to keep the saved key (%{masked}).',
        savedSecret: 'Saved secret key: %{masked}',
        save: 'Save credentials',
        saved: 'Gateway credentials saved.',
        loadFailed: 'The gateway credentials could not be loaded.',
      },
    },
  },
  {
    app: {
      gateway: {
        subtitle: '收银台接受的支付方式，以及您自有支付网关的凭证。',
        methodsTitle: '支付方式',
        methodsBody: '当前模式下支付链接和账单接受的银行卡品牌。',
        editMethods: '编辑支付方式',
        on: '已开启',
        off: '已关闭',
        credentialsTitle: '网关凭证',
        credentialsBody: '密钥加密保存，保存后不再显示，只显示最后四个字符。',
        appliesTest: '以下凭证适用于测试模式，正式模式另有一套。',
        appliesLive: '以下凭证适用于正式模式，测试模式另有一套。',
        provider: '网关',
        merchantId: '网关商户号',
        secret: '密钥',
        secretHint: '至少 12 个字符。',
        secretKeep: '留空则保留已保存的密钥（%{masked}）。',
        savedSecret: '已保存的密钥：%{masked}',
        save: '保存凭证',
        saved: '网关凭证已保存。',
        loadFailed: '无法加载网关凭证。',
      },
    },
  },
);
