// Domain errors thrown by services and repositories; one error handler maps them to HTTP answers.
import type { MessageKey } from '../../domain/messages';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey | string,
    /** Field name -> message key, shown under the inputs. */
    readonly errors?: Record<string, MessageKey | string>,
  ) {
    super(messageKey);
  }
}

export const NotFound = (key: MessageKey = 'not_found') => new AppError(404, key);
export const Conflict = (key: MessageKey | string, errors?: Record<string, string>) => new AppError(409, key, errors);
export const InvalidState = (key: MessageKey | string) => new AppError(409, key);
export const Unauthorized = (key: MessageKey = 'unauthorized') => new AppError(401, key);
export const Forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const TooManyRequests = (key: MessageKey = 'too_many_requests') => new AppError(429, key);
export const BadRequest = (key: MessageKey | string, errors?: Record<string, MessageKey | string>) =>
  new AppError(400, key, errors);
/** A validation failure on named fields: 400 with `errors` so forms show each message under its input. */
export const FieldErrors = (errors: Record<string, MessageKey | string>) => new AppError(400, 'validation_failed', errors);
