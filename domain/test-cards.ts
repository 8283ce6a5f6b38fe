// The simulator's documented test cards (docs/test-cards.md) offered by the "Create test payment" dialog.
export interface TestCard {
  number: string;
  /** i18n key under app.payments.testCards. */
  outcome: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '5555555555554444', outcome: 'succeedsMastercard' },
  { number: '4000002500000003', outcome: 'succeedsEur' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficientFunds' },
  { number: '4000000000000069', outcome: 'expiredCard' },
  { number: '4000000000000127', outcome: 'incorrectCvc' },
  { number: '4000002760003184', outcome: 'threeDs' },
  { number: '4000000000000259', outcome: 'disputeLater' },
  { number: '4000000000005126', outcome: 'refundFails' },
  { number: '4000000000000077', outcome: 'availableNow' },
];

/** 4242424242424242 -> 4242 4242 4242 4242 */
export const groupCardNumber = (n: string): string => n.replace(/(\d{4})(?=\d)/g, '$1 ');
