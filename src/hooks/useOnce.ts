// Runs an async call once per key for the page's lifetime and shares its outcome: one-time links (activate,
// direct login) must not be spent twice by StrictMode's double effects or a re-render. Plain React (no query
// cache), so the sign-in root can use it too.
import { useEffect, useReducer } from 'react';

type Outcome<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

const outcomes = new Map<string, { outcome: Outcome<unknown>; settled: Promise<void> }>();

export function useOnce<T>(key: string, enabled: boolean, run: () => Promise<T>) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!enabled) return;
    let entry = outcomes.get(key);
    if (!entry) {
      const started: { outcome: Outcome<unknown>; settled: Promise<void> } = { outcome: { status: 'pending' }, settled: Promise.resolve() };
      started.settled = run().then(
        (data) => void (started.outcome = { status: 'success', data }),
        (error: unknown) => void (started.outcome = { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
      outcomes.set(key, started);
      entry = started;
    }
    let live = true;
    void entry.settled.then(() => live && rerender());
    return () => {
      live = false;
    };
    // `run` is the call for `key`: a new closure for the same key must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  const outcome = (enabled ? outcomes.get(key)?.outcome : undefined) as Outcome<T> | undefined;
  return {
    isSuccess: outcome?.status === 'success',
    isError: outcome?.status === 'error',
    data: outcome?.status === 'success' ? outcome.data : undefined,
    error: outcome?.status === 'error' ? outcome.error : null,
  };
}
