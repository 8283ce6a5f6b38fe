// GET /users/query (spec section 7): who is signed in, in which account and mode, with what permissions. One shape
// for both sides: the server answers it, the app reads it (src/providers/accountApi.ts).
import { z } from 'zod';
import type { PermissionRoute } from './permissions';

export const userInfoSchema = z.object({
  acctId: z.string(),
  accountName: z.string(),
  nickname: z.string(),
  email: z.string(),
  projectType: z.number(),
  livemode: z.boolean(),
  kycStatus: z.string(),
  kycEnabled: z.boolean(),
  timezone: z.string(),
  /** The zone the user chose in /settings; null: each list keeps its own (domain/settings/zone.ts effectiveZone). */
  userTimezone: z.string().nullable(),
  /** The language the user chose in /settings ('en' | 'zh_CN'); null: not chosen. */
  userLanguage: z.string().nullable(),
  role: z.string(),
  permissions: z.array(z.string()),
  accounts: z.array(z.object({ acctId: z.string(), name: z.string(), role: z.string() })),
  /** The shell routes this user may open in this mode, as the spec's permissions object (section 3). */
  routes: z.array(z.custom<PermissionRoute>()),
  /** Flagged by the configured lists of account names (domain/merchant-flags.ts). */
  internalMerchant: z.boolean(),
  testMerchant: z.boolean(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;
