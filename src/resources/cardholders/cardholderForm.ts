// The cardholder form's flat values and the API body they make (billing.* nested), judged by the domain's schema;
// errors on billing.<field> (the schema's or the server's) land under the flat input of that field.
import type { FieldValues, Resolver } from 'react-hook-form';
import { cardholderInputSchema } from '../../../domain/issuing/cardholders';
import type { Cardholder } from '../../../domain/wire';
import { controlsBody, controlsFieldOf, controlsFormValues } from '../../components/issuing/spendingControlsForm';
import { zodResolver } from '../../components/zodResolver';

export const CARDHOLDER_FORM_FIELDS = ['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode', 'country', 'status'] as const;

export function cardholderFormDefaults(record?: Cardholder): FieldValues {
  return {
    name: record?.name ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    line1: record?.billing.line1 ?? '',
    line2: record?.billing.line2 ?? '',
    city: record?.billing.city ?? '',
    state: record?.billing.state ?? '',
    postalCode: record?.billing.postalCode ?? '',
    country: record?.billing.country ?? null,
    status: record?.status ?? 'active',
    ...controlsFormValues(record?.spendingControls),
  };
}

export function cardholderBody(v: FieldValues) {
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    billing: { line1: v.line1, line2: v.line2, city: v.city, state: v.state, postalCode: v.postalCode, country: v.country ?? '' },
    status: v.status,
    spendingControls: controlsBody(v),
  };
}

/** The body's field names (billing.city) of the form's inputs: the server's field errors the form can show. */
export const CARDHOLDER_BODY_FIELDS = CARDHOLDER_FORM_FIELDS.map((f) => (['name', 'email', 'phone', 'status'].includes(f) ? f : `billing.${f}`));

/** billing.city -> city: where the form shows an error of the body. */
export const formFieldOf = (path: string): string => controlsFieldOf(path.replace(/^billing\./, ''));

export function mapFieldErrors<E>(errors: Record<string, E> | undefined): Record<string, E> | undefined {
  return errors && Object.fromEntries(Object.entries(errors).map(([k, e]) => [formFieldOf(k), e]));
}

const inner = zodResolver(cardholderInputSchema);
export const cardholderResolver: Resolver<FieldValues> = async (values, ctx, options) => {
  const result = await inner(cardholderBody(values), ctx, options);
  // On success the form's own values go on (onSubmit makes the body of them), not the schema's output.
  return Object.keys(result.errors).length ? { values: {}, errors: mapFieldErrors(result.errors as Record<string, never>) ?? {} } : { values, errors: {} };
};
