// Builders for the invoices API tests: a signed-in merchant with a client per mode that can also PUT, DELETE and
// upload, a valid invoice body, and shortcuts to create an invoice in each state.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accounts } from '../../server/db/schema';
import { createSession } from '../../server/repositories/sessions';
import type { Scope } from '../../server/repositories/scope';
import { buildMerchant } from './index';
import { multipart, type FilePart } from './onboarding';
import { apiClient, type ApiClient } from './payments';

type Json = Record<string, unknown>;

export interface InvoiceClient extends ApiClient {
  put(path: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(path: string): Promise<LightMyRequestResponse>;
  upload(invoiceId: string, fields: Record<string, string>, file?: FilePart): Promise<LightMyRequestResponse>;
  /** Any request with the client's credentials; the payload is sent as given (a string stays raw). */
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts?: { payload?: string | Buffer | Json; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
}

function invoiceClient(app: FastifyInstance, token: string, scope: Scope): InvoiceClient {
  const base = scope.livemode ? '/api' : '/test/api';
  const auth = { authorization: `Bearer ${token}`, 'x-account-id': scope.accountId };
  return {
    ...apiClient(app, token, scope),
    put: (path, body, headers = {}) => app.inject({ method: 'PUT', url: `${base}${path}`, headers: { ...auth, ...headers }, payload: body as Json }),
    del: (path) => app.inject({ method: 'DELETE', url: `${base}${path}`, headers: auth }),
    upload: (invoiceId, fields, file) => {
      const body = multipart(fields, file);
      return app.inject({ method: 'POST', url: `${base}/invoices/${invoiceId}/attachments`, headers: { ...auth, ...body.headers }, payload: body.payload });
    },
    send: (method, path, opts = {}) => app.inject({ method, url: `${base}${path}`, headers: { ...auth, ...opts.headers }, payload: opts.payload }),
  };
}

export async function invoiceMerchant(app: FastifyInstance, db: Db, opts: { permissions?: string[]; timezone?: string } = {}) {
  const m = await buildMerchant(db, { permissions: opts.permissions });
  if (opts.timezone) await db.update(accounts).set({ timezone: opts.timezone }).where(eq(accounts.id, m.account.id));
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  return {
    ...m,
    test: invoiceClient(app, s.testToken, { accountId: m.account.id, livemode: false }),
    live: invoiceClient(app, s.liveToken, { accountId: m.account.id, livemode: true }),
  };
}
export type InvoiceMerchant = Awaited<ReturnType<typeof invoiceMerchant>>;

export function invoiceBody(overrides: Json = {}): Json {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    country: 'GB',
    currency: 'USD',
    feeType: 'tuition',
    items: [
      { name: 'Autumn term', quantity: 2, unitAmount: 150_000 },
      { name: 'Library card', quantity: 1, unitAmount: 2_550 },
    ],
    reference: 'STU-1001',
    paymentMethod: 'card',
    dueDate: '2099-06-30',
    memo: 'Thank you',
    ...overrides,
  };
}
/** The total of invoiceBody's default items. */
export const DEFAULT_TOTAL = 2 * 150_000 + 2_550;

export async function createInvoice(client: ApiClient, overrides: Json = {}) {
  const res = await client.post('/invoices', invoiceBody(overrides));
  if (res.statusCode !== 201) throw new Error(`invoice not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; number: string; status: string; totalAmount: number; payUrl: string | null; [k: string]: unknown };
}

/** Runs an action (finalize, cancel, duplicate) and returns the answer's record, failing on an unexpected status. */
export async function act(client: ApiClient, id: string, action: 'finalize' | 'cancel' | 'duplicate') {
  const res = await client.post(`/invoices/${id}/${action}`);
  if (res.statusCode >= 300) throw new Error(`${action} answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: string; number: string; status: string; payUrl: string | null; [k: string]: unknown };
}
