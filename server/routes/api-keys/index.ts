// The account's API keys in the base's mode (codes settings or DevelopTest): the list and one key (publishable keys
// in full, secret keys masked, with scopes, expiry, last use and the last day's calls), reveal a test secret, create a secret
// key (standard or restricted) whose value is answered once, roll a key with an expiry for the old one, delete one.
import { writeAudit } from '../../repositories/audit-log';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createApiKeySchema, rollApiKeySchema } from '../../../domain/api-keys';
import { apiKeyRecord, createdApiKeyRecord, rolledApiKeyRecord } from '../../../domain/api-key-records';
import { NotFound } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { findApiKey } from '../../repositories/api-keys';
import { createKey, findKey, listKeys, removeKey, rollKey } from '../../services/api-keys';
import { idParams, listResource, registerListResource } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';

const tags = ['api keys'];
const security = [{ bearer: [] }];

/** The list (no query: a mode has a handful of keys) and one key, each with its calls of the last 24 hours. */
export const apiKeyResource = listResource({
  resource: 'api-keys',
  tags,
  record: apiKeyRecord,
  list: {
    summary: 'API keys of the account in this mode (simple-rest; publishable first, then by age; expired keys until they are cleaned up)',
    page: async ({ db, scope }) => {
      const records = await listKeys(db, scope, new Date());
      return { records, total: records.length };
    },
  },
  detail: {
    summary: 'One API key: kind, name, scopes, expiry, last use and the last day’s calls (a secret’s value never)',
    refusals: { 404: errorSchema },
    find: async ({ db, scope }, id) => {
      const key = await findKey(db, scope, id, new Date());
      if (!key) throw NotFound();
      return key;
    },
  },
});

export const apiKeyRoutes: FastifyPluginAsync = async (base) => {
  registerListResource(base, apiKeyResource);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = (action: string) => app.requireAction('api-keys', action);

  app.get(
    '/api-keys/:id/reveal',
    {
      onRequest: guard('reveal'),
      schema: {
        tags,
        security,
        summary: 'Reveal a secret key (test mode keys only; a live secret is shown once at creation)',
        params: idParams,
        response: { 200: envelope(z.object({ value: z.string() })), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const key = await findApiKey(app.db, auth.scope, request.params.id);
      if (!key || key.value === null) throw NotFound();
      request.log.info({ keyId: key.id }, 'api key revealed');
      await writeAudit(app.db, {
        accountId: auth.accountId, action: 'api_key.revealed', actor: { userId: auth.userId || null, email: auth.email || null }, ip: request.ip,
        target: { type: 'api_key', id: key.id, label: `${key.name} (${key.livemode ? 'live' : 'test'})` },
      });
      reply.header('cache-control', 'no-store');
      return ok({ value: key.value });
    },
  );

  app.post(
    '/api-keys',
    {
      onRequest: guard('create'),
      schema: {
        tags,
        security,
        summary: 'Create a secret key: standard without scopes, restricted with them (none, read or write per resource). Its value is in this answer; a live secret is never shown again',
        body: createApiKeySchema,
        response: { 201: envelope(createdApiKeyRecord), 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const key = await app.db.transaction((tx) => createKey(tx, signedIn(request).scope, request.body, new Date()));
      request.log.info({ keyId: key.id, restricted: key.scopes !== null }, 'api key created');
      return reply.code(201).header('cache-control', 'no-store').send(ok(key));
    },
  );

  app.post(
    '/api-keys/:id/roll',
    {
      onRequest: guard('roll'),
      schema: {
        tags,
        security,
        summary: 'Roll a key: a successor with the same name, kind and scopes (its value in this answer), the old key working until the chosen expiry (now, 1h, 24h, 7d)',
        params: idParams,
        body: rollApiKeySchema,
        response: { 200: envelope(rolledApiKeyRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const rolled = await app.db.transaction((tx) => rollKey(tx, signedIn(request).scope, request.params.id, request.body.expireOld, new Date()));
      request.log.info({ keyId: request.params.id, successor: rolled.key.id, expireOld: request.body.expireOld }, 'api key rolled');
      return reply.header('cache-control', 'no-store').send(ok(rolled));
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      onRequest: guard('delete'),
      schema: {
        tags,
        security,
        summary: 'Delete a key: refused at once from now on. The mode’s last standard key of a kind in use is rolled instead (409)',
        params: idParams,
        response: { 200: envelope(z.object({ id: z.string() })), 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => removeKey(tx, signedIn(request).scope, request.params.id, new Date()));
      request.log.info({ keyId: request.params.id }, 'api key deleted');
      return ok({ id: request.params.id });
    },
  );
};
