// Live or test mode (spec sections 1 and 4): the test host is always in test mode; elsewhere each tab has its own
// mode (the address it opens decides it, then the switch), and the last one chosen is persisted locally under
// `isTest` for the tabs opened after it. Subscribers hear every switch (the app bar, the data layer).

export const IS_TEST_KEY = 'isTest';

export type ModeStore = ReturnType<typeof createModeStore>;

/**
 * `storage`: the browser's (persisted, shared by the tabs); `tabStorage`: this tab's own (session storage), so that a
 * live address opened in one tab does not move another tab's pages to live data under their /test addresses.
 */
export function createModeStore(storage: () => Storage, isTestHost: boolean, tabStorage?: () => Storage) {
  const listeners = new Set<() => void>();
  const read = (s: Storage) => s.getItem(IS_TEST_KEY);
  return {
    /** The test host cannot leave test mode. */
    canSwitch: !isTestHost,
    isTest(): boolean {
      if (isTestHost) return true;
      if (!tabStorage) return read(storage()) === 'true';
      // The tab's own mode; a new tab starts in the last one chosen in any tab and keeps it from then on.
      let own = read(tabStorage());
      if (own === null) tabStorage().setItem(IS_TEST_KEY, (own = read(storage()) === 'true' ? 'true' : 'false'));
      return own === 'true';
    },
    setTest(on: boolean) {
      if (isTestHost) return;
      const value = on ? 'true' : 'false';
      tabStorage?.().setItem(IS_TEST_KEY, value);
      storage().setItem(IS_TEST_KEY, value);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
