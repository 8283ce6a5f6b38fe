// The endpoint form's resolver: the domain's endpointInputSchema, through the shared issue mapping, plus the URL rule
// of the current mode (live: public https only), so the merchant hears it before the server refuses it.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { endpointInputSchema, endpointUrlIssue } from '../../../domain/webhooks/endpoint';
import { issuesToErrors } from '../../components/zodResolver';

export const endpointResolver = (livemode: boolean): Resolver<FieldValues> => async (values) => {
  const parsed = endpointInputSchema.safeParse(values);
  const errors: Record<string, { type: string; message: string }> = parsed.success ? {} : (issuesToErrors(parsed.error.issues) as Record<string, { type: string; message: string }>);
  const url = typeof values.url === 'string' ? values.url.trim() : '';
  const issue = url && !errors.url ? endpointUrlIssue(url, livemode) : null;
  if (issue) errors.url = { type: 'url', message: `validation.${issue}` };
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data as FieldValues, errors: {} };
  return { values: {}, errors: errors as FieldErrors };
};

export const EMPTY_ENDPOINT = { url: '', description: '', enabledEvents: [] as string[] };
