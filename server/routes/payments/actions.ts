// Money-moving payment calls: create (through the card network), capture, cancel, complete 3-D Secure. Each
// accepts an Idempotency-Key.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentRecord, type PaymentRecord } from '../../../domain/payment-records';
import { createPaymentSchema, threeDsSchema } from '../../../domain/payments';
import { idempotencyHeaders } from '../../http/idempotent-call';
import { envelope } from '../../lib/reply';
import { cancelPayment, capturePayment, completeThreeDs } from '../../services/payments/actions';
import { createPayment } from '../../services/payments/create';
import type { PaymentContext } from '../../services/payments/lifecycle';
import { moneyCall } from './money-call';

const tags = ['payments'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const paymentActionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/payments',
    {
      onRequest: app.requireAction('payments', 'create'),
      schema: {
        tags,
        security,
        summary: 'Create a payment through the card network (see docs/test-cards.md); a decline answers a failed payment',
        headers: idempotencyHeaders,
        body: createPaymentSchema,
        response: { 201: paymentRecord },
      },
    },
    async (request, reply) => moneyCall(app, request, reply, { statusCode: 201, schema: paymentRecord }, (ctx) => createPayment(ctx, request.body)),
  );

  const action = (path: 'capture' | 'cancel', summary: string, run: (ctx: PaymentContext, id: string) => Promise<PaymentRecord>) =>
    app.post(
      `/payments/:id/${path}`,
      { onRequest: app.requireAction('payments', path), schema: { tags, security, summary, headers: idempotencyHeaders, params: idParams, response: { 200: envelope(paymentRecord) } } },
      async (request, reply) =>
        moneyCall(app, request, reply, { statusCode: 200, schema: paymentRecord, envelope: true }, (ctx) => run(ctx, request.params.id)),
    );
  action('capture', 'Capture an uncaptured (authorised) payment', capturePayment);
  action('cancel', 'Cancel an uncaptured payment or one awaiting 3-D Secure', cancelPayment);

  app.post(
    '/payments/:id/3ds',
    {
      onRequest: app.requireAction('payments', 'threeDs'),
      schema: {
        tags,
        security,
        summary: "Complete 3-D Secure with the cardholder's result",
        headers: idempotencyHeaders,
        params: idParams,
        body: threeDsSchema,
        response: { 200: envelope(paymentRecord) },
      },
    },
    async (request, reply) =>
      moneyCall(app, request, reply, { statusCode: 200, schema: paymentRecord, envelope: true }, (ctx) =>
        completeThreeDs(ctx, request.params.id, request.body.result),
      ),
  );
};
