import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '../permissions';
import { BUILTIN_ROLES, canGrant, codesBeyond, heldCodes, isReservedRoleName, judgeRoleChange, rankOf, roleSchema, storedCodes } from './roles';

const owner = { userId: 'u1', rank: 'owner' as const, permissions: ['*'] };
const dev = { userId: 'u2', rank: 'member' as const, permissions: storedCodes(BUILTIN_ROLES.developer) };
const viewer = { userId: 'u3', rank: 'member' as const, permissions: storedCodes(BUILTIN_ROLES.view_only) };

describe('team roles', () => {
  it('stores the wildcard for owner and admin and the role’s codes in the spec order otherwise', () => {
    expect(storedCodes(BUILTIN_ROLES.owner)).toEqual(['*']);
    expect(storedCodes({ id: 'role_x', codes: ['settings', 'Overview', 'bogus'] })).toEqual(['Overview', 'settings']);
    expect(rankOf('owner')).toBe('owner');
    expect(rankOf('role_x')).toBe('member');
  });

  it('holds every code with the wildcard or an empty list, and grants only what it holds', () => {
    expect(heldCodes(['*'])).toEqual([...PERMISSION_CODES]);
    expect(heldCodes([])).toEqual([...PERMISSION_CODES]);
    expect(canGrant(dev.permissions, ['DevelopTest'])).toBe(true);
    expect(codesBeyond(dev.permissions, ['DevelopTest', 'Payoutscreate_ovo'])).toEqual(['Payoutscreate_ovo']);
    expect(canGrant(dev.permissions, ['*'])).toBe(false);
  });

  it('judges role changes: own role, owner-only, codes held, last owner', () => {
    const next = (id: keyof typeof BUILTIN_ROLES) => ({ id, codes: [...BUILTIN_ROLES[id].codes] });
    expect(judgeRoleChange({ actor: owner, member: owner, next: next('admin'), owners: 2 })).toBe('team_own_role');
    const narrow = { userId: 'u4', rank: 'member' as const, permissions: ['Overview'] };
    expect(judgeRoleChange({ actor: dev, member: narrow, next: next('finance'), owners: 1 })).toBe('team_code_not_held');
    expect(judgeRoleChange({ actor: dev, member: narrow, next: next('owner'), owners: 1 })).toBe('team_owner_only');
    expect(judgeRoleChange({ actor: viewer, member: dev, next: next('view_only'), owners: 1 })).toBe('team_member_outranks');
    const second = { userId: 'u9', rank: 'owner' as const, permissions: ['*'] };
    expect(judgeRoleChange({ actor: owner, member: second, next: next('admin'), owners: 1 })).toBe('team_last_owner');
    expect(judgeRoleChange({ actor: owner, member: second, next: null, owners: 2 })).toBeNull();
    expect(judgeRoleChange({ actor: owner, member: dev, next: next('finance'), owners: 1 })).toBeNull();
  });

  it('validates a custom role and reserves the built-in names', () => {
    expect(roleSchema.safeParse({ name: 'Clerk', codes: ['Overview'] }).success).toBe(true);
    expect(roleSchema.safeParse({ name: 'Clerk', codes: [] }).error?.issues[0]?.message).toBe('team_role_codes_required');
    expect(roleSchema.safeParse({ name: 'Clerk', codes: ['nope'] }).error?.issues[0]?.message).toBe('team_code_unknown');
    expect(isReservedRoleName('View only')).toBe(true);
    expect(isReservedRoleName('Clerk')).toBe(false);
  });
});
