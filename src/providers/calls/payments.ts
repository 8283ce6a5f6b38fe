// The payments calls beyond simple-rest: capture, cancel, 3-D Secure, the events of a payment. Every money move
// carries the Idempotency-Key of its user attempt (a test payment and a refund are simple-rest creates with the key
// in meta: see dataProvider.create).
import type { z } from 'zod';
import type { createPaymentSchema } from '../../../domain/payments';
import type { Payment, PaymentEvent } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

/** The body of POST /payments as the server's route schema reads it (before its defaults). */
export type TestPaymentInput = z.input<typeof createPaymentSchema>;

const at = (id: string, rest: string) => `/payments/${encodeURIComponent(id)}${rest}`;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

export const paymentCalls = (http: HttpClient) => ({
  capturePayment: (id: string, key: string) => http.requestData<Payment>({ url: at(id, '/capture'), method: 'POST', data: {}, headers: keyed(key) }),
  cancelPayment: (id: string, key: string) => http.requestData<Payment>({ url: at(id, '/cancel'), method: 'POST', data: {}, headers: keyed(key) }),
  answerThreeDs: (id: string, result: 'pass' | 'fail', key: string) =>
    http.requestData<Payment>({ url: at(id, '/3ds'), method: 'POST', data: { result }, headers: keyed(key) }),
  paymentEvents: (id: string) => http.requestData<PaymentEvent[]>({ url: at(id, '/events') }),
});
