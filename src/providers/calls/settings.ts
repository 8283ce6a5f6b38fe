// The account's settings in the current mode: the payment methods of the hosted checkout (/settingspayments).
import type { PaymentMethods } from '../../../domain/payment-methods';
import type { HttpClient } from '../httpCore';

export const settingsCalls = (http: HttpClient) => ({
  paymentMethods: () => http.requestData<PaymentMethods>({ url: '/settings/payment-methods' }),
  savePaymentMethods: (methods: PaymentMethods) => http.requestData<PaymentMethods>({ url: '/settings/payment-methods', method: 'PUT', data: methods }),
});
