// Creating a payment: the customer (existing or new), the card network's answer, and the payment's first
// statuses with their events and ledger entries, all in the caller's transaction.
import { paymentMessage } from '../../../domain/payment-messages';
import type { PaymentRecord } from '../../../domain/payment-records';
import type { CreatePaymentInput } from '../../../domain/payments';
import { objectId } from '../../../domain/random-id';
import type { DbOrTx } from '../../db/client';
import { accountKycStatus } from '../../repositories/accounts';
import { AppError, FieldErrors } from '../../lib/errors';
import type { CardDetails, CardNetwork } from '../../processor';
import { findCustomer, findCustomerByEmail, insertCustomer, type CustomerRow } from '../../repositories/customers';
import { insertEvents } from '../../repositories/events';
import { insertPayment, type NewPaymentRow } from '../../repositories/payments';
import type { Scope } from '../../repositories/scope';
import { paymentCreatedEvent } from '../events';
import { applyAuthorization, type PaymentContext } from './lifecycle';
import { paymentRecordOf } from './records';

export async function assertCanTakePayments(db: DbOrTx, scope: Scope) {
  if (!scope.livemode) return;
  if ((await accountKycStatus(db, scope.accountId)) !== 'approved') throw new AppError(403, paymentMessage('live_payments_need_kyc'));
}

/** The customer given by id, or found by e-mail, or created from the details. */
async function resolveCustomer(db: DbOrTx, scope: Scope, input: CreatePaymentInput): Promise<CustomerRow | undefined> {
  if (input.customerId) {
    const found = await findCustomer(db, scope, input.customerId);
    if (!found) throw FieldErrors({ customerId: paymentMessage('customer_not_found') });
    return found;
  }
  if (!input.customer) return undefined;
  const { name, email, phone } = input.customer;
  const existing = email ? await findCustomerByEmail(db, scope, email) : undefined;
  return existing ?? insertCustomer(db, scope, { id: objectId('cus'), name, email: email ?? null, phone: phone ?? null });
}

/** What a payment was taken for, set by the hosted checkout (not part of the public create body). */
export interface PaymentOrigin {
  invoiceId?: string;
  paymentLinkId?: string;
}

/** A card the network already knows (a subscription's saved card): charged without its number. */
export type SavedCard = CardDetails;

/**
 * Creates the payment of `input`, charging its card; or, with `saved`, the saved card (input.card is then ignored:
 * a renewal has no card details, only the saved card's fingerprint and expiry).
 */
export async function createPayment(ctx: PaymentContext, input: CreatePaymentInput, origin: PaymentOrigin = {}, saved?: SavedCard): Promise<PaymentRecord> {
  const { tx, scope, network, now } = ctx;
  await assertCanTakePayments(tx, scope);
  const customer = await resolveCustomer(tx, scope, input);
  const card = saved ?? network.describe(input.card);
  const created = await insertPayment(tx, scope, newPaymentRow(input, origin, customer, card, network, now));
  await insertEvents(tx, scope, [paymentCreatedEvent(paymentRecordOf(created), now)]);
  const outcome = saved ? network.authorizeSaved(saved, now) : network.authorize(input.card, now);
  const settled = await applyAuthorization(ctx, created, outcome);
  return paymentRecordOf(settled);
}

/** The row of a new payment, processing (createPayment's, and each of a subscription billing batch's). */
export function newPaymentRow(input: CreatePaymentInput, origin: PaymentOrigin, customer: CustomerRow | undefined, card: CardDetails, network: CardNetwork, now: Date): NewPaymentRow {
  return {
    id: objectId('pay'),
    status: 'processing',
    amount: BigInt(input.amount),
    currency: input.currency,
    captureMethod: input.capture ? 'automatic' : 'manual',
    customerId: customer?.id ?? null,
    customerName: customer?.name ?? input.billing?.name ?? null,
    customerEmail: customer?.email ?? input.billing?.email ?? null,
    merchantOrderId: input.merchantOrderId ?? null,
    channelOrderId: network.reference(),
    reference: input.reference ?? null,
    description: input.description ?? null,
    invoiceId: origin.invoiceId ?? null,
    paymentLinkId: origin.paymentLinkId ?? null,
    metadata: input.metadata ?? {},
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    cardCountry: card.country,
    cardCurrency: card.currency,
    cardFingerprint: card.fingerprint,
    billing: input.billing ?? null,
    shipping: input.shipping ?? null,
    trackingNumber: input.trackingNumber ?? null,
    createdAt: now,
    updatedAt: now,
  };
}
