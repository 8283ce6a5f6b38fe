// The error report the SPA sends to the monitor (spec sections 3 and 7), validated the same on both sides.
import { z } from 'zod';
import { ERROR_TYPES, MAX_ERROR_MESSAGE_LENGTH } from './error-types';

export { ERROR_TYPES, MAX_ERROR_MESSAGE_LENGTH, type ErrorType } from './error-types';

export const errorReportSchema = z.object({
  traceId: z.string().min(1).max(64),
  acctId: z.string().max(64).nullish(),
  pageUrl: z.string().min(1).max(2048),
  errorType: z.enum(ERROR_TYPES),
  /** A JSON string describing the error. */
  errorMessage: z.string().min(1).max(MAX_ERROR_MESSAGE_LENGTH),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;
