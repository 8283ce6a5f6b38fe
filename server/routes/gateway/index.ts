// /gateway: the account's gateway credentials in the base's mode, answered masked; saving needs settingspayments.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gatewayCredentialsRecordSchema, gatewayCredentialsSchema } from '../../../domain/gateway';
import { signedIn } from '../../http/signed-in';
import { envelope, ok } from '../../lib/reply';
import { getGatewayCredentials, saveGatewayCredentials, secretsKey } from '../../services/gateway';

export const gatewayRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['gateway'];
  const security = [{ bearer: [] }];
  const key = secretsKey(app.config.SECRETS_KEY);

  app.get(
    '/gateway/credentials',
    {
      onRequest: app.requireAction('gateway', 'show'),
      schema: { tags, security, summary: 'The gateway credentials of this mode, the secret masked (null when none are saved)', response: { 200: envelope(gatewayCredentialsRecordSchema.nullable()) } },
    },
    async (request) => ok(await getGatewayCredentials(app.db, signedIn(request).scope)),
  );

  app.put(
    '/gateway/credentials',
    {
      onRequest: app.requireAction('gateway', 'edit'),
      schema: {
        tags,
        security,
        summary: 'Save the gateway credentials of this mode (the secret is stored encrypted; leave it out to keep the stored one)',
        body: gatewayCredentialsSchema,
        response: { 200: envelope(gatewayCredentialsRecordSchema) },
      },
    },
    async (request) => {
      const { scope, userId } = signedIn(request);
      return ok(await app.db.transaction((tx) => saveGatewayCredentials(tx, key, scope, userId, request.body)));
    },
  );
};
