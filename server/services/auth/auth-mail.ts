// The sign-in family's mails are composed and sent by a job (server/jobs/definitions/auth-mail.ts), never on the
// request: register, resend-activation and reset-mail queue one job whatever the address, so a known and an unknown
// address cost the request the same work and answer alike. The job reads the user as it is when it runs, issues the
// one-time link then (so no secret waits in the queue's table) and sends the mail, or nothing when there is no one
// to write to.
import type { Lang } from '../../../domain/messages';
import type { Db, DbOrTx } from '../../db/client';
import { AUTH_MAIL, type JobSender } from '../../lib/queues';
import type { Mailer } from '../../lib/mailer';
import { issueEmailToken } from '../../repositories/email-tokens';
import { findUserByEmail } from '../../repositories/users';
import { invitationForMail, setInvitationToken } from '../../repositories/team';
import { newSecret, sha256 } from '../../lib/tokens';
import { INVITATION_TTL_DAYS, isBuiltinRoleId, ROLE_LABELS } from '../../../domain/team/roles';
import { renderEmail } from './emails';

/** The job queue the mails go through (server/jobs/definitions/auth-mail.ts). */
export { AUTH_MAIL };
export const ACTIVATION_TTL_MINUTES = 24 * 60;
export const RESET_TTL_MINUTES = 60;

export interface AuthMailRequest {
  /** activate: the pending user's link; resetPassword: the user's reset link; registerNotice: "you already have one". */
  kind: 'activate' | 'resetPassword' | 'registerNotice' | 'teamInvite';
  /** teamInvite: the invitation whose link the job issues. */
  invitationId?: string;
  email: string;
  lang: Lang;
  /** Where the links point (PUBLIC_URL or the server's own name, decided on the request). */
  origin: string;
}

/** Queues the mail; in `tx` when given, so a registration that does not commit mails no one. */
export function queueAuthMail(jobs: JobSender, kind: AuthMailRequest['kind'], email: string, req: { lang: Lang; origin: string }, tx?: DbOrTx, invitationId?: string) {
  const data: AuthMailRequest = { kind, email, lang: req.lang, origin: req.origin, ...(invitationId && { invitationId }) };
  return jobs.send(AUTH_MAIL, data, tx ? { tx } : {});
}

export function linkTo(origin: string, path: string, secret: string): string {
  return `${origin}${path}?token=${encodeURIComponent(secret)}`;
}

/** The mail a request asks for, given the user as they are now; null when it goes to no one. */
export async function composeAuthMail(db: Db, req: AuthMailRequest) {
  if (req.kind === 'teamInvite') return composeInvitationMail(db, req);
  const user = await findUserByEmail(db, req.email);
  if (!user || user.status === 'disabled') return null;
  switch (req.kind) {
    case 'activate': {
      if (user.status !== 'pending') return null;
      const { secret } = await issueEmailToken(db, user.id, 'activate', ACTIVATION_TTL_MINUTES);
      return renderEmail('activate', req.lang, user.email, { nickname: user.nickname, link: linkTo(req.origin, '/verify', secret) });
    }
    case 'resetPassword': {
      const { secret } = await issueEmailToken(db, user.id, 'reset_password', RESET_TTL_MINUTES);
      return renderEmail('resetPassword', req.lang, user.email, { nickname: user.nickname, link: linkTo(req.origin, '/resetpwd', secret) });
    }
    case 'registerNotice':
      return renderEmail('registerNotice', req.lang, user.email, { login: `${req.origin}/login`, reset: `${req.origin}/resetmail` });
    default:
      return null;
  }
}

/**
 * An invitation's mail: a fresh link for a pending invitation (its hash replaces the previous one's, so only the
 * newest mail's link works), to the invited address whether or not it has a user yet.
 */
async function composeInvitationMail(db: Db, req: AuthMailRequest) {
  if (!req.invitationId) return null;
  const row = await invitationForMail(db, req.invitationId);
  if (!row || row.invitation.status !== 'pending' || row.invitation.expiresAt <= new Date()) return null;
  const secret = newSecret();
  await setInvitationToken(db, row.invitation.id, sha256(secret));
  const roleName = isBuiltinRoleId(row.invitation.roleId)
    ? ROLE_LABELS[req.lang][row.invitation.roleId]
    : (row.customRoleName ?? '');
  return renderEmail('teamInvite', req.lang, row.invitation.email, {
    inviter: row.inviter ?? '',
    account: row.account,
    role: roleName,
    days: String(INVITATION_TTL_DAYS),
    link: linkTo(req.origin, '/invite', secret),
  });
}

/** Composes and sends; a failed send throws, and the job is retried (a retry issues a fresh link). */
export async function sendAuthMail(db: Db, mailer: Mailer, req: AuthMailRequest): Promise<boolean> {
  const mail = await composeAuthMail(db, req);
  if (!mail) return false;
  await mailer.send(mail);
  return true;
}
