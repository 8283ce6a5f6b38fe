// A role's codes grouped as the permission tree groups them (domain/routes.ts permissionRouteTree: the menu's
// entries with their child pages): each code under the first menu entry whose page or child page asks for it, in the
// menu's order (test-only entries last); a code no page asks for (an action-only code) under 'other'. The role's page and its form read these.
import { PERMISSION_CODES, type PermissionCode } from '../permissions';
import { ROUTES, type RouteDef } from '../routes';

export interface CodeGroup {
  /** The menu entry's route name (its label is `routes.<name>`), or 'other'. */
  group: string;
  codes: PermissionCode[];
}

const codesOf = (r: RouteDef): string[] => (r.permission === undefined ? [] : typeof r.permission === 'string' ? [r.permission] : [...r.permission]);

/** Every permission code in exactly one group, the groups in the menu's order. */
export function permissionCodeGroups(routes: readonly RouteDef[] = ROUTES): CodeGroup[] {
  const shell = routes.filter((r) => r.kind === 'shell');
  // A test-only entry (Membership) takes a code only when no other entry asks for it: Subscriptions is the
  // subscriptions' code before it is the test-only membership page's.
  const menu = shell.filter((r) => !r.hidden || !r.menuParent || !shell.some((p) => p.name === r.menuParent));
  const entries = [...menu.filter((r) => !r.testOnly), ...menu.filter((r) => r.testOnly)];
  const placed = new Set<string>();
  const groups: CodeGroup[] = [];
  for (const entry of entries) {
    const asked = [entry, ...shell.filter((r) => r.hidden && r.menuParent === entry.name)].flatMap(codesOf);
    const codes = PERMISSION_CODES.filter((c) => asked.includes(c) && !placed.has(c));
    codes.forEach((c) => placed.add(c));
    if (codes.length) groups.push({ group: entry.name, codes });
  }
  const rest = PERMISSION_CODES.filter((c) => !placed.has(c));
  return rest.length ? [...groups, { group: 'other', codes: rest }] : groups;
}

/** The groups of one role's codes (the wildcard: every code), empty groups left out. */
export function groupCodes(codes: readonly string[], groups: readonly CodeGroup[] = permissionCodeGroups()): CodeGroup[] {
  const all = codes.includes('*');
  return groups.map((g) => ({ group: g.group, codes: g.codes.filter((c) => all || codes.includes(c)) })).filter((g) => g.codes.length > 0);
}
