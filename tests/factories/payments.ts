// Builders for the payments tests: a signed-in merchant with a small API client per mode, test payments through
// the real API, and ledger top-ups so refunds have a balance to come from.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../../server/db/client';
import { createSession } from '../../server/repositories/sessions';
import { insertLedgerEntries } from '../../server/repositories/ledger';
import type { Scope } from '../../server/repositories/scope';
import { rememberSecret } from '../helpers/secrets';
import { addMember, createUser } from '../../server/services/accounts';
import { randomId } from '../../domain/random-id';
import { buildMerchant, TEST_PASSWORD } from './index';

type Json = Record<string, unknown>;

export interface ApiClient {
  scope: Scope;
  get(path: string, query?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Query values that are not strings are sent as JSON, as ra-data-simple-rest does. */
function queryString(query: Record<string, unknown> = {}): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()}`;
}

let clients = 0;

export function apiClient(app: FastifyInstance, token: string, scope: Scope): ApiClient {
  const base = scope.livemode ? '/api' : '/test/api';
  const auth = { authorization: `Bearer ${token}`, 'x-account-id': scope.accountId };
  // Each client its own address, so the per-IP request limit of one process never trips a test.
  clients++;
  const remoteAddress = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  return {
    scope,
    get: (path, query) => app.inject({ method: 'GET', url: `${base}${path}${queryString(query)}`, headers: auth, remoteAddress }),
    post: (path, body, headers = {}) =>
      app.inject({ method: 'POST', url: `${base}${path}`, headers: { ...auth, ...headers }, payload: (body ?? {}) as Json, remoteAddress }),
    put: (path, body, headers = {}) =>
      app.inject({ method: 'PUT', url: `${base}${path}`, headers: { ...auth, ...headers }, payload: (body ?? {}) as Json, remoteAddress }),
  };
}

/** A merchant (with the given permissions) signed in: a client for test mode and one for live mode. */
export async function signedInMerchant(app: FastifyInstance, db: DbOrTx, opts: { permissions?: string[]; role?: 'owner' | 'admin' | 'member'; issuingEnabled?: boolean } = {}) {
  const m = await buildMerchant(db, opts);
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  rememberSecret('live session token', s.liveToken);
  rememberSecret('test session token', s.testToken);
  for (const [name, number] of Object.entries(CARDS)) rememberSecret(`card number (${name})`, number);
  return {
    ...m,
    test: apiClient(app, s.testToken, { accountId: m.account.id, livemode: false }),
    live: apiClient(app, s.liveToken, { accountId: m.account.id, livemode: true }),
  };
}

/**
 * A second member of a merchant's account (its own user, added by the accounts service as an invitation would),
 * signed in to that account: clients for both modes. For what needs two people, such as a payout's second approval.
 */
export async function teammate(app: FastifyInstance, db: DbOrTx, accountId: string, opts: { permissions?: string[]; role?: 'owner' | 'admin' | 'member'; nickname?: string } = {}) {
  const suffix = randomId(8).toLowerCase();
  const user = await createUser(db, { email: `member-${suffix}@example.test`, password: TEST_PASSWORD, nickname: opts.nickname ?? `Member ${suffix}`, status: 'active' });
  await addMember(db, { accountId, userId: user.id, role: opts.role ?? 'member', permissions: opts.permissions ?? ['*'] });
  const s = await createSession(db, { userId: user.id, accountId, ttlHours: 1 });
  rememberSecret('live session token', s.liveToken);
  rememberSecret('test session token', s.testToken);
  return {
    user,
    test: apiClient(app, s.testToken, { accountId, livemode: false }),
    live: apiClient(app, s.liveToken, { accountId, livemode: true }),
  };
}

export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  threeDs: '4000002760003184',
  disputeLater: '4000000000000259',
  refundFails: '4000000000005126',
  availableNow: '4000000000000077',
  euro: '4000002500000003',
} as const;

export function paymentBody(overrides: Json = {}, card: string = CARDS.success): Json {
  return {
    amount: 10_000,
    currency: 'USD',
    card: { number: card, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    customer: { name: 'Ada Lovelace', email: 'ada@example.test' },
    ...overrides,
  };
}

/** Makes a payment through the API and returns its record (fails the test on a non-201). */
export async function makePayment(client: ApiClient, overrides: Json = {}, card?: string) {
  const res = await client.post('/payments', paymentBody(overrides, card));
  if (res.statusCode !== 201) throw new Error(`payment not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; status: string; amount: number; currency: string; fee: number; [k: string]: unknown };
}

/** Credits an available balance in a currency (an adjustment entry), so refunds can be covered. */
export async function topUp(db: DbOrTx, scope: Scope, currency: string, amount: number) {
  const now = new Date(Date.now() - 1000);
  await insertLedgerEntries(db, scope, [{ currency, amount: BigInt(amount), type: 'adjustment', sourceId: `adj_${Date.now()}`, availableOn: now, createdAt: now }]);
}
