// Creating a refund: POST {base}/refunds with the key of this user attempt, so a double click refunds once.
import type { RefundReason } from '../../../domain/payments';
import { http } from '../../providers/runtime';
import type { Refund } from '../payments/api';

export const createRefund = (input: { paymentId: string; amount: number; reason: RefundReason }, key: string) =>
  http.requestBody<Refund>({ url: '/refunds', method: 'POST', data: input, envelope: false, headers: { 'Idempotency-Key': key } });
