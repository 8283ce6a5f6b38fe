// The permissions object's shape (codes plus the route tree), for validating what the server stores and sends. A
// module of its own so the rules in ./permissions.ts, which the sign-in page's bundle holds, do not bring zod along.
import { z } from 'zod';
import type { PermissionRoute } from './permissions';

const permissionRouteSchema: z.ZodType<PermissionRoute> = z.object({
  path: z.string(),
  meta: z
    .object({
      permission: z.union([z.string(), z.array(z.string())]).optional(),
      hide: z.boolean().optional(),
      showEnv: z.enum(['test', 'prod']).optional(),
    })
    .optional(),
  get children() {
    return z.array(permissionRouteSchema).optional();
  },
});
export const permissionsObjectSchema = z.object({
  permissions: z.array(z.string()),
  routes: z.array(permissionRouteSchema),
});
export type PermissionsObject = z.infer<typeof permissionsObjectSchema>;
