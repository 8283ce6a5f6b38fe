// What the invoice routes share: OpenAPI tags, the id parameters, the permission codes of spec section 6, and the
// per-request context (scope, clock, and the origin the pay links point at).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicOrigin } from '../../lib/request-info';
import type { InvoiceContext } from '../../services/invoices/context';
import { signedIn } from '../../http/signed-in';

export const tags = ['invoices'];
export const security = [{ bearer: [] }];
export const idParams = z.object({ id: z.string().min(1).max(64) });
export const attachmentParams = z.object({ id: z.string().min(1).max(64), attachmentId: z.string().min(1).max(64) });

/**
 * Spec section 6 codes. Reading a single invoice is also open to editors (the edit page loads it first), and
 * attachments may be added by whoever may create or edit a draft.
 */
export function contextOf(app: FastifyInstance, request: FastifyRequest): InvoiceContext {
  return { db: app.db, scope: signedIn(request).scope, now: new Date(), origin: publicOrigin(app.config, request) };
}

