// The error report the SPA sends to the monitor (spec sections 3 and 7), validated the same on both sides.
import { z } from 'zod';

export const ERROR_TYPES = ['jsError', 'apiError', 'loadError'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const MAX_ERROR_MESSAGE_LENGTH = 16_000;

export const errorReportSchema = z.object({
  traceId: z.string().min(1).max(64),
  acctId: z.string().max(64).nullish(),
  pageUrl: z.string().min(1).max(2048),
  errorType: z.enum(ERROR_TYPES),
  /** A JSON string describing the error. */
  errorMessage: z.string().min(1).max(MAX_ERROR_MESSAGE_LENGTH),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;
