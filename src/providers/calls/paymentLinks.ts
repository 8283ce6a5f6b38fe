// The payment-link calls beyond simple-rest: create, deactivate, and the newest payments made through a link.
import type { PaymentLinkInput } from '../../../domain/payment-links/schema';
import type { Payment, PaymentLink } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

/** The newest payments of a link shown on its page; the payments list holds them all. */
export const LINK_PAYMENTS_SHOWN = 50;

export const paymentLinkCalls = (http: HttpClient) => ({
  createPaymentLink: (input: PaymentLinkInput) => http.requestBody<PaymentLink>({ url: '/payment-links', method: 'POST', data: input, envelope: false }),
  deactivatePaymentLink: (id: string) =>
    http.requestData<PaymentLink>({ url: `/payment-links/${encodeURIComponent(id)}/deactivate`, method: 'POST', data: {} }),
  paymentLinkPayments: async (id: string) => {
    const response = await http.request<Payment[]>({
      url: `/payment-links/${encodeURIComponent(id)}/payments`,
      data: { sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, LINK_PAYMENTS_SHOWN - 1]) },
      envelope: false,
    });
    if (response.error) throw response.error;
    const total = Number(response.headers.get('content-range')?.split('/').pop());
    const rows = response.body ?? [];
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  },
});
