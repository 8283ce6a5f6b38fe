// The payment-link record as it crosses the wire (domain/payment-links/records.ts, timestamps as ISO strings).
import type { PaymentLinkRecord } from '../../../domain/payment-links/records';
import type { Wire } from '../payments/api';

export type PaymentLink = Wire<PaymentLinkRecord>;
export type LinkStatus = PaymentLink['status'];

export const linkDetailPath = (id: string): string => `/paymentLinkDetail?id=${encodeURIComponent(id)}`;
