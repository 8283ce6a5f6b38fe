// The balance per currency (available and pending), as sums of ledger entries.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceRecord } from '../../../domain/payment-records';
import { envelope, ok } from '../../lib/reply';
import { balances } from '../../services/ledger';
import { signedIn } from '../../http/signed-in';

export const balanceRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/balance',
    {
      onRequest: app.requireAction('overview', 'balance'),
      schema: {
        tags: ['balance'],
        security: [{ bearer: [] }],
        summary: 'Available and pending balance per currency (sums of ledger entries)',
        response: { 200: envelope(z.array(balanceRecord)) },
      },
    },
    async (request) => ok(await balances(app.db, signedIn(request).scope, new Date())),
  );
};
