// Renders the real <App> (real router, route table, resources, auth and i18n) at an address, signed in as a member,
// with a fake dataProvider over the given records (the signed-in user's own calls answer from a fake fetch).
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, type FakeMember } from './fakeApi';

export async function renderApp(path: string, member: FakeMember, records: Parameters<typeof fakeApi>[1] = {}) {
  const api = fakeApi(member, records);
  vi.stubGlobal('fetch', api.fetch);
  window.sessionStorage.setItem('liveToken', 'live-token');
  window.sessionStorage.setItem('testToken', 'test-token');
  window.sessionStorage.setItem('acctId', 'acct_1');
  window.sessionStorage.setItem('projectType', '1');
  window.sessionStorage.setItem('nickname', 'Demo');
  window.history.pushState({}, '', path);
  // Imported after the stubs: the providers read window, storage and fetch as they load.
  const { App } = await import('../../../src/App');
  // The user's info is shared for a few seconds within a page; each test is a new page with its own member.
  const { forgetUserInfo } = await import('../../../src/providers/accountApi');
  forgetUserInfo();
  const view = render(<App provider={api.provider} />);
  return { ...view, api };
}
