// Runs an async call once per key for the page's lifetime and shares its outcome: one-time links (activate,
// direct login) must not be spent twice by StrictMode's double effects or a re-render.
import { useQuery } from '@tanstack/react-query';

export function useOnce<T>(key: string, enabled: boolean, run: () => Promise<T>) {
  return useQuery({
    queryKey: ['app', 'once', key],
    queryFn: run,
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
