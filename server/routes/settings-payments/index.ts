// The account's payment methods in the base's mode (/settingspayments): which card brands its hosted checkout takes.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentMethodsSchema } from '../../../domain/payment-methods';
import { envelope, ok } from '../../lib/reply';
import { getPaymentMethods, savePaymentMethods } from '../../services/payment-methods';
import { signedIn } from '../../http/signed-in';

export const paymentMethodRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  app.get(
    '/settings/payment-methods',
    {
      onRequest: app.requireAction('payment-methods', 'show'),
      schema: { tags, security, summary: 'The card brands the hosted checkout takes in this mode', response: { 200: envelope(paymentMethodsSchema) } },
    },
    async (request) => ok(await getPaymentMethods(app.db, signedIn(request).scope)),
  );

  app.put(
    '/settings/payment-methods',
    {
      onRequest: app.requireAction('payment-methods', 'edit'),
      schema: {
        tags,
        security,
        summary: 'Turn card brands on or off for the hosted checkout in this mode (at least one stays on)',
        body: paymentMethodsSchema,
        response: { 200: envelope(paymentMethodsSchema) },
      },
    },
    async (request) => {
      const { scope, userId } = signedIn(request);
      return ok(await app.db.transaction((tx) => savePaymentMethods(tx, scope, userId, request.body)));
    },
  );
};
