import { ApiError } from '../../providers/httpCore';

/** The server's own message of a refused step; a call that got no answer (status 0) shows `fallback`. */
export const failureMessage = (error: Error, fallback: string) => (error instanceof ApiError && error.status !== 0 ? error.message : fallback);
