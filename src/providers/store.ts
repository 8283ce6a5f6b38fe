// react-admin's store, with the two preferences the spec names kept under their own local-storage keys:
// `language` ('en' | 'zh_CN') and `theme` ('light' | 'dark'). They survive sign-out (store.reset()).
import type { Store } from 'react-admin';

export const LANGUAGE_KEY = 'language';

/** react-admin's localStorageStore(STORE_VERSION, STORE_APP_KEY) is the app's store (App.tsx). */
export const STORE_VERSION = '1';
export const STORE_APP_KEY = 'MerchantDashboard';

/** Where that store keeps `key` in local storage: read before react-admin is loaded (src/routing/firstRequests.ts). */
export const storedItemKey = (key: string) => `RaStore${STORE_APP_KEY}.${key}`;
export const THEME_KEY = 'theme';

/** react-admin store key -> our local-storage key and the values it may hold. */
const PREFERENCES: Record<string, { key: string; allowed: readonly string[] }> = {
  locale: { key: LANGUAGE_KEY, allowed: ['en', 'zh_CN'] },
  theme: { key: THEME_KEY, allowed: ['light', 'dark'] },
};

export function readPreference(storage: Storage, storeKey: 'locale' | 'theme'): string | undefined {
  const pref = PREFERENCES[storeKey];
  const value = storage.getItem(pref.key);
  return value !== null && pref.allowed.includes(value) ? value : undefined;
}

/** Stores a preference under its own key; a value it may not hold removes it. */
export function writePreference(storage: Storage, storeKey: 'locale' | 'theme', value: unknown) {
  const pref = PREFERENCES[storeKey];
  if (typeof value === 'string' && pref.allowed.includes(value)) storage.setItem(pref.key, value);
  else storage.removeItem(pref.key);
}

export function preferenceStore(inner: Store, storage: () => Storage): Store {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((cb) => cb(value));

  return {
    ...inner,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (!(key in PREFERENCES)) return inner.getItem(key, defaultValue);
      const value = readPreference(storage(), key as 'locale' | 'theme');
      return value === undefined ? defaultValue : (value as T);
    },
    setItem<T>(key: string, value: T) {
      const pref = PREFERENCES[key];
      if (!pref) return inner.setItem(key, value);
      writePreference(storage(), key as 'locale' | 'theme', value);
      publish(key, value);
    },
    removeItem(key: string) {
      const pref = PREFERENCES[key];
      if (!pref) return inner.removeItem(key);
      storage().removeItem(pref.key);
      publish(key, undefined);
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (!(key in PREFERENCES)) return inner.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set();
      set.add(callback);
      listeners.set(key, set);
      return () => set.delete(callback);
    },
  };
}
