// Runs a money-moving call in one transaction under its Idempotency-Key and sends the answer exactly as stored,
// so a replay is byte-for-byte the first answer (flagged with Idempotent-Replayed: true).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idempotentCall, type IdempotentCallOptions } from '../../http/idempotent-call';
import { simulatedNetwork } from '../../processor';
import { disputeSimulation } from '../../services/disputes/schedule';
import type { PaymentContext } from '../../services/payments/lifecycle';
import { signedIn } from '../../http/signed-in';

export type MoneyCallOptions<S extends z.ZodType> = IdempotentCallOptions<S>;

export async function moneyCall<S extends z.ZodType>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: MoneyCallOptions<S>,
  work: (ctx: PaymentContext) => Promise<z.input<S>>,
) {
  const scope = signedIn(request).scope;
  const disputes = disputeSimulation(app.jobs, app.config.DISPUTE_SIMULATION_DELAY_SECONDS);
  return idempotentCall(app, request, reply, opts, (tx) => work({ tx, scope, network: simulatedNetwork, now: new Date(), disputes }));
}
