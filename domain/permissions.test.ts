import fc from 'fast-check';
import { permissionsObjectSchema } from './permissions-schema';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_CODES, WILDCARD, canAccess, effectivePermissions, filterRoutesByPermission, isFullAdmin, isLockedByKyc,
  type PermissionRoute,
} from './permissions';

const code = fc.constantFrom(...PERMISSION_CODES);
/** A non-empty list that does not start with the wildcard: a user with a limited menu. */
const limited = fc.array(code, { minLength: 1, maxLength: 8 });

describe('isFullAdmin', () => {
  it('is true for an empty list or a leading wildcard only', () => {
    expect(isFullAdmin([])).toBe(true);
    expect(isFullAdmin([WILDCARD])).toBe(true);
    expect(isFullAdmin([WILDCARD, 'refund'])).toBe(true);
    expect(isFullAdmin(['refund', WILDCARD])).toBe(false);
    expect(isFullAdmin(['refund'])).toBe(false);
  });
});

describe('canAccess', () => {
  it('allows the wildcard and an absent code to anyone', () => {
    expect(canAccess(['refund'], WILDCARD)).toBe(true);
    expect(canAccess(['refund'], undefined)).toBe(true);
    expect(canAccess(['refund'], [])).toBe(true);
  });

  it('checks a single code', () => {
    expect(canAccess(['refund', 'invoice'], 'invoice')).toBe(true);
    expect(canAccess(['refund'], 'invoice')).toBe(false);
    expect(canAccess(['refund'], 'Refund')).toBe(false); // codes are case-sensitive
  });

  it('passes a list when any code matches', () => {
    expect(canAccess(['Coupons'], ['NewCoupons', 'Coupons'])).toBe(true);
    expect(canAccess(['Coupons'], ['NewCoupons', 'CouponsDetail'])).toBe(false);
    expect(canAccess(['Coupons'], ['NewCoupons', WILDCARD])).toBe(true);
  });

  it('lets a full admin open everything', () => {
    fc.assert(fc.property(fc.oneof(code, fc.array(code)), (required) => {
      expect(canAccess([], required)).toBe(true);
      expect(canAccess([WILDCARD], required)).toBe(true);
    }));
  });

  it('for a limited user, a code passes exactly when it is in the list', () => {
    fc.assert(fc.property(limited, code, (granted, required) => {
      expect(canAccess(granted, required)).toBe(granted.includes(required));
    }));
  });

  it('for a limited user, a list passes exactly when one of its codes passes alone', () => {
    fc.assert(fc.property(limited, fc.array(code, { minLength: 1 }), (granted, required) => {
      expect(canAccess(granted, required)).toBe(required.some((c) => canAccess(granted, c)));
    }));
  });

  it('never loses access when codes are added', () => {
    fc.assert(fc.property(limited, fc.array(code), code, (granted, extra, required) => {
      if (canAccess(granted, required)) expect(canAccess([...granted, ...extra], required)).toBe(true);
    }));
  });
});

describe('effectivePermissions', () => {
  it('keeps the stored list when the allow list says all', () => {
    expect(effectivePermissions(['refund'], 'ann', ['all'])).toEqual(['refund']);
  });

  it('keeps the stored list for a user named on the allow list', () => {
    expect(effectivePermissions(['refund'], 'ann', ['bob', 'ann'])).toEqual(['refund']);
  });

  it('forces anyone else to the wildcard', () => {
    expect(effectivePermissions(['refund'], 'carl', ['bob', 'ann'])).toEqual([WILDCARD]);
    expect(effectivePermissions(['refund'], 'carl', [])).toEqual([WILDCARD]);
    expect(isFullAdmin(effectivePermissions(['refund'], 'carl', ['bob']))).toBe(true);
  });

  it('returns a copy, never the stored list itself', () => {
    const stored = ['refund'];
    const result = effectivePermissions(stored, 'ann', ['all']);
    result.push('invoice');
    expect(stored).toEqual(['refund']);
  });
});

describe('filterRoutesByPermission', () => {
  const tree: PermissionRoute[] = [
    { path: '/overview', meta: { permission: 'Overview' } },
    { path: '/open' },
    {
      path: '/payments', meta: { permission: 'dashPayment' },
      children: [
        { path: 'detail', meta: { permission: 'Payment_detail' } },
        { path: 'list', meta: { permission: ['dashPayment', 'refund'] } },
        { path: 'hidden', meta: { permission: WILDCARD, hide: true } },
      ],
    },
    { path: '/refund', meta: { permission: 'refund' }, children: [{ path: 'create', meta: { permission: 'refund' } }] },
    { path: '/membership', meta: { showEnv: 'test' } },
    { path: '/seo', meta: { showEnv: 'prod' } },
  ];
  const paths = (routes: readonly PermissionRoute[]): string[] =>
    routes.flatMap((r) => [r.path, ...paths(r.children ?? []).map((c) => `${r.path}/${c}`)]);

  it('keeps the whole tree for a full admin', () => {
    expect(filterRoutesByPermission(tree, [])).toEqual(tree);
    expect(filterRoutesByPermission(tree, [WILDCARD])).toEqual(tree);
  });

  it('filters nested children the same way and keeps hidden routes as data', () => {
    const result = filterRoutesByPermission(tree, ['dashPayment']);
    expect(paths(result)).toEqual(['/open', '/payments', '/payments/list', '/payments/hidden', '/membership', '/seo']);
    expect(result[1].children?.[1].meta?.hide).toBe(true);
  });

  it('drops the subtree of a denied parent', () => {
    const result = filterRoutesByPermission(tree, ['Payment_detail', 'refund']);
    expect(paths(result)).not.toContain('/payments');
    expect(paths(result)).toContain('/refund/create');
  });

  it('drops routes of the other environment when an environment is given', () => {
    expect(paths(filterRoutesByPermission(tree, [], 'prod'))).not.toContain('/membership');
    expect(paths(filterRoutesByPermission(tree, [], 'test'))).not.toContain('/seo');
    expect(paths(filterRoutesByPermission(tree, [], 'test'))).toContain('/membership');
  });

  it('never adds a route and keeps only routes the user may open', () => {
    const route: fc.Arbitrary<PermissionRoute> = fc.letrec<{ r: PermissionRoute }>((tie) => ({
      r: fc.record({
        path: fc.constantFrom('/a', '/b', '/c'),
        meta: fc.record({ permission: fc.oneof(code, fc.array(code, { maxLength: 3 })) }),
        children: fc.oneof({ maxDepth: 3 }, fc.constant([]), fc.array(tie('r'), { maxLength: 2 })),
      }),
    })).r;
    const allowed = (routes: readonly PermissionRoute[], granted: string[]): boolean =>
      routes.every((r) => canAccess(granted, r.meta?.permission) && allowed(r.children ?? [], granted));
    const size = (routes: readonly PermissionRoute[]): number => routes.reduce((n, r) => n + 1 + size(r.children ?? []), 0);
    fc.assert(fc.property(fc.array(route, { maxLength: 4 }), limited, (routes, granted) => {
      const kept = filterRoutesByPermission(routes, granted);
      expect(allowed(kept, granted)).toBe(true);
      expect(size(kept)).toBeLessThanOrEqual(size(routes));
      expect(filterRoutesByPermission(kept, granted)).toEqual(kept);
    }));
  });
});

describe('permissionsObjectSchema', () => {
  it('accepts the permissions object with nested routes and rejects a bad showEnv', () => {
    const value = { permissions: ['refund'], routes: [{ path: '/refund', meta: { permission: 'refund' }, children: [{ path: 'x' }] }] };
    expect(permissionsObjectSchema.parse(value)).toEqual(value);
    expect(permissionsObjectSchema.safeParse({ permissions: [], routes: [{ path: '/x', meta: { showEnv: 'live' } }] }).success).toBe(false);
  });
});

describe('isLockedByKyc', () => {
  it('locks only KYC-required routes while KYC is not approved', () => {
    expect(isLockedByKyc({ kycRequired: true }, false)).toBe(true);
    expect(isLockedByKyc({ kycRequired: true }, true)).toBe(false);
    expect(isLockedByKyc({ kycRequired: false }, false)).toBe(false);
    expect(isLockedByKyc({}, false)).toBe(false);
  });
});
