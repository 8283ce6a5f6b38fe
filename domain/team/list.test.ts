import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../permissions';
import { groupCodes, permissionCodeGroups } from './code-groups';
import { filterRoles, filterTeamRows, pageOf, roleKindCounts, sortRoles, sortTeamRows, teamMemberFilterSchema, teamStatusCounts, type TeamListRow } from './list';

const row = (id: string, status: TeamListRow['status'], email: string, roleId: string, since: string, nickname: string | null = null, roleName = roleId): TeamListRow =>
  ({ id, status, email, nickname, roleId, roleName, since });
const team = [
  row('u1', 'active', 'owen@shop.test', 'owner', '2026-01-01T00:00:00Z', 'Owen'),
  row('u2', 'active', 'fay@shop.test', 'finance', '2026-02-01T00:00:00Z', 'Fay Li'),
  row('u3', 'active', 'clerk@shop.test', 'role_1', '2026-03-01T00:00:00Z', 'Cleo', 'Payout clerk'),
  row('inv1', 'invited', 'new@shop.test', 'finance', '2026-04-01T00:00:00Z'),
  row('inv2', 'expired', 'late@shop.test', 'support', '2026-01-15T00:00:00Z'),
];

describe('the team list', () => {
  it('filters by status, role and a search of email or name', () => {
    expect(filterTeamRows(team, { status: 'active' }).map((r) => r.id)).toEqual(['u1', 'u2', 'u3']);
    expect(filterTeamRows(team, { roleId: 'finance' }).map((r) => r.id)).toEqual(['u2', 'inv1']);
    expect(filterTeamRows(team, { roleId: ['owner', 'support'] }).map((r) => r.id)).toEqual(['u1', 'inv2']);
    expect(filterTeamRows(team, { q: 'LI' }).map((r) => r.id)).toEqual(['u2']);
    expect(filterTeamRows(team, { q: 'new@' }).map((r) => r.id)).toEqual(['inv1']);
  });

  it('counts the tabs under the other filters, the status left out', () => {
    expect(teamStatusCounts(team, { status: 'active' })).toEqual({ all: 5, active: 3, invited: 1, expired: 1 });
    expect(teamStatusCounts(team, { roleId: 'finance', status: 'expired' })).toEqual({ all: 2, active: 1, invited: 1, expired: 0 });
  });

  it('sorts by join time, email, or the role as the language names it', () => {
    expect(sortTeamRows(team, { field: 'joinedAt', order: 'ASC' }, 'en').map((r) => r.id)).toEqual(['u1', 'inv2', 'u2', 'u3', 'inv1']);
    expect(sortTeamRows(team, { field: 'email', order: 'DESC' }, 'en').map((r) => r.id)).toEqual(['u1', 'inv1', 'inv2', 'u2', 'u3']);
    // Finance, Owner, Payout clerk, Support in English (ties by email).
    expect(sortTeamRows(team, { field: 'role', order: 'ASC' }, 'en').map((r) => r.id)).toEqual(['u2', 'inv1', 'u1', 'u3', 'inv2']);
  });

  it('refuses an unknown filter key or status', () => {
    expect(teamMemberFilterSchema.safeParse({ status: 'gone' }).success).toBe(false);
    expect(teamMemberFilterSchema.safeParse({ nickname: 'x' }).success).toBe(false);
  });

  it('pages', () => {
    expect(pageOf(team, { offset: 1, limit: 2 }).map((r) => r.id)).toEqual(['u2', 'u3']);
  });
});

describe('the roles list', () => {
  const roles = [
    { id: 'owner', name: 'owner', builtin: true, members: 1 },
    { id: 'finance', name: 'finance', builtin: true, members: 3 },
    { id: 'view_only', name: 'view_only', builtin: true, members: 0 },
    { id: 'role_1', name: 'Payout clerk', builtin: false, members: 2 },
  ];
  it('finds a built-in role by its name in either language and a custom one by its own', () => {
    expect(filterRoles(roles, { q: '财务' }).map((r) => r.id)).toEqual(['finance']);
    expect(filterRoles(roles, { q: 'view only' }).map((r) => r.id)).toEqual(['view_only']);
    expect(filterRoles(roles, { q: 'clerk' }).map((r) => r.id)).toEqual(['role_1']);
    expect(filterRoles(roles, { kind: 'custom' }).map((r) => r.id)).toEqual(['role_1']);
    expect(roleKindCounts(roles, { kind: 'custom', q: 'o' })).toEqual({ all: 3, builtin: 2, custom: 1 });
  });
  it('sorts by name in the language or by members', () => {
    expect(sortRoles(roles, { field: 'name', order: 'ASC' }, 'en').map((r) => r.id)).toEqual(['finance', 'owner', 'role_1', 'view_only']);
    expect(sortRoles(roles, { field: 'members', order: 'DESC' }, 'en').map((r) => r.id)).toEqual(['finance', 'role_1', 'owner', 'view_only']);
  });
});

describe('permission code groups', () => {
  it('puts every code in exactly one group, in the menu’s order', () => {
    const groups = permissionCodeGroups();
    const codes = groups.flatMap((g) => g.codes);
    expect([...codes].sort()).toEqual([...PERMISSION_CODES].sort());
    expect(new Set(codes).size).toBe(codes.length);
    // A child page's code is under its menu entry: the payment detail's under Payments, a dispute's evidence under Disputes.
    expect(groups.find((g) => g.codes.includes('Payment_detail'))!.group).toBe('payments');
    expect(groups.find((g) => g.codes.includes('evidenceDetail'))!.group).toBe('disputes');
    // Not under the test-only Membership page, which asks for the same code.
    expect(groups.find((g) => g.codes.includes('Subscriptions'))!.group).toBe('subscriptions');
    expect(groups.find((g) => g.codes.includes('invoice'))!.codes).toEqual(expect.arrayContaining(['InvoiceDetail', 'InvoiceCreate', 'InvoiceEditor']));
  });
  it('groups a role’s codes, every code for the wildcard', () => {
    expect(groupCodes(['InvoiceCreate', 'dashPayment']).map((g) => g.codes)).toEqual([['dashPayment'], ['InvoiceCreate']]);
    expect(groupCodes(['*']).flatMap((g) => g.codes)).toHaveLength(PERMISSION_CODES.length);
  });
});
