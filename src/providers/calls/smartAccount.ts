// The smart account's calls beyond simple-rest: the account (its number, payer details and balances) and, in test
// mode, a payer's simulated transfer (under an Idempotency-Key, so a double click sends one).
import type { SimulateIncomingInput } from '../../../domain/smart-account/records';
import type { SmartAccount } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

export const smartAccountCalls = (http: HttpClient) => ({
  smartAccount: () => http.requestData<SmartAccount>({ url: '/smart-account' }),
  simulateIncoming: (input: SimulateIncomingInput, key: string) =>
    http.requestData<{ queued: boolean; arrivesInSeconds: number }>({ url: '/smart-account-incoming/simulate', method: 'POST', data: input, headers: { 'idempotency-key': key } }),
});
