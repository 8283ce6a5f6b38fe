// A record page waiting for something that answers in seconds in test mode (the simulated bank verifying a
// beneficiary, answering a payout): its record reloads every 2 s while `waiting`, for at most a minute. Live mode
// answers in days, so nothing reloads there.
import { useEffect } from 'react';
import { useShowContext } from 'react-admin';

export function useReloadWhile(waiting: boolean, test: boolean, opts: { everyMs?: number; forMs?: number } = {}) {
  const { refetch } = useShowContext();
  const every = opts.everyMs ?? 2000;
  const limit = opts.forMs ?? 60_000;
  useEffect(() => {
    if (!waiting || !test) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > limit) clearInterval(timer);
      else void refetch();
    }, every);
    return () => clearInterval(timer);
  }, [waiting, test, refetch, every, limit]);
}
