// The one react-query client of the app. A refusal (4xx: not found, forbidden, invalid) is an answer, not a
// failure: it is shown at once, never retried. Network errors and 5xx are retried twice, quickly.
import { QueryClient } from '@tanstack/react-query';

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 2_000) },
    },
  });
}
