// Builders for the disputes API tests: a merchant whose client can also upload evidence files and send raw calls,
// a payment disputed through the test network's action, and a valid 1x1 PNG and a one-page PDF for the packet.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../../server/db/client';
import { createSession } from '../../server/repositories/sessions';
import type { Scope } from '../../server/repositories/scope';
import { buildMerchant } from './index';
import { multipart, type FilePart } from './onboarding';
import { apiClient, makePayment, type ApiClient } from './payments';
import { rememberSecret } from '../helpers/secrets';

export interface DisputeClient extends ApiClient {
  upload(disputeId: string, fields: Record<string, string>, file?: FilePart): Promise<LightMyRequestResponse>;
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

function disputeClient(app: FastifyInstance, token: string, scope: Scope): DisputeClient {
  const base = scope.livemode ? '/api' : '/test/api';
  const auth = { authorization: `Bearer ${token}`, 'x-account-id': scope.accountId };
  return {
    ...apiClient(app, token, scope),
    upload: (disputeId, fields, file) => {
      const body = multipart(fields, file);
      return app.inject({ method: 'POST', url: `${base}/disputes/${disputeId}/files`, headers: { ...auth, ...body.headers }, payload: body.payload });
    },
    send: (method, path, payload) => app.inject({ method, url: `${base}${path}`, headers: auth, payload: payload as never }),
  };
}

export async function disputeMerchant(app: FastifyInstance, db: Db, opts: { permissions?: string[]; role?: 'owner' | 'admin' | 'member' } = {}) {
  const m = await buildMerchant(db, opts);
  const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  rememberSecret('live session token', s.liveToken);
  rememberSecret('test session token', s.testToken);
  return {
    ...m,
    test: disputeClient(app, s.testToken, { accountId: m.account.id, livemode: false }),
    live: disputeClient(app, s.liveToken, { accountId: m.account.id, livemode: true }),
  };
}

/** A captured test payment disputed now with `reason` (a chargeback unless told). */
export async function disputedPayment(client: DisputeClient, opts: { amount?: number; reason?: string; kind?: 'inquiry' | 'chargeback'; payment?: Record<string, unknown> } = {}) {
  const payment = await makePayment(client, { amount: opts.amount ?? 10_000, ...opts.payment });
  const res = await client.post(`/payments/${payment.id}/dispute`, { reason: opts.reason ?? 'product_not_received', kind: opts.kind ?? 'chargeback' });
  if (res.statusCode !== 201) throw new Error(`dispute not opened: ${res.statusCode} ${res.body}`);
  return { payment, dispute: res.json() as { id: string; status: string; amount: number; fee: number; dueBy: string; [k: string]: unknown } };
}

/** A real 1x1 PNG (decodable, so the packet draws it). */
export const REAL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A real PDF of `pages` pages, each with a line of text. */
export async function realPdf(pages: number, text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < pages; i++) {
    if (i > 0) doc.addPage();
    doc.text(`${text} page ${i + 1}`);
  }
  doc.end();
  return done;
}
