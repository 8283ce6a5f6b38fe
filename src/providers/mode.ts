// Live or test mode (spec sections 1 and 4): the test host is always in test mode; elsewhere the locally
// persisted `isTest` flag decides. Subscribers hear every switch (the app bar, the data layer).

export const IS_TEST_KEY = 'isTest';

export type ModeStore = ReturnType<typeof createModeStore>;

export function createModeStore(storage: () => Storage, isTestHost: boolean) {
  const listeners = new Set<() => void>();
  return {
    /** The test host cannot leave test mode. */
    canSwitch: !isTestHost,
    isTest(): boolean {
      return isTestHost || storage().getItem(IS_TEST_KEY) === 'true';
    },
    setTest(on: boolean) {
      if (isTestHost) return;
      storage().setItem(IS_TEST_KEY, on ? 'true' : 'false');
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
