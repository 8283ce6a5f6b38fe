// What to show when an upload fails: the server's field messages (type, size), else its message, else the fallback
// (a network failure has status 0 and no useful message).
import { ApiError } from '../../providers/httpCore';

export function uploadFailureMessages(error: unknown, fallback: string): string[] {
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  if (fields.length > 0) return fields;
  return [error instanceof ApiError && error.status !== 0 ? error.message : fallback];
}
