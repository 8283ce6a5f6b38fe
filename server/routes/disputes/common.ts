// What the dispute routes share: OpenAPI tags, the id parameters, and the detail every answer about one dispute
// carries (the dispute with its payment, evidence files and history).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Scope } from '../../repositories/scope';
import { signedIn } from '../../http/signed-in';
import { NotFound } from '../../lib/errors';
import { attachmentsOf } from '../../repositories/attachments';
import { findDispute } from '../../repositories/disputes';
import { findPayment } from '../../repositories/payments';
import { disputeDetailOf } from '../../services/disputes/records';

export const tags = ['disputes'];
export const security = [{ bearer: [] }];
export const fileParams = z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) });

/** `scope`: the caller's unless told (the other-mode lookup of server/http/list-resource.ts asks in the other mode). */
export async function disputeDetail(app: FastifyInstance, request: FastifyRequest, id: string, scope: Scope = signedIn(request).scope) {
  const dispute = await findDispute(app.db, scope, id);
  if (!dispute) throw NotFound();
  const payment = await findPayment(app.db, scope, dispute.paymentId);
  if (!payment) throw NotFound();
  return disputeDetailOf(app.db, scope, dispute, payment, await attachmentsOf(app.db, scope, 'dispute', [id]));
}
