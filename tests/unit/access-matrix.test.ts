// @vitest-environment jsdom
// The access matrix against the SPA: for every resource × action × role of domain/action-permissions.ts (generated
// by tests/access-matrix.ts, the cells the server is checked on in tests/api/access-matrix.test.ts), the
// authProvider's canAccess, which hides the action's button or page, answers what the table allows. users/query is
// answered as the server answers it for that member; for another merchant's member it is refused (403), and
// nothing is allowed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessMatrix, type Role } from '../access-matrix';

window.sessionStorage.setItem('liveToken', 'live-token');
window.sessionStorage.setItem('testToken', 'test-token');
window.sessionStorage.setItem('acctId', 'acct_this');

let current: Role | null = null;
let asked = 0;
vi.stubGlobal('fetch', (url: string) => {
  // The matrix's account has issuing on (tests/access-matrix.ts grants the local code for the issuing resources).
  if (String(url).includes('/issuing/menu/display')) return Promise.resolve(new Response(JSON.stringify({ code: 200, data: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  if (!String(url).includes('/users/query')) throw new Error(`unexpected request ${url}`);
  asked++;
  const refused = !current || current.otherMerchant;
  const body = refused ? { code: 403, msg: 'account_forbidden' } : { code: 0, data: { permissions: current!.permissions, role: current!.role } };
  return Promise.resolve(new Response(JSON.stringify(body), { status: refused ? 403 : 200, headers: { 'Content-Type': 'application/json' } }));
});
const { authProvider } = await import('../../src/providers/authProvider');
const { forgetUserInfo } = await import('../../src/providers/accountApi');

afterEach(() => {
  forgetUserInfo();
  current = null;
});

const cells = accessMatrix();
const roles = new Map<string, typeof cells>();
for (const cell of cells) roles.set(cell.role.name, [...(roles.get(cell.role.name) ?? []), cell]);

describe("the access matrix in the SPA: canAccess allows exactly what the action table allows", () => {
  for (const [name, list] of roles) {
    it(`${name} (${list.length} actions)`, async () => {
      const wrong: string[] = [];
      for (const cell of list) {
        forgetUserInfo();
        current = cell.role;
        const allowed = await authProvider.canAccess!({ resource: cell.resource, action: cell.action });
        if (allowed !== cell.allowed) wrong.push(`${cell.resource}.${cell.action}: canAccess ${allowed}, the table ${cell.allowed}`);
      }
      expect(wrong).toEqual([]);
      expect(asked).toBeGreaterThan(0);
    });
  }

  it('refuses a resource or an action the table does not know, even to the owner', async () => {
    current = { name: 'owner', role: 'owner', permissions: ['*'] };
    expect(await authProvider.canAccess!({ resource: 'payments', action: 'teleport' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'spaceships', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'payments', action: 'list' })).toBe(true);
  });

  it('refuses everything when signed out', async () => {
    current = { name: 'owner', role: 'owner', permissions: ['*'] };
    window.sessionStorage.removeItem('liveToken');
    window.sessionStorage.removeItem('testToken');
    try {
      expect(await authProvider.canAccess!({ resource: 'payments', action: 'list' })).toBe(false);
    } finally {
      window.sessionStorage.setItem('liveToken', 'live-token');
      window.sessionStorage.setItem('testToken', 'test-token');
    }
  });
});
