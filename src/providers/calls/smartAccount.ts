// The smart account's calls beyond simple-rest: the account (its number, payer details and balances) and, in test
// mode, a payer's simulated transfer, and a move between the available balance and the smart account (both under
// an Idempotency-Key, so a double click sends one).
import type { SimulateIncomingInput, SmartMoveInput, SmartMoveRecord } from '../../../domain/smart-account/records';
import type { SmartAccount } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

export const smartAccountCalls = (http: HttpClient) => ({
  smartAccount: () => http.requestData<SmartAccount>({ url: '/smart-account' }),
  simulateIncoming: (input: SimulateIncomingInput, key: string) =>
    http.requestData<{ queued: boolean; arrivesInSeconds: number }>({ url: '/smart-account-incoming/simulate', method: 'POST', data: input, headers: { 'idempotency-key': key } }),
  moveSmartFunds: (input: SmartMoveInput, key: string) =>
    http.requestBody<SmartMoveRecord>({ url: '/smart-account/moves', method: 'POST', data: input, headers: { 'idempotency-key': key } }),
});
