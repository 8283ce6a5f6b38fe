// The balance calls beyond simple-rest: the balance page's figures and chart, the account's virtual account, and in
// test mode the simulated bank transfer (under an Idempotency-Key, so a double click sends one).
import type { SimulateTransferInput } from '../../../domain/balance/records';
import type { BalanceSummary } from '../../../domain/wire';
import type { HttpClient } from '../httpCore';

export interface BalanceHistory {
  currency: string;
  /** The zone whose days the points are. */
  tz: string;
  points: { date: string; balance: number }[];
}

export interface VirtualAccount {
  accountNumber: string;
  bankName: string;
  swift: string;
  accountName: string;
}

export const balanceCalls = (http: HttpClient) => ({
  /** `tz`: the zone of the pending schedule's days (the reader's chosen one, else UTC, when absent). */
  balanceSummary: (tz?: string) => http.requestData<BalanceSummary[]>({ url: '/balance/summary', ...(tz && { data: { tz } }) }),
  balanceHistory: (currency: string, days: number, tz: string) => http.requestData<BalanceHistory>({ url: '/balance/history', data: { currency, days, tz } }),
  virtualAccount: () => http.requestData<VirtualAccount>({ url: '/topups/virtual-account' }),
  simulateTransfer: (input: SimulateTransferInput, key: string) =>
    http.requestData<{ queued: boolean; arrivesInSeconds: number }>({ url: '/topups/simulate-transfer', method: 'POST', data: input, headers: { 'idempotency-key': key } }),
});
