// The public hosted checkout under /api/checkout (no sign-in; the token decides account and mode): the page's
// data, pay with a card, and the 3-D Secure result. Rate limited per client address and token.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutPayResultRecord, checkoutPaySchema, checkoutThreeDsSchema, checkoutViewRecord } from '../../../domain/checkout';
import { langFromAcceptLanguage, translateMessage } from '../../../domain/messages';
import { errorSchema } from '../../lib/reply';
import { NotFound } from '../../lib/errors';
import { uploadStore } from '../../lib/uploads';
import { findProfileByLogo } from '../../repositories/business-profile';
import { simulatedNetwork } from '../../processor';
import { disputeSimulation } from '../../services/disputes/schedule';
import { completeCheckoutThreeDs, payCheckout, type CheckoutAttempt } from '../../services/checkout/pay';
import { checkoutView } from '../../services/checkout/view';
import { quotePromotion } from '../../services/checkout/promotion';
import { promotionQuoteRecord, promotionQuoteSchema } from '../../../domain/subscriptions/quote';

const tags = ['checkout'];
const tokenParams = z.object({ token: z.string().max(200) });

/** One bucket per client address and checkout token: a busy payer cannot lock others out of their own pages. */
function limitKey(request: FastifyRequest): string {
  const { token } = request.params as { token?: string };
  return `${request.ip}|${token ?? ''}`;
}

/** What an anonymous payer learns of any decline; the exact reason is on the merchant's payment detail. */
const GENERIC_DECLINE = 'card_declined';

/**
 * A generic decline in the payer's language: telling an anonymous caller "insufficient funds" or "incorrect CVC"
 * helps someone testing stolen cards, not the payer.
 */
function withMessage(request: FastifyRequest, attempt: CheckoutAttempt) {
  if (!attempt.failureCode) return { ...attempt, message: null };
  const lang = langFromAcceptLanguage(request.headers['accept-language']);
  return { ...attempt, failureCode: GENERIC_DECLINE, message: translateMessage(`decline_${GENERIC_DECLINE}`, lang) };
}

export const checkoutRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: limitKey } });
  const viewLimit = limit(app.config.CHECKOUT_VIEWS_PER_MINUTE);
  const payLimit = limit(app.config.CHECKOUT_PAYS_PER_MINUTE);
  const simulation = disputeSimulation(app.jobs, app.config.DISPUTE_SIMULATION_DELAY_SECONDS);
  const deps = () => ({ db: app.db, network: simulatedNetwork, now: new Date(), disputes: simulation });

  app.get(
    '/:token',
    {
      config: viewLimit,
      schema: { tags, summary: 'The checkout page of an invoice or a payment link (public)', params: tokenParams, response: { 200: checkoutViewRecord, 404: errorSchema } },
    },
    async (request) => checkoutView(app.db, request.params.token, new Date()),
  );

  // The merchants' logos (/settings-business), public as the checkout and the mails show them: only a stored name
  // that is some account's current logo is served, never any other upload.
  app.get(
    '/logos/:name',
    {
      config: viewLimit,
      schema: { tags, summary: 'A merchant logo shown on the checkout and in mails (public)', params: z.object({ name: z.string().regex(/^[a-f0-9]{32}$/) }) },
    },
    async (request, reply) => {
      const row = await findProfileByLogo(app.db, request.params.name);
      if (!row?.logoStoredName || !row.logoMime) throw NotFound();
      reply.type(row.logoMime).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=300');
      return reply.send(uploadStore(app.config.DATA_DIR).open(row.logoStoredName));
    },
  );

  app.post(
    '/:token/pay',
    {
      config: payLimit,
      schema: {
        tags,
        summary:
          'Pay with a card (test cards: docs/test-cards.md); 409 when it cannot be paid or the amount differs from what is due. An Idempotency-Key header makes a repeated submission answer the first one',
        params: tokenParams,
        body: checkoutPaySchema,
        response: { 200: checkoutPayResultRecord, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const answer = await payCheckout(deps(), request.params.token, request.body, key, (attempt) => checkoutPayResultRecord.parse(withMessage(request, attempt)));
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // The stored JSON text (already checked against the record schema), sent as it is.
      return reply
        .code(answer.statusCode as 200)
        .type('application/json; charset=utf-8')
        .send(answer.body as never);
    },
  );

  app.post(
    '/:token/promotion',
    {
      config: payLimit,
      schema: {
        tags,
        summary:
          "A plan's checkout: check a promotion code and answer the first charge it gives (what the Pay button shows); nothing is redeemed until the payment. 400 names promotionCode with the reason",
        params: tokenParams,
        body: promotionQuoteSchema,
        response: { 200: promotionQuoteRecord, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => quotePromotion(app.db, request.params.token, request.body, new Date()),
  );

  app.post(
    '/:token/3ds',
    {
      config: payLimit,
      schema: {
        tags,
        summary: "Complete 3-D Secure of a checkout payment with the cardholder's result",
        params: tokenParams,
        body: checkoutThreeDsSchema,
        response: { 200: checkoutPayResultRecord, 409: errorSchema },
      },
    },
    async (request) => withMessage(request, await completeCheckoutThreeDs(deps(), request.params.token, request.body)),
  );
};
