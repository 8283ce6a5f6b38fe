// Builders for the payment-link and checkout tests: links through the API, invoices straight into the table (for
// states the invoice routes reach), and a public checkout client that comes from its own address.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { objectId, randomId } from '../../domain/random-id';
import type { DbOrTx } from '../../server/db/client';
import { invoices } from '../../server/db/schema';
import type { Scope } from '../../server/repositories/scope';
import { CARDS, type ApiClient } from './payments';

type Json = Record<string, unknown>;

/** Creates a payment link through the API (fails the test on a non-201) and returns its record with its token. */
export async function createLink(client: ApiClient, body: Json = {}) {
  const res = await client.post('/payment-links', { currency: 'USD', amount: 2500, description: 'Yoga class', ...body });
  if (res.statusCode !== 201) throw new Error(`payment link not created: ${res.statusCode} ${res.body}`);
  const link = res.json() as { id: string; url: string; amount: number; currency: string; [k: string]: unknown };
  return { ...link, token: link.url.split('/pay/')[1] };
}

let addresses = 0;

/** The public checkout as a payer sees it: no token, no account header, one client address per payer. */
export function payer(app: FastifyInstance, opts: { lang?: string; ip?: string } = {}) {
  addresses++;
  const remoteAddress = opts.ip ?? `172.16.${(addresses >> 8) & 255}.${addresses & 255}`;
  const headers = opts.lang ? { 'accept-language': opts.lang } : {};
  return {
    view: (token: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url: `/api/checkout/${token}`, headers, remoteAddress }),
    /** `key`: the Idempotency-Key the page sends with an attempt. */
    pay: (token: string, body: unknown, key?: string): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: `/api/checkout/${token}/pay`,
        headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
        payload: body as Json,
        remoteAddress,
      }),
    threeDs: (token: string, body: unknown): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/api/checkout/${token}/3ds`, headers, payload: body as Json, remoteAddress }),
  };
}

/** What the checkout page sends: the card, the payer, and the amount and currency it showed. */
export function payBody(due: { amount: number; currency: string }, card: string = CARDS.success, overrides: Json = {}): Json {
  return {
    card: { number: card, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' },
    name: 'Grace Hopper',
    email: 'grace@example.test',
    amount: due.amount,
    currency: due.currency,
    ...overrides,
  };
}

/** An invoice row in any state, with a pay token unless it is a draft. */
export async function insertInvoice(db: DbOrTx, scope: Scope, overrides: Partial<typeof invoices.$inferInsert> = {}) {
  const status = overrides.status ?? 'open';
  const [row] = await db
    .insert(invoices)
    .values({
      id: objectId('inv'),
      accountId: scope.accountId,
      livemode: scope.livemode,
      number: `INV-T${randomId(6)}`,
      status,
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      currency: 'EUR',
      feeType: 'tuition',
      items: [{ name: 'Tuition', quantity: 2, unitAmount: 60_000, amount: 120_000 }],
      totalAmount: 120_000n,
      dueDate: '2030-01-31',
      payToken: status === 'draft' ? null : randomId(32),
      finalizedAt: status === 'draft' ? null : new Date(),
      ...overrides,
    })
    .returning();
  return row;
}
