// The payment-method settings' messages, apart from their zod schema (./payment-methods.ts) so the shared message
// table stays free of zod.
export const paymentMethodMessages = {
  payment_methods_one_brand: {
    en: 'Keep at least one card brand turned on.',
    zh: '请至少开启一个银行卡品牌。',
  },
  checkout_brand_not_accepted: {
    en: 'This card brand is not accepted by this merchant. Please use another card.',
    zh: '该商户不接受此银行卡品牌，请使用其他银行卡。',
  },
} as const;
