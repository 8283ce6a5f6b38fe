import { describe, expect, it } from 'vitest';
import { ACTION_PERMISSIONS, canPerform, memberRole, requirementOf } from './action-permissions';
import { ISSUING_PERMISSION, PERMISSION_CODES } from './permissions';
import { findRoute } from './routes';

const analyst = { permissions: ['Overview', 'dashPayment', 'Payment_detail', 'refund'], role: 'member' as const };

describe('action permissions', () => {
  it('names only codes of spec section 6 (the server\'s list and the local issuing code)', () => {
    for (const actions of Object.values(ACTION_PERMISSIONS)) {
      for (const requirement of Object.values(actions)) {
        if (typeof requirement === 'object' && 'roles' in requirement) continue;
        const codes: readonly string[] = typeof requirement === 'string' ? [requirement] : requirement;
        for (const code of codes) expect([...PERMISSION_CODES, ISSUING_PERMISSION]).toContain(code);
      }
    }
  });

  it('lets a member do what their codes allow and nothing else', () => {
    expect(canPerform(analyst, 'payments', 'list')).toBe(true);
    expect(canPerform(analyst, 'refunds', 'create')).toBe(true);
    expect(canPerform(analyst, 'payments', 'create')).toBe(false);
    expect(canPerform(analyst, 'invoices', 'create')).toBe(false);
    expect(canPerform({ permissions: ['dashPayment'], role: 'member' }, 'payments', 'cancel')).toBe(false);
  });

  it('keeps actions without a spec code to owners and admins, whatever the codes', () => {
    expect(canPerform({ permissions: ['*'], role: 'member' }, 'contract', 'sign')).toBe(false);
    expect(canPerform({ permissions: ['Overview'], role: 'owner' }, 'contract', 'sign')).toBe(true);
    expect(canPerform({ permissions: [], role: 'admin' }, 'onboarding', 'edit')).toBe(true);
  });

  it('gives the full admin list every coded action', () => {
    expect(canPerform({ permissions: ['*'], role: 'member' }, 'invoices', 'void')).toBe(true);
    expect(canPerform({ permissions: [], role: 'member' }, 'payment-links', 'deactivate')).toBe(true);
  });

  it('refuses unknown resources and actions, including inherited property names', () => {
    expect(requirementOf('payments', 'toString')).toBeUndefined();
    expect(canPerform({ permissions: ['*'], role: 'owner' }, 'payments', 'explode')).toBe(false);
    expect(canPerform({ permissions: ['*'], role: 'owner' }, 'nothing', 'list')).toBe(false);
  });

  it('reads a missing or unknown role as member, the least', () => {
    expect(memberRole('owner')).toBe('owner');
    expect(memberRole('admin')).toBe('admin');
    expect(memberRole(undefined)).toBe('member');
    expect(memberRole('root')).toBe('member');
    expect(canPerform({ permissions: ['*'], role: memberRole(undefined) }, 'contract', 'sign')).toBe(false);
  });

  it('asks payment links for their own code, not the route table (was always allowed on the client)', () => {
    expect(canPerform({ permissions: ['dashPayment'], role: 'member' }, 'payment-links', 'create')).toBe(false);
    expect(canPerform({ permissions: ['paymentLink_Detail'], role: 'member' }, 'payment-links', 'create')).toBe(true);
  });

  it('reads settingsBusiness as spec section 6 has it: the Business settings page, not the KYC data', () => {
    expect(findRoute('settingsBusiness')).toMatchObject({ path: '/settings-business', permission: 'settingsBusiness' });
    const withCode = { permissions: ['settingsBusiness'], role: 'member' as const };
    for (const action of ['show', 'edit', 'submit']) expect(canPerform(withCode, 'onboarding', action), action).toBe(false);
  });
});
