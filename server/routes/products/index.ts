// GET /products (Explore all products, /allProducts): every product with its state for this account, in this mode
// and on this host, and what enables it. The rule is domain/products.ts, the route table's own gates.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCTS, PRODUCT_ENABLERS, PRODUCT_STATES, productStatuses } from '../../../domain/products';
import { signedIn } from '../../http/signed-in';
import { requestVariant } from '../../http/variant';
import { envelope, ok } from '../../lib/reply';
import { accountIssuingEnabled, accountKycStatus } from '../../repositories/accounts';

const productStatusSchema = z.object({
  product: z.enum(PRODUCTS),
  state: z.enum(PRODUCT_STATES),
  enabler: z.enum(PRODUCT_ENABLERS).nullable(),
  path: z.string().nullable(),
});

export const productRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products',
    {
      onRequest: app.requireAction('products', 'list'),
      schema: {
        tags: ['products'],
        security: [{ bearer: [] }],
        summary: 'Every product with its state for this account (active, needs verification, not enabled, not in your region) and what enables it',
        response: { 200: envelope(z.array(productStatusSchema)) },
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const [kycStatus, issuingEnabled] = await Promise.all([
        accountKycStatus(app.db, auth.accountId),
        accountIssuingEnabled(app.db, auth.accountId),
      ]);
      return ok(productStatuses({
        ...requestVariant(request),
        permissions: auth.permissions,
        role: auth.role,
        kycEnabled: kycStatus === 'approved',
        issuingEnabled,
      }));
    },
  );
};
