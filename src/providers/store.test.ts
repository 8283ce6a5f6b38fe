// @vitest-environment jsdom
// The spec's local-storage keys for the preferences: react-admin's 'locale' and 'theme' live under `language` and
// `theme`, survive the store reset that sign-out does, and reject values that are not ours.
import { describe, expect, it, vi } from 'vitest';
import { localStorageStore, memoryStore } from 'react-admin';
import { liveOrigin, privacyPolicyUrl } from './hosts';
import { preferenceStore, readPreference, STORE_APP_KEY, STORE_VERSION, storedItemKey } from './store';
import { memoryStorage } from './testStorage';

describe('preferenceStore', () => {
  it('keeps locale and theme under language and theme', () => {
    const storage = memoryStorage();
    const store = preferenceStore(memoryStore(), () => storage);
    store.setItem('locale', 'zh_CN');
    store.setItem('theme', 'dark');
    expect(storage.getItem('language')).toBe('zh_CN');
    expect(storage.getItem('theme')).toBe('dark');
    expect(store.getItem('locale')).toBe('zh_CN');
  });

  it('falls back to the default for unknown stored values', () => {
    const storage = memoryStorage({ language: 'fr', theme: 'neon' });
    const store = preferenceStore(memoryStore(), () => storage);
    expect(store.getItem('locale', 'en')).toBe('en');
    expect(store.getItem('theme', 'light')).toBe('light');
    expect(readPreference(storage, 'locale')).toBeUndefined();
  });

  it('notifies subscribers of a preference and keeps preferences through a reset', () => {
    const storage = memoryStorage();
    const store = preferenceStore(memoryStore(), () => storage);
    const listener = vi.fn();
    store.subscribe('theme', listener);
    store.setItem('theme', 'dark');
    expect(listener).toHaveBeenCalledWith('dark');
    store.setItem('sidebar.open', true);
    store.reset();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('theme')).toBe('dark');
  });
});

describe('hosts', () => {
  it('derives the live origin from the test host, keeping protocol and port', () => {
    expect(liveOrigin('https:', 'test.dashboard.paydash.com')).toBe('https://dashboard.paydash.com');
    expect(liveOrigin('https:', 'dashboard-test.paydash.com:8443')).toBe('https://dashboard.paydash.com:8443');
  });

  it('links the privacy policy on the brand site', () => {
    expect(privacyPolicyUrl({ special: null })).toBe('https://www.paydash.com/privacy');
    expect(privacyPolicyUrl({ special: 'russia' })).toBe('https://www.paydash.ru/privacy');
  });
});

describe('storedItemKey', () => {
  it("is where react-admin's localStorageStore of the app keeps an item", () => {
    const store = localStorageStore(STORE_VERSION, STORE_APP_KEY);
    store.setup();
    store.setItem('payments.list', { filter: { status: 'failed' } });
    expect(JSON.parse(window.localStorage.getItem(storedItemKey('payments.list')) ?? 'null')).toEqual({ filter: { status: 'failed' } });
    store.teardown();
    window.localStorage.clear();
  });
});
