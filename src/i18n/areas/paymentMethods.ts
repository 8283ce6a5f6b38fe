// Messages of the payment-method settings (/settingspayments, app.paymentMethods) and the brand names the hosted
// checkout lists. Chinese terms follow /work/shared/docs/GLOSSARY.md (测试模式, 正式模式).
import { defineArea } from '../defineArea';

export const paymentMethods = defineArea(
  {
    app: {
      paymentMethods: {
        subtitle: 'Choose the cards your customers can pay with on your payment links and invoices.',
        cardsTitle: 'Cards',
        cardsBody: 'A card of a brand that is turned off is refused on the checkout before anything is charged.',
        appliesTest: 'These settings apply to test mode. Live mode has its own.',
        appliesLive: 'These settings apply to live mode. Test mode has its own.',
        save: 'Save',
        saved: 'Payment methods saved.',
        loadFailed: 'The payment methods could not be loaded.',
        brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', unionpay: 'UnionPay', jcb: 'JCB' },
        accepted: 'Accepted cards',
      },
    },
  },
  {
    app: {
      paymentMethods: {
        subtitle: '选择客户在支付链接和账单中可以使用的银行卡。',
        cardsTitle: '银行卡',
        cardsBody: '已关闭品牌的银行卡会在收银台被拒绝，不会产生任何扣款。',
        appliesTest: '以下设置适用于测试模式，正式模式另有一套设置。',
        appliesLive: '以下设置适用于正式模式，测试模式另有一套设置。',
        save: '保存',
        saved: '支付方式已保存。',
        loadFailed: '无法加载支付方式。',
        brands: { visa: 'Visa', mastercard: '万事达卡', amex: '美国运通', unionpay: '银联', jcb: 'JCB' },
        accepted: '可用银行卡',
      },
    },
  },
);
