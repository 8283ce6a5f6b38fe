// A role's name as the team pages show it: the built-in ones translated, custom ones by their own name.
import { BUILTIN_ROLE_IDS } from '../../../domain/team/roles';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function roleLabel(translate: Translate, role: { roleId?: string; id?: string; roleName?: string; name?: string }): string {
  const id = role.roleId ?? role.id ?? '';
  if ((BUILTIN_ROLE_IDS as readonly string[]).includes(id) || id === 'custom_codes') return translate(`app.team.roles.${id}`);
  return role.roleName ?? role.name ?? id;
}
