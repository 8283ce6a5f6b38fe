// /settings-business (code settingsBusiness): the account's public business details and branding, on both API
// bases (the record is account-wide, not per mode). The details save as JSON; the logo as multipart (one `file`).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX_BYTES, businessProfileRecordSchema } from '../../../domain/business/profile';
import { signedIn } from '../../http/signed-in';
import { FieldErrors, NotFound } from '../../lib/errors';
import { withUpload } from '../../lib/multipart-upload';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { uploadStore } from '../../lib/uploads';
import { findBusinessProfile } from '../../repositories/business-profile';
import { changeBusinessLogo, getBusinessProfile, updateBusinessProfile, type BusinessActor } from '../../services/business/profile';

const tags = ['settings'];
const security = [{ bearer: [] }];

function actorOf(request: FastifyRequest): BusinessActor {
  const auth = signedIn(request);
  return { userId: auth.userId, email: auth.email, accountId: auth.accountId, ip: request.ip };
}

export const businessSettingsRoutes: FastifyPluginAsync = async (base) => {
  // The plugin's cap is one byte over the logo limit: a file cut off there is too large, one at the limit is not.
  await base.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = uploadStore(app.config.DATA_DIR);
  const show = app.requireAction('business-profile', 'show');
  const edit = app.requireAction('business-profile', 'edit');
  const record = { 200: envelope(businessProfileRecordSchema), 400: errorSchema };

  app.get(
    '/settings/business',
    { onRequest: show, schema: { tags, security, summary: 'The public business details and branding (the account name until saved)', response: record } },
    async (request) => ok(await getBusinessProfile(app.db, signedIn(request).accountId)),
  );

  app.put(
    '/settings/business',
    {
      onRequest: edit,
      schema: {
        tags,
        security,
        summary: 'Save the public business details and brand colour; each wrong field is named (400)',
        // Validated by the domain schema in the service, so each field gets its own translated message.
        body: z.unknown(),
        response: record,
      },
    },
    async (request) => ok(await updateBusinessProfile(app.db, actorOf(request), request.body)),
  );

  app.post(
    '/settings/business/logo',
    {
      onRequest: edit,
      schema: { tags, security, summary: 'Upload the logo (multipart `file`): PNG or JPEG by content, at most 1 MB', consumes: ['multipart/form-data'], response: record },
    },
    async (request) => {
      const tooLarge = () => FieldErrors({ file: 'biz_logo_too_large' });
      return ok(await withUpload(request, store, tooLarge, (upload) => changeBusinessLogo(app.db, store, actorOf(request), upload.file)));
    },
  );

  app.delete(
    '/settings/business/logo',
    { onRequest: edit, schema: { tags, security, summary: 'Remove the logo', response: record } },
    async (request) => ok(await changeBusinessLogo(app.db, store, actorOf(request), null)),
  );

  app.get(
    '/settings/business/logo',
    { onRequest: show, schema: { tags, security, summary: 'The logo file (404 without one)' } },
    async (request, reply) => {
      const row = await findBusinessProfile(app.db, signedIn(request).accountId);
      if (!row?.logoStoredName || !row.logoMime) throw NotFound();
      reply.type(row.logoMime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store');
      return reply.send(store.open(row.logoStoredName));
    },
  );
};
