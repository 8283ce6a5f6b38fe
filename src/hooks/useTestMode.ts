// The current mode as React state: re-renders on every switch.
import { useSyncExternalStore } from 'react';
import { mode } from '../providers/runtime';

export function useTestMode(): boolean {
  return useSyncExternalStore(mode.subscribe, mode.isTest);
}
