// Sends the sign-in family's mails (activation, reset link, "already registered" notice) off the request, so the
// answer to a known and an unknown address takes the same work: see server/services/auth/auth-mail.ts.
import { AUTH_MAIL, sendAuthMail, type AuthMailRequest } from '../../services/auth/auth-mail';
import { defineJob } from '../definition';

export { AUTH_MAIL };

export const authMailJob = defineJob<AuthMailRequest>({
  name: AUTH_MAIL,
  retryLimit: 4,
  retryDelaySeconds: 20,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 5,
  // Someone is waiting for this mail.
  pollingSeconds: 1,
  async handle(data, ctx) {
    await sendAuthMail(ctx.db, ctx.mailer, data);
  },
});
