// The sign-in's second step (issue 32 item 2): after the password, a user with two-factor sign-in gives a code (or
// a recovery code); a user without it, in an account whose owner requires it, sets it up before any session opens.
// The password step answers a short-lived challenge (a one-time token of purpose 'two_factor') instead of tokens.
import type { z } from 'zod';
import type { SignInResult } from '../../../domain/auth';
import type { twoFactorSetupConfirmSchema, twoFactorSignInSchema, TwoFactorPending, TwoFactorSetup } from '../../../domain/settings/two-factor';
import type { DbOrTx } from '../../db/client';
import { BadRequest } from '../../lib/errors';
import { consumeToken, findUsableToken, issueEmailToken } from '../../repositories/email-tokens';
import { anyAccountRequiresTwoFactor } from '../../repositories/user-settings';
import { findUserById, type UserRow } from '../../repositories/users';
import { writeAudit } from '../../repositories/audit-log';
import { listMemberships } from '../../repositories/sessions';
import type { AuthDeps, Requester } from './context';
import { startSession } from './sign-in';
import { beginTwoFactorSetup, confirmTwoFactorSetup, verifySecondFactor } from './two-factor';

/** Minutes a challenge lasts: enough to open an authenticator app, or to scan a code during a required setup. */
const CHALLENGE_MINUTES = 10;

/**
 * What stands between a proven password and a session: nothing (null), a code, or a setup an account requires.
 * With accountId (an accepted invitation) the session the challenge opens is in that account.
 */
export async function secondFactorPending(db: DbOrTx, user: UserRow, accountId?: string): Promise<TwoFactorPending | null> {
  const twoFactor = user.totpEnabledAt ? 'code' : (await anyAccountRequiresTwoFactor(db, user.id)) ? 'setup' : null;
  if (!twoFactor) return null;
  const { secret } = await issueEmailToken(db, user.id, 'two_factor', CHALLENGE_MINUTES, undefined, accountId);
  return { twoFactor, challenge: secret };
}

async function challengeUser(db: DbOrTx, challenge: string): Promise<UserRow> {
  const token = await findUsableToken(db, challenge, 'two_factor');
  const user = token && (await findUserById(db, token.userId));
  if (!user || user.status !== 'active') throw BadRequest('two_factor_challenge_invalid');
  return user;
}

async function finish(deps: AuthDeps, user: UserRow, challenge: string, req: Requester): Promise<SignInResult> {
  // Used up here, not when read: a replay racing this request finds it used.
  const token = await consumeToken(deps.db, challenge, 'two_factor');
  if (!token) throw BadRequest('two_factor_challenge_invalid');
  return startSession(deps.db, deps.config, user, req, undefined, token.accountId ?? undefined);
}

/** The second step with a TOTP or recovery code. */
export async function signInWithCode(deps: AuthDeps, body: z.output<typeof twoFactorSignInSchema>, req: Requester): Promise<SignInResult> {
  const user = await challengeUser(deps.db, body.challenge);
  await verifySecondFactor(deps.db, deps.config, user, body.code);
  return finish(deps, user, body.challenge, req);
}

/** A required setup at sign-in: the secret to scan (the challenge proves the password). */
export async function setupAtSignIn(deps: AuthDeps, challenge: string): Promise<TwoFactorSetup> {
  const user = await challengeUser(deps.db, challenge);
  return beginTwoFactorSetup(deps.db, deps.config, user);
}

/** A required setup at sign-in, confirmed: two-factor is on, the recovery codes are shown once, the session opens. */
export async function confirmAtSignIn(
  deps: AuthDeps, body: z.output<typeof twoFactorSetupConfirmSchema>, req: Requester,
): Promise<{ session: SignInResult; recoveryCodes: string[] }> {
  const user = await challengeUser(deps.db, body.challenge);
  const recoveryCodes = await confirmTwoFactorSetup(deps.db, deps.config, user, body.code);
  const memberships = await listMemberships(deps.db, user.id);
  const token = await findUsableToken(deps.db, body.challenge, 'two_factor');
  const first = memberships.find((m) => m.account.id === token?.accountId) ?? memberships[0];
  if (first) {
    await writeAudit(deps.db, {
      accountId: first.account.id, action: 'two_factor.enabled', actor: { userId: user.id, email: user.email }, ip: req.ip,
      target: { type: 'user', id: user.id, label: user.email },
    });
  }
  return { session: await finish(deps, user, body.challenge, req), recoveryCodes };
}
