// The balance area's messages (top-up limits and refusals) in both languages; merged into domain/messages.ts.
export const balanceMessages = {
  topup_amount_invalid: { en: 'Top-up amount: enter an amount greater than zero.', zh: '充值金额：请输入大于零的金额。' },
  topup_amount_too_small: { en: 'Top-up amount: below the minimum for this currency.', zh: '充值金额：低于该币种的最低限额。' },
  topup_amount_too_large: { en: 'Top-up amount: above the maximum for this currency.', zh: '充值金额：超过该币种的最高限额。' },
  topup_method_required: { en: 'Top-up method: choose bank transfer or card.', zh: '充值方式：请选择银行转账或银行卡。' },
  topup_card_required: { en: 'Card: enter the card to charge.', zh: '银行卡：请输入要扣款的银行卡。' },
  topup_card_declined: { en: 'Card: the card was declined; nothing was charged.', zh: '银行卡：该卡被拒绝，未扣款。' },
  topup_reference_required: { en: 'Reference: enter the reference the transfer quotes.', zh: '附言编号：请输入转账所附的编号。' },
  topup_test_mode_only: { en: 'Bank transfers are simulated in test mode only.', zh: '银行转账仅可在测试模式下模拟。' },
  topup_not_pending: { en: 'This top-up no longer waits for a transfer.', zh: '该充值已不在等待转账。' },
  // A refusal names its field (the amount of a payout, a move to the smart account, a funding of issuing).
  balance_insufficient_available: { en: 'Amount: more than the available balance in this currency.', zh: '金额：超过该币种的可用余额。' },
} as const;
