// The public hosted checkout: what is paid, the card payment and the 3-D Secure answer. No sign-in and no mode:
// the token decides the account and the mode, so calls go to the live base without a token.
import type { CheckoutPayInput, CheckoutPayResult, CheckoutView } from '../../../domain/checkout';
import type { PromotionQuote } from '../../../domain/subscriptions/quote';
import type { HttpClient } from '../httpCore';

const at = (token: string, action = '') => `/checkout/${encodeURIComponent(token)}${action}`;
const open = { test: false, auth: false, envelope: false } as const;

export const checkoutCalls = (http: HttpClient) => ({
  checkoutView: (token: string) => http.requestBody<CheckoutView>({ url: at(token), ...open }),
  /** `key`: the attempt's Idempotency-Key, so a resent attempt answers the first one instead of paying twice. */
  checkoutPay: (token: string, body: CheckoutPayInput, key: string) =>
    http.requestBody<CheckoutPayResult>({ url: at(token, '/pay'), method: 'POST', data: body, headers: { 'Idempotency-Key': key }, ...open }),
  /** A plan's checkout: the first charge with a promotion code (checked, not redeemed). */
  checkoutPromotion: (token: string, body: { promotionCode: string; email?: string }) =>
    http.requestBody<PromotionQuote>({ url: at(token, '/promotion'), method: 'POST', data: body, ...open }),
  checkoutThreeDs: (token: string, paymentId: string, result: 'pass' | 'fail') =>
    http.requestBody<CheckoutPayResult>({ url: at(token, '/3ds'), method: 'POST', data: { paymentId, result }, ...open }),
});
