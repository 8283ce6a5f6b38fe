// Builders for tests: a merchant account with its owner (active, with API keys), unique per call.
import { randomId } from '../../domain/random-id';
import type { DbOrTx } from '../../server/db/client';
import { findUserById } from '../../server/repositories/users';
import { addMember, createAccount, createUser } from '../../server/services/accounts';
import { rememberSecret } from '../helpers/secrets';

export const TEST_PASSWORD = 'Secret#123';

export async function buildMerchant(
  db: DbOrTx,
  opts: {
    permissions?: string[];
    kycStatus?: 'inactive' | 'approved';
    issuingEnabled?: boolean;
    nickname?: string;
    /** The user's role in the account: owner by default; owner-only actions refuse a 'member'. */
    role?: 'owner' | 'admin' | 'member';
  } = {},
) {
  const suffix = randomId(8).toLowerCase();
  const user = await createUser(db, {
    email: `owner-${suffix}@example.test`,
    password: TEST_PASSWORD,
    nickname: opts.nickname ?? `Owner ${suffix}`,
    status: 'active',
  });
  const account = await createAccount(db, {
    name: `Merchant ${suffix}`,
    kycStatus: opts.kycStatus ?? 'approved',
    issuingEnabled: opts.issuingEnabled ?? false,
  });
  await addMember(db, { accountId: account.id, userId: user.id, role: opts.role ?? 'owner', permissions: opts.permissions ?? ['*'] });
  rememberSecret('password', TEST_PASSWORD);
  rememberSecret('password hash', (await findUserById(db, user.id))?.passwordHash);
  return { user, account, password: TEST_PASSWORD };
}
