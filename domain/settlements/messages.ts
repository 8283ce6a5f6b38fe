// The settlement, reconciliation and reports area's messages in both languages; merged into domain/messages.ts.
export const settlementMessages = {
  settlement_test_mode_only: { en: 'Settlement runs can be simulated in test mode only.', zh: '只能在测试模式下模拟结算。' },
  settlement_run_too_far: { en: 'The simulated time can be at most 10 days ahead.', zh: '模拟时间最多可提前 10 天。' },
  report_period_from_invalid: { en: 'Enter the first day of the period as a date (YYYY-MM-DD).', zh: '请以日期格式（YYYY-MM-DD）输入开始日期。' },
  report_period_to_invalid: { en: 'Enter the last day of the period as a date (YYYY-MM-DD).', zh: '请以日期格式（YYYY-MM-DD）输入结束日期。' },
  report_period_order: { en: 'The last day must not be before the first day.', zh: '结束日期不能早于开始日期。' },
  report_period_too_long: { en: 'A report covers at most 366 days.', zh: '一份报表最多覆盖 366 天。' },
  report_timezone_invalid: { en: 'Choose a valid time zone.', zh: '请选择有效的时区。' },
  report_not_ready: { en: 'This report is not ready for download.', zh: '该报表尚未生成，无法下载。' },
  report_expired: { en: 'This report has expired; generate it again.', zh: '该报表已过期，请重新生成。' },
  statement_file_invalid: { en: 'Upload the bank statement as a CSV file.', zh: '请上传 CSV 格式的银行对账单。' },
  statement_empty: { en: 'The bank statement has no rows.', zh: '银行对账单没有任何数据行。' },
  statement_too_many_rows: { en: 'The bank statement has more than 10,000 rows.', zh: '银行对账单超过 10,000 行。' },
  statement_missing_column: { en: 'The bank statement needs the columns date, reference, amount and currency.', zh: '银行对账单需要以下列：date、reference、amount、currency。' },
  statement_row_invalid: { en: 'Line {line}: {field} is not valid.', zh: '第 {line} 行：{field} 无效。' },
} as const;
