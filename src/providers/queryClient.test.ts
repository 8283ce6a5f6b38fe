// Which failed queries are tried again: never a 4xx (a missing record shows "not found" at once), twice otherwise.
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('never retries a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, { status })).toBe(false);
  });

  it('retries network errors and server errors twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, { status: 503 })).toBe(true);
    expect(shouldRetry(2, { status: 503 })).toBe(false);
  });

  it('is the default of the app\'s query client', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetry);
  });
});
