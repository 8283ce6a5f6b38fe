// Creating users, merchant accounts and their API keys: used by registration, the seed and the test factories.
import { DEFAULT_API_KEY_NAMES } from '../../domain/api-keys';
import { hash } from '@node-rs/argon2';
import { objectId } from '../../domain/random-id';
import type { DbOrTx } from '../db/client';
import { DEFAULT_TIMEZONE } from '../../domain/timezone';
import { insertAccount, insertApiKeys, insertMembership, insertUser } from '../repositories/accounts';
import { newSecret, sha256 } from '../lib/tokens';

/** argon2id at the OWASP minimum: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  password: string;
  nickname: string;
  status?: 'pending' | 'active';
}

export async function createUser(db: DbOrTx, u: NewUser) {
  const passwordHash = await hashPassword(u.password);
  const id = objectId('usr');
  const status = u.status ?? 'pending';
  await insertUser(
    db,
    { id, email: normalizeEmail(u.email), passwordHash, nickname: u.nickname, status, emailVerifiedAt: status === 'active' ? new Date() : null },
    objectId('pwh'),
  );
  return { id, email: normalizeEmail(u.email), nickname: u.nickname };
}

export interface NewAccount {
  name: string;
  kycStatus?: 'inactive' | 'needs_review' | 'needs_update' | 'approved';
  issuingEnabled?: boolean;
  timezone?: string;
}

export async function createAccount(db: DbOrTx, a: NewAccount) {
  const id = objectId('acct');
  await insertAccount(db, {
    id,
    name: a.name,
    kycStatus: a.kycStatus ?? 'inactive',
    issuingEnabled: a.issuingEnabled ?? false,
    timezone: a.timezone ?? DEFAULT_TIMEZONE,
  });
  await createApiKeys(db, id);
  return { id, name: a.name };
}

export async function addMember(
  db: DbOrTx,
  m: { accountId: string; userId: string; role?: 'owner' | 'admin' | 'member'; permissions?: string[] },
) {
  const role = m.role ?? 'member';
  // Owners and admins hold the built-in role of that name; a member given codes directly has none (domain/team/roles.ts).
  await insertMembership(db, { accountId: m.accountId, userId: m.userId, role, roleId: role === 'member' ? null : role, permissions: m.permissions ?? ['*'] });
}

/** A publishable and a secret key for each mode. A live secret is kept only as a hash after creation. */
export async function createApiKeys(db: DbOrTx, accountId: string) {
  const rows = [true, false].flatMap((livemode) => {
    const mode = livemode ? 'live' : 'test';
    return (['publishable', 'secret'] as const).map((kind) => {
      const value = `${kind === 'publishable' ? 'pk' : 'sk'}_${mode}_${newSecret(24)}`;
      return {
        id: objectId('key'),
        accountId,
        livemode,
        kind,
        name: DEFAULT_API_KEY_NAMES[kind],
        value: kind === 'secret' && livemode ? null : value,
        valueHash: sha256(value),
        last4: value.slice(-4),
      };
    });
  });
  await insertApiKeys(db, rows);
}
