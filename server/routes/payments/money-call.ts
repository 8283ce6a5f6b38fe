// Runs a money-moving call in one transaction under its Idempotency-Key and sends the answer exactly as stored,
// so a replay is byte-for-byte the first answer (flagged with Idempotent-Replayed: true).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../lib/reply';
import { simulatedNetwork } from '../../processor';
import { runIdempotent } from '../../services/idempotency';
import { disputeSimulation } from '../../services/disputes/schedule';
import type { PaymentContext } from '../../services/payments/lifecycle';

export interface MoneyCallOptions<S extends z.ZodType> {
  statusCode: number;
  /** The record schema the answer is serialised through. */
  schema: S;
  /** Wrap in { code: 200, data, message } (non-resource calls). */
  envelope?: boolean;
}

export async function moneyCall<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: MoneyCallOptions<S>,
  work: (ctx: PaymentContext) => Promise<z.input<S>>,
) {
  const scope = request.auth!.scope;
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  const route = request.url.split('?')[0];
  const answer = await runIdempotent(app.db, scope, { key, space: { kind: 'merchant' }, method: request.method, route, body: request.body ?? {} }, async (tx) => {
    const data = opts.schema.parse(await work({ tx, scope, network: simulatedNetwork, now: new Date(), disputes: disputeSimulation(app.jobs, app.config.DISPUTE_SIMULATION_DELAY_SECONDS) }));
    return { statusCode: opts.statusCode, body: JSON.stringify(opts.envelope ? ok(data) : data) };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}
