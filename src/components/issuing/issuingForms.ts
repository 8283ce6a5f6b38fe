// The issuing forms' values and the API bodies they make, judged by the domain's schemas (the routes use the same):
// the simulator's purchase (domain/issuing/authorizations.ts simulatePurchaseSchema) and funding the issuing balance
// (domain/issuing/balance.ts issuingFundSchema). Amounts are typed in major units of the currency. DOM-free.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { parseMinorUnits } from '../../../domain/currency';
import { simulatePurchaseSchema } from '../../../domain/issuing/authorizations';
import { issuingFundSchema } from '../../../domain/issuing/balance';
import { zodResolver } from '../zodResolver';

/** Minor units of a typed amount; 0 when it is not an amount (the schema then names the field). */
export function minorOf(typed: unknown, currency: string): number {
  const parsed = parseMinorUnits(String(typed ?? '').trim(), currency || 'USD');
  return parsed.ok ? Number(parsed.value) : 0;
}

export const purchaseDefaults = (currency: string): FieldValues => ({ merchantName: '', merchantCategory: 'restaurants', merchantCountry: 'US', amount: '', currency });

export function purchaseBody(v: FieldValues, cardId: string) {
  return {
    cardId,
    merchantName: String(v.merchantName ?? ''),
    merchantCategory: v.merchantCategory,
    merchantCountry: String(v.merchantCountry ?? ''),
    amount: minorOf(v.amount, v.currency),
    currency: v.currency,
  };
}

export const fundDefaults = (currency = 'USD'): FieldValues => ({ amount: '', currency });
export const fundBody = (v: FieldValues) => ({ amount: minorOf(v.amount, v.currency), currency: v.currency });

/** The schema judges the body; on success the form's own values go on (the submit makes the body of them). */
function resolverOf(schema: z.ZodType, body: (v: FieldValues) => unknown): Resolver<FieldValues> {
  const inner = zodResolver(schema);
  return async (values, ctx, options) => {
    const result = await inner(body(values) as FieldValues, ctx, options);
    return Object.keys(result.errors).length ? { values: {}, errors: result.errors } : { values, errors: {} };
  };
}

export const purchaseResolver = (cardId: string) => resolverOf(simulatePurchaseSchema, (v) => purchaseBody(v, cardId));
export const fundResolver = resolverOf(issuingFundSchema, fundBody);
