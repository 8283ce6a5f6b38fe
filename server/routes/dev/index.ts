// Developer tools, opt-in. GET /api/dev/mailbox reads the mails the dev mailbox transport stored: it shows reset
// links, so it exists only with DEV_MAILBOX=on (refused in production by the config) and answers loopback clients only;
// POST /api/dev/issuing turns an account's issuing product on or off (for the end-to-end specs), under the same gate.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/reply';
import { sendError } from '../../plugins/errors';
import { isLoopback } from '../../lib/request-info';
import { listMailbox } from '../../repositories/mail-messages';
import { setAccountIssuingEnabled } from '../../repositories/accounts';

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** The attached files by name, type and size (their bytes are not kept). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
  /** The URLs found in the text, for tests and the mailbox page. */
  links: z.array(z.string()),
});

export const devRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Not registered at all unless opted in, in production or with SMTP: the paths answer the ordinary 404.
  if (!app.config.DEV_MAILBOX || app.config.NODE_ENV === 'production' || app.mailer.transport !== 'mailbox') return;
  // The socket's own peer, never X-Forwarded-For: a proxy header must not open the mailbox to the network.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return sendError(request, reply, 404, 'not_found');
  });

  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails stored by the dev mailbox, newest first (not available in production)',
        querystring: z.object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: envelope(z.array(mailSchema)) },
      },
    },
    async (request) => ok(await listMailbox(app.db, request.query)),
  );

  // The provider turns an account's issuing product on (the menu-display call's answer); there is no merchant-facing
  // switch, so the end-to-end specs turn it on for their own merchant here.
  app.post(
    '/issuing',
    {
      schema: {
        tags: ['dev'],
        summary: "Turn an account's issuing product on or off (not available in production)",
        body: z.object({ accountId: z.string().min(1).max(64), enabled: z.boolean() }),
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request, reply) => {
      if (!(await setAccountIssuingEnabled(app.db, request.body.accountId, request.body.enabled))) return sendError(request, reply, 404, 'not_found');
      return ok(request.body.enabled);
    },
  );
};
