// @vitest-environment jsdom
// The shell's user and issuing queries, over the app's dataProvider, start from answers already in (the start-up
// preload's): the first render knows the user, and nothing is asked twice.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

window.sessionStorage.setItem('liveToken', 'live-token');
const calls: string[] = [];
vi.stubGlobal('fetch', (url: string) => {
  calls.push(url);
  const data = url.includes('issuing') ? true : { permissions: ['Overview'], role: 'owner' };
  return Promise.resolve(new Response(JSON.stringify({ code: 0, data }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
});
const { fetchIssuingEnabled, fetchUserInfo } = await import('../providers/accountApi');
const { useIssuingEnabled, useUserInfo } = await import('./useAccount');
const { dataProvider } = await import('../providers/dataProvider');

const wrapper = ({ children }: { children: ReactNode }) => (
  <CoreAdminContext dataProvider={dataProvider} queryClient={new QueryClient()}>
    {children}
  </CoreAdminContext>
);

describe('useUserInfo and useIssuingEnabled', () => {
  it('have the answers the start already has at their first render', async () => {
    await Promise.all([fetchUserInfo(false), fetchIssuingEnabled()]);
    expect(calls).toHaveLength(2);
    const user = renderHook(() => useUserInfo(), { wrapper });
    const issuing = renderHook(() => useIssuingEnabled(), { wrapper });
    expect(user.result.current.data?.permissions).toEqual(['Overview']);
    expect(issuing.result.current.data).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(2);
  });
});
