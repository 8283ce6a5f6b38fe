// The /newPaymentLink form's resolver: the typed values convert to the API body (linkForm.ts), the domain schema
// judges it, and both kinds of problem come back under the same field paths, through the shared issue mapping.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { paymentLinkInputSchema } from '../../../domain/payment-links/schema';
import { issuesToErrors } from '../../components/zodResolver';
import { linkFormToInput, type LinkFormState } from './linkForm';

export const linkResolver: Resolver<FieldValues> = async (values) => {
  const { input, errors: unconverted } = linkFormToInput(values as LinkFormState);
  const parsed = paymentLinkInputSchema.safeParse(input);
  const errors: Record<string, { type: string; message: string }> = parsed.success ? {} : (issuesToErrors(parsed.error.issues) as Record<string, { type: string; message: string }>);
  for (const [field, message] of Object.entries(unconverted)) errors[field] = { type: 'convert', message };
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data as FieldValues, errors: {} };
  return { values: {}, errors: errors as FieldErrors };
};
