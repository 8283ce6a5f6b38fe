// Reads the dev mailbox in API tests. The sign-in family's mails are sent by a job (auth_mail); the test apps run no
// workers, so the due mail jobs are run first, as a worker would.
import type { FastifyInstance } from 'fastify';
import { AUTH_MAIL } from '../../server/services/auth/auth-mail';

export interface MailView {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export async function mailbox(app: FastifyInstance, to: string): Promise<MailView[]> {
  while ((await app.jobs.runDue(AUTH_MAIL, 100)) > 0);
  const res = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`, remoteAddress: '127.0.0.1' });
  if (res.statusCode !== 200) throw new Error(`GET /api/dev/mailbox answered ${res.statusCode}: ${res.body}`);
  return res.json().data as MailView[];
}
