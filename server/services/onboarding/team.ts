// The account's team as the onboarding /ob-teams page shows it: who is a member and with which role. Read-only;
// inviting people comes later, and permissions stay on the members pages.
import type { DbOrTx } from '../../db/client';
import { listMembers } from '../../repositories/memberships';

export interface TeamMember {
  nickname: string;
  email: string;
  role: 'owner' | 'admin' | 'member';
}

/** Members of the account, owners first, then by when they joined. */
export async function listTeam(db: DbOrTx, accountId: string): Promise<TeamMember[]> {
  const rows = await listMembers(db, accountId);
  const rank = { owner: 0, admin: 1, member: 2 } as const;
  return rows
    .sort((a, b) => rank[a.role] - rank[b.role])
    .map(({ nickname, email, role }) => ({ nickname, email, role }));
}
