// The error report's kinds and size limit, apart from its zod schema (./error-report.ts): the SPA's reporter, in
// every page's bundle, needs only these.
export const ERROR_TYPES = ['jsError', 'apiError', 'loadError'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const MAX_ERROR_MESSAGE_LENGTH = 16_000;
