// One planned payment as the row the services would have stored: customer, card, addresses, outcome details.
import { paymentMessages } from '../../domain/payment-messages';
import { PAYMENT_STATUSES, type ThreeDsStatus } from '../../domain/payment-status';
import type { PaymentRow } from '../repositories/payments';
import type { Scope } from '../repositories/scope';
import { ARABIC_NAMES, CHINESE_NAMES, JAPANESE_NAMES, PRODUCTS, PROFILES, SEED_CURRENCIES, WESTERN_FIRST, WESTERN_LAST, type CurrencyProfile } from './payment-data';
import { availableOnOf, type PaymentPlan, type Random } from './payment-plan';

export interface SeedCustomer {
  id: string;
  name: string;
  email: string;
}

/** What every row of one seeded world shares. */
export interface World {
  scope: Scope;
  plan: PaymentPlan;
  r: Random;
  newId: (prefix: string) => string;
  customers: SeedCustomer[];
  /** The disbursement that paid each payment out, by payment index. */
  disbursementIds: (string | null)[];
  now: number;
}

export function personName(r: Random, style: CurrencyProfile['names']): string {
  if (style === 'chinese') return r.pick(CHINESE_NAMES);
  if (style === 'japanese') return r.pick(JAPANESE_NAMES);
  if (style === 'arabic') return r.pick(ARABIC_NAMES);
  return `${r.pick(WESTERN_FIRST)} ${r.pick(WESTERN_LAST)}`;
}

const DECLINES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'authentication_failed'] as const;
const STREETS = ['Market St', 'Main St', 'Harbour Rd', 'Park Ave'];

function threeDsOf(r: Random, status: PaymentRow['status'], failure: string | null, currency: string): ThreeDsStatus {
  if (status === 'incomplete') return 'required';
  if (failure === 'authentication_failed') return 'failed';
  // European cards meet 3-D Secure far more often (strong customer authentication).
  return r.next() < (currency === 'EUR' ? 0.4 : 0.05) ? 'passed' : 'not_required';
}

export function paymentRowOf(w: World, i: number): PaymentRow {
  const { plan, r } = w;
  const currency = SEED_CURRENCIES[plan.currency[i]];
  const profile = PROFILES[currency];
  const status = PAYMENT_STATUSES[plan.status[i]];
  const customer = plan.customer[i] >= 0 ? w.customers[plan.customer[i]] : null;
  const createdAt = new Date(plan.time[i]);
  const capturedAt = Number.isNaN(plan.capturedAt[i]) ? null : new Date(plan.capturedAt[i]);
  const failure = status === 'failed' ? r.pick(DECLINES) : null;
  const name = customer?.name ?? (r.next() < 0.5 ? personName(r, profile.names) : null);
  const address = {
    name: name ?? undefined,
    email: customer?.email,
    line1: `${1 + r.int(200)} ${r.pick(STREETS)}`,
    city: r.pick(profile.cities),
    country: profile.country,
    postalCode: String(10000 + r.int(89999)),
  };
  const shipped = r.next() < 0.4;
  const day = createdAt.toISOString().slice(0, 10).replace(/-/g, '');
  return {
    id: w.newId('pay'),
    accountId: w.scope.accountId,
    livemode: w.scope.livemode,
    status,
    amount: BigInt(plan.amount[i]),
    currency,
    amountRefunded: BigInt(plan.refunded[i]),
    serviceFee: BigInt(plan.serviceFee[i]),
    fxFee: BigInt(plan.fxFee[i]),
    captureMethod: plan.manual[i] ? 'manual' : 'automatic',
    customerId: customer?.id ?? null,
    customerName: name,
    customerEmail: customer?.email ?? null,
    merchantOrderId: r.next() < 0.8 ? `ORD-${day}-${String(i + 1).padStart(6, '0')}` : null,
    channelOrderId: w.newId('ch'),
    reference: r.next() < 0.1 ? `REF-${1000 + r.int(9000)}` : null,
    invoiceId: null,
    paymentLinkId: null,
    description: r.pick(PRODUCTS),
    metadata: { channel: r.pick(['web', 'ios', 'android', 'pos']) },
    paymentMethod: 'card',
    cardBrand: r.next() < 0.6 ? 'VISA' : 'Mastercard',
    cardLast4: String(r.int(10000)).padStart(4, '0'),
    cardExpMonth: 1 + r.int(12),
    cardExpYear: createdAt.getUTCFullYear() + 1 + r.int(5),
    cardCountry: plan.cross[i] ? 'US' : profile.country,
    cardCurrency: plan.cross[i] ? SEED_CURRENCIES[(plan.currency[i] + 1) % SEED_CURRENCIES.length] : currency,
    cardFingerprint: null,
    threeDsStatus: threeDsOf(r, status, failure, currency),
    failureCode: failure,
    failureMessage: failure ? paymentMessages[`decline_${failure}`].en : null,
    disputeExpected: capturedAt !== null && r.next() < 0.005,
    openDisputeId: null,
    legacyStage: null,
    billing: r.next() < 0.7 ? address : null,
    shipping: shipped ? address : null,
    trackingNumber: shipped && capturedAt ? `1Z${String(r.int(1e9)).padStart(9, '0')}` : null,
    disbursementId: w.disbursementIds[i],
    createdAt,
    updatedAt: createdAt,
    capturedAt,
    availableOn: capturedAt ? new Date(availableOnOf(w.plan, i)) : null,
    canceledAt: status === 'canceled' ? new Date(Math.min(plan.time[i] + r.between(3_600_000, 3 * 86_400_000), w.now - 1000)) : null,
  };
}
