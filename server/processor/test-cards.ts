// The documented test cards of the simulated card network (also in docs/test-cards.md). The number decides what
// the network does; any other valid number behaves like 4242 4242 4242 4242 with the brand of its first digits.

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

export type CardScenario =
  | { kind: 'success' }
  | { kind: 'decline'; code: DeclineCode }
  /** The issuer asks for 3-D Secure; the outcome is the cardholder's (POST /payments/:id/3ds). */
  | { kind: 'three_ds' }
  /** Succeeds; the cardholder disputes it later (the payment is flagged for the disputes area). */
  | { kind: 'dispute_later' }
  /** Succeeds; any refund of it is refused by the network. */
  | { kind: 'refund_fails' }
  /** Succeeds and the funds skip the pending period: available at once. */
  | { kind: 'available_now' };

export interface TestCard {
  number: string;
  brand: 'VISA' | 'Mastercard' | 'American Express' | 'UnionPay' | 'JCB';
  country: string;
  currency: string;
  scenario: CardScenario;
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'success' }, description: 'Succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', country: 'US', currency: 'USD', scenario: { kind: 'success' }, description: 'Succeeds' },
  { number: '378282246310005', brand: 'American Express', country: 'US', currency: 'USD', scenario: { kind: 'success' }, description: 'Succeeds (American Express)' },
  { number: '6200000000000005', brand: 'UnionPay', country: 'CN', currency: 'CNY', scenario: { kind: 'success' }, description: 'Succeeds (UnionPay)' },
  { number: '3566002020360505', brand: 'JCB', country: 'JP', currency: 'JPY', scenario: { kind: 'success' }, description: 'Succeeds (JCB)' },
  { number: '4000002500000003', brand: 'VISA', country: 'FR', currency: 'EUR', scenario: { kind: 'success' }, description: 'Succeeds (a euro card: FX fee on other currencies)' },
  { number: '4000001560000002', brand: 'VISA', country: 'CN', currency: 'CNY', scenario: { kind: 'success' }, description: 'Succeeds (a yuan card)' },
  { number: '4000003920000003', brand: 'VISA', country: 'JP', currency: 'JPY', scenario: { kind: 'success' }, description: 'Succeeds (a yen card)' },
  { number: '4000004140000005', brand: 'VISA', country: 'KW', currency: 'KWD', scenario: { kind: 'success' }, description: 'Succeeds (a dinar card)' },
  { number: '4000000000000002', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'decline', code: 'card_declined' }, description: 'Declined: card_declined' },
  { number: '4000000000009995', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'decline', code: 'insufficient_funds' }, description: 'Declined: insufficient_funds' },
  { number: '4000000000000069', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'decline', code: 'expired_card' }, description: 'Declined: expired_card' },
  { number: '4000000000000127', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'decline', code: 'incorrect_cvc' }, description: 'Declined: incorrect_cvc' },
  { number: '4000002760003184', brand: 'VISA', country: 'DE', currency: 'EUR', scenario: { kind: 'three_ds' }, description: '3-D Secure required, then passed or failed' },
  { number: '4000000000000259', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'dispute_later' }, description: 'Succeeds, then disputed later' },
  { number: '4000000000005126', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'refund_fails' }, description: 'Succeeds; refunds fail' },
  { number: '4000000000000077', brand: 'VISA', country: 'US', currency: 'USD', scenario: { kind: 'available_now' }, description: 'Succeeds; funds available at once' },
];

const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c]));

export function findTestCard(number: string): TestCard | undefined {
  return BY_NUMBER.get(number);
}

/**
 * The brand a number's first digits announce: Visa 4, Mastercard 51-55 and 2221-2720, American Express 34 and 37,
 * UnionPay 62, JCB 3528-3589.
 */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  if (two === 34 || two === 37) return 'American Express';
  if (two === 62) return 'UnionPay';
  if (four >= 3528 && four <= 3589) return 'JCB';
  return 'Other';
}
