// The merchant contract signature shown on the overview: who signed and when. Signing needs `agreed: true` (the
// dialog's checkbox); signing again keeps the first signature. Per account, so both API bases see the same one.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contractRecord, signContractSchema } from '../../../domain/stats-records';
import type { DbOrTx } from '../../db/client';
import { findContractSignature, insertContractSignature } from '../../repositories/contracts';
import { envelope, ok } from '../../lib/reply';
import { signedIn } from '../../http/signed-in';

async function contractOf(db: DbOrTx, accountId: string): Promise<z.infer<typeof contractRecord>> {
  const row = await findContractSignature(db, accountId);
  if (!row) return { signed: false, signedAt: null, signerName: null, signerEmail: null };
  return { signed: true, signedAt: row.signedAt.toISOString(), signerName: row.name, signerEmail: row.email };
}

export const contractRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['contract'];
  const security = [{ bearer: [] }];

  app.get(
    '/contract',
    { onRequest: app.requireAction('contract', 'show'), schema: { tags, security, summary: 'Whether the merchant contract is signed, by whom and when', response: { 200: envelope(contractRecord) } } },
    async (request) => ok(await contractOf(app.db, signedIn(request).scope.accountId)),
  );

  app.post(
    '/contract',
    {
      // Signing binds the merchant: the owner/admin rule, not a reading code.
      onRequest: app.requireAction('contract', 'sign'),
      schema: {
        tags, security, summary: 'Sign the merchant contract (needs agreed: true)',
        body: signContractSchema,
        response: { 200: envelope(contractRecord) },
      },
    },
    async (request) => {
      const { accountId } = signedIn(request).scope;
      await insertContractSignature(app.db, accountId, signedIn(request).userId, new Date());
      return ok(await contractOf(app.db, accountId));
    },
  );
};
