// How many uploads are on their way, app-wide: a form's submit button waits for them (a step submitted while its
// document is still uploading would be judged without it).
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const uploadsInFlight = {
  begin() {
    count++;
    emit();
  },
  end() {
    count = Math.max(0, count - 1);
    emit();
  },
  get count() {
    return count;
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while any upload is on its way. */
export function useUploading(): boolean {
  return useSyncExternalStore(subscribe, () => count > 0, () => false);
}
