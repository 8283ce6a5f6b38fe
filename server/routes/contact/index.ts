// POST /api/contact: the public contact form. No account is needed, so it is rate limited per address, and nothing
// is stored in a table of its own: the message is mailed to the support address (the dev mailbox outside SMTP).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema, type ContactMessage } from '../../../domain/contact';
import type { Mail } from '../../lib/mailer';
import { envelope, errorSchema, ok } from '../../lib/reply';

/**
 * Where contact messages go. A fixed address rather than a setting, by decision: a deployment forwards this mailbox
 * (or its SMTP relay rewrites it) instead of the app growing a config key for one form.
 */
export const SUPPORT_ADDRESS = 'support@localhost';

export function contactMail(m: ContactMessage): Mail {
  return {
    to: SUPPORT_ADDRESS,
    subject: `Contact (${m.topic}): ${m.name}`,
    text: [
      `From: ${m.name} <${m.email}>`,
      `Company: ${m.company ?? '-'}`,
      `Topic: ${m.topic}`,
      '',
      m.message,
    ].join('\n'),
  };
}

export const contactRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: `Send a message to support (${SUPPORT_ADDRESS}); public, 5 a minute per address`,
        body: contactSchema,
        response: { 200: envelope(z.object({ sent: z.literal(true) })), 400: errorSchema },
      },
    },
    async (request) => {
      await app.mailer.send(contactMail(request.body));
      return ok({ sent: true as const });
    },
  );
};
