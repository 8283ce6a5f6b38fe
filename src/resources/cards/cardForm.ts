// The card forms' values and the API bodies they make, judged by the domain's schemas; the limits' errors land under
// their row of the limits input.
import type { FieldValues, Resolver } from 'react-hook-form';
import { cardInputSchema, cardUpdateSchema } from '../../../domain/issuing/cards';
import type { Card } from '../../../domain/wire';
import { controlsBody, controlsFieldOf, controlsFormValues } from '../../components/issuing/spendingControlsForm';
import { zodResolver } from '../../components/zodResolver';

export const CARD_CREATE_FIELDS = ['cardholderId', 'type', 'brand', 'currency', 'status'] as const;

export const cardCreateDefaults = (cardholderId?: string): FieldValues => ({
  cardholderId: cardholderId ?? null, type: 'virtual', brand: 'VISA', currency: 'USD', status: 'active', ...controlsFormValues(undefined),
});

export function cardCreateBody(v: FieldValues) {
  return { cardholderId: v.cardholderId ?? '', type: v.type, brand: v.brand, currency: v.currency, status: v.status, spendingControls: controlsBody(v, v.currency) };
}

export const cardEditDefaults = (card: Card): FieldValues => ({ status: card.status, ...controlsFormValues(card.spendingControls) });

export function cardEditBody(v: FieldValues, card: Card) {
  return { status: v.status, spendingControls: controlsBody(v, card.currency) };
}

export function mapControlErrors<E>(errors: Record<string, E> | undefined): Record<string, E> | undefined {
  return errors && Object.fromEntries(Object.entries(errors).map(([k, e]) => [controlsFieldOf(k), e]));
}

function resolverOf(schema: Parameters<typeof zodResolver>[0], body: (v: FieldValues) => unknown): Resolver<FieldValues> {
  const inner = zodResolver(schema);
  return async (values, ctx, options) => {
    const result = await inner(body(values) as FieldValues, ctx, options);
    // On success the form's own values go on (onSubmit makes the body of them), not the schema's output.
    return Object.keys(result.errors).length ? { values: {}, errors: mapControlErrors(result.errors as Record<string, never>) ?? {} } : { values, errors: {} };
  };
}

export const cardCreateResolver = resolverOf(cardInputSchema, cardCreateBody);
export const cardEditResolver = (card: Card) => resolverOf(cardUpdateSchema, (v) => cardEditBody(v, card));
