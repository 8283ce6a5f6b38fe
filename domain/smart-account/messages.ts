// The smart account's messages in both languages; merged into domain/messages.ts.
export const smartAccountMessages = {
  smart_insufficient: { en: 'Amount: more than the smart account holds in this currency (with the fee).', zh: '金额：超过智能账户中该币种的余额（含手续费）。' },
  smart_amount_invalid: { en: 'Amount: enter an amount greater than zero.', zh: '金额：请输入大于零的金额。' },
  smart_currency_invalid: { en: 'Currency: choose a currency the smart account holds.', zh: '币种：请选择智能账户支持的币种。' },
  smart_payer_required: { en: 'Payer name: enter who sends the money.', zh: '付款人名称：请输入汇款人。' },
  smart_move_insufficient: { en: 'Amount: more than the smart account holds in this currency.', zh: '金额：超过智能账户中该币种的余额。' },
  smart_move_direction_invalid: { en: 'Direction: choose where the money goes.', zh: '方向：请选择资金转入何处。' },
  smart_test_mode_only: { en: 'Incoming transfers can only be simulated in test mode.', zh: '仅可在测试模式下模拟入账。' },
} as const;
