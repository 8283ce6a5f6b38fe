// Turns a failed call into what a form shows: field errors under their inputs (react-admin sets those returned
// from onSubmit) and a message for the alert above the form.
import { ApiError } from '../providers/httpCore';

export interface FormFailure {
  fieldErrors: Record<string, string> | undefined;
  message: string | null;
}

/** Fields the form has; a server error on any other field is shown as the form's message instead. */
export function formFailure(error: unknown, fields: readonly string[], fallback: string): FormFailure {
  // Network failures and timeouts have no server message worth showing.
  if (!(error instanceof ApiError) || error.status === 0) return { fieldErrors: undefined, message: fallback };
  const known = Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field));
  const fieldErrors = known.length > 0 ? Object.fromEntries(known) : undefined;
  // With field errors in place, the generic "Some fields are not valid." adds nothing.
  const message = fieldErrors && known.length === Object.keys(error.fieldErrors).length ? null : error.message || fallback;
  return { fieldErrors, message };
}
