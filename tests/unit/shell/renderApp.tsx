// Renders the real <App> (real router, route table, resources, auth and i18n) at an address, signed in as a member,
// with a fake dataProvider over the given records, the signed-in user's own calls included (no fetch stubbed: a
// request that bypassed the provider would fail).
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, type FakeMember } from './fakeApi';

/** Requests that bypassed the provider (none expected): refused, and kept for the test to assert on. */
export const outsideRequests: string[] = [];
const offline = (input: RequestInfo | URL) => {
  outsideRequests.push(String(input));
  return Promise.reject(new Error(`a request outside the dataProvider: ${String(input)}`));
};

export async function renderApp(path: string, member: FakeMember, records: Parameters<typeof fakeApi>[1] = {}) {
  const api = fakeApi(member, records);
  // Whatever still asks the network directly fails loudly instead of reaching a server.
  vi.stubGlobal('fetch', offline);
  window.sessionStorage.setItem('liveToken', 'live-token');
  window.sessionStorage.setItem('testToken', 'test-token');
  window.sessionStorage.setItem('acctId', 'acct_1');
  window.sessionStorage.setItem('projectType', '1');
  window.sessionStorage.setItem('nickname', 'Demo');
  window.history.pushState({}, '', path);
  // Imported after the stubs: the providers read window and storage as they load.
  const { App } = await import('../../../src/App');
  // The user's info is shared for a few seconds within a page; each test is a new page with its own member.
  const { forgetUserInfo } = await import('../../../src/providers/accountApi');
  forgetUserInfo();
  const view = render(<App provider={api.provider} />);
  return { ...view, api };
}
