// Calls of the payments pages beyond react-admin's simple-rest reads: create a test payment, capture, cancel,
// 3-D Secure, the events of a payment. Records arrive as JSON, so their timestamps are ISO strings (Wire).
import type { EventRecord, PaymentDetailRecord, PaymentRecord, RefundRecord } from '../../../domain/payment-records';
import { randomId } from '../../../domain/random-id';
import { http } from '../../providers/runtime';

/** A record as it crosses the wire: Date fields are ISO strings. */
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type Payment = Wire<PaymentRecord>;
export type Refund = Wire<RefundRecord>;
export type PaymentEvent = Wire<EventRecord>;
export type PaymentDetail = Wire<Omit<PaymentDetailRecord, 'refunds' | 'timeline'>> & {
  refunds: Refund[];
  timeline: Wire<PaymentDetailRecord['timeline'][number]>[];
};

/** A fresh key per user attempt: a double click replays the first answer instead of paying or refunding twice. */
export const idempotencyKey = (): string => randomId(32);

export interface TestPaymentInput {
  amount: number;
  currency: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
  customer?: { name: string; email?: string };
  description?: string;
  capture: boolean;
}

export const paymentsApi = {
  create: (input: TestPaymentInput, key: string) =>
    http.requestBody<Payment>({ url: '/payments', method: 'POST', data: input, envelope: false, headers: { 'Idempotency-Key': key } }),
  action: (id: string, action: 'capture' | 'cancel', key: string) =>
    http.requestData<Payment>({ url: `/payments/${encodeURIComponent(id)}/${action}`, method: 'POST', data: {}, headers: { 'Idempotency-Key': key } }),
  threeDs: (id: string, result: 'pass' | 'fail', key: string) =>
    http.requestData<Payment>({ url: `/payments/${encodeURIComponent(id)}/3ds`, method: 'POST', data: { result }, headers: { 'Idempotency-Key': key } }),
  events: (id: string) => http.requestData<PaymentEvent[]>({ url: `/payments/${encodeURIComponent(id)}/events` }),
};
