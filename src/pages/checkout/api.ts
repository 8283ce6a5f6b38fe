// The public checkout API (billing contract): the view of what is paid, the card payment and the 3-D Secure answer.
// No sign-in and no mode: the token decides the account and the mode, so calls go to the live base without a token.
import type { CheckoutPayInput, CheckoutPayResult, CheckoutRefusal, CheckoutView } from '../../../domain/checkout';
import { http } from '../../providers/runtime';

export type { CheckoutView };
export type NotPayableReason = CheckoutRefusal;
export type PayResult = CheckoutPayResult;
export type PayBody = CheckoutPayInput;

const path = (token: string, action = '') => `/checkout/${encodeURIComponent(token)}${action}`;

export const checkoutApi = {
  view: (token: string) => http.requestBody<CheckoutView>({ url: path(token), test: false, auth: false, envelope: false }),
  /** `key`: the attempt's Idempotency-Key, so a resent attempt answers the first one instead of paying twice. */
  pay: (token: string, body: PayBody, key: string) =>
    http.requestBody<PayResult>({
      url: path(token, '/pay'),
      method: 'POST',
      data: body,
      test: false,
      auth: false,
      envelope: false,
      headers: { 'Idempotency-Key': key },
    }),
  threeDs: (token: string, paymentId: string, result: 'pass' | 'fail') =>
    http.requestBody<PayResult>({ url: path(token, '/3ds'), method: 'POST', data: { paymentId, result }, test: false, auth: false, envelope: false }),
};
