// The payment-link record as it crosses the wire (domain/wire.ts).
import type { PaymentLink } from '../../../domain/wire';

export type { PaymentLink };
export type LinkStatus = PaymentLink['status'];

export { linkDetailPath } from '../../components/record/paths';
