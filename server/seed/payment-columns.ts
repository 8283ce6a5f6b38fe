// The payments table's columns for bulk inserts, and a payment row (as the repositories type it) in that order.
import type { PaymentRow } from '../repositories/payments';
import type { BulkColumn, BulkValue } from './bulk';

const COLUMNS: readonly (readonly [string, string, keyof PaymentRow])[] = [
  ['id', 'text', 'id'], ['account_id', 'text', 'accountId'], ['livemode', 'boolean', 'livemode'], ['status', 'text', 'status'],
  ['amount', 'bigint', 'amount'], ['currency', 'text', 'currency'], ['amount_refunded', 'bigint', 'amountRefunded'],
  ['service_fee', 'bigint', 'serviceFee'], ['fx_fee', 'bigint', 'fxFee'], ['capture_method', 'text', 'captureMethod'],
  ['customer_id', 'text', 'customerId'], ['customer_name', 'text', 'customerName'], ['customer_email', 'text', 'customerEmail'],
  ['merchant_order_id', 'text', 'merchantOrderId'], ['channel_order_id', 'text', 'channelOrderId'], ['reference', 'text', 'reference'],
  ['invoice_id', 'text', 'invoiceId'], ['description', 'text', 'description'], ['metadata', 'jsonb', 'metadata'],
  ['payment_method', 'text', 'paymentMethod'], ['card_brand', 'text', 'cardBrand'], ['card_last4', 'text', 'cardLast4'],
  ['card_exp_month', 'integer', 'cardExpMonth'], ['card_exp_year', 'integer', 'cardExpYear'], ['card_country', 'text', 'cardCountry'],
  ['card_currency', 'text', 'cardCurrency'], ['card_fingerprint', 'text', 'cardFingerprint'], ['three_ds_status', 'text', 'threeDsStatus'],
  ['failure_code', 'text', 'failureCode'], ['failure_message', 'text', 'failureMessage'], ['dispute_expected', 'boolean', 'disputeExpected'],
  ['billing', 'jsonb', 'billing'], ['shipping', 'jsonb', 'shipping'], ['tracking_number', 'text', 'trackingNumber'],
  ['disbursement_id', 'text', 'disbursementId'], ['created_at', 'timestamptz', 'createdAt'], ['updated_at', 'timestamptz', 'updatedAt'],
  ['captured_at', 'timestamptz', 'capturedAt'], ['canceled_at', 'timestamptz', 'canceledAt'], ['available_on', 'timestamptz', 'availableOn'],
];

export const PAYMENT_COLUMNS: BulkColumn[] = COLUMNS.map(([name, type]) => [name, type] as const);

export function paymentValues(row: PaymentRow): BulkValue[] {
  return COLUMNS.map(([, , key]) => row[key]);
}
