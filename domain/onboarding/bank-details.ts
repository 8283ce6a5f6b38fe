// The optional bank details step. The identifiers are checked by domain/bank.ts; the holder name must be one of the
// verified names of the business (spec section 5), which the schema receives from the saved earlier steps.
import { z } from 'zod';
import {
  isValidAccountNumber, isValidIban, isValidRoutingNumber, isValidSortCode, isValidSwift, normalizeBankCode,
  normalizeBankNumber,
} from '../bank';
import { LONG_TEXT_MAX, checkedText, optionalText, requiredText } from './fields';

/** NFKC folds full-width letters; case and all whitespace are ignored ("ACME  Ltd" is "acme ltd", "张 三" is "张三"). */
export function comparableName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Whether the holder name equals one of the names, ignoring case and whitespace. */
export function holderNameMatches(holder: string, names: readonly string[]): boolean {
  const wanted = comparableName(holder);
  return wanted !== '' && names.some((n) => comparableName(n) === wanted);
}

interface NamedPerson { firstName?: unknown; lastName?: unknown }
interface NameSources {
  businessDetails?: { legalName?: unknown; tradeName?: unknown } | null;
  representative?: NamedPerson | null;
  owners?: { owners?: readonly NamedPerson[] | null } | null;
}

/**
 * The names a holder may carry, from saved steps: the representative's and each owner's full name in both orders
 * (given name first, and family name first as Chinese names are written), the legal name and the trade name.
 */
export function holderNamesFrom(data: NameSources): string[] {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const people = [data.representative, ...(data.owners?.owners ?? [])];
  const names = people.flatMap((p) => {
    const first = text(p?.firstName);
    const last = text(p?.lastName);
    return first && last ? [`${first} ${last}`, `${last} ${first}`] : [];
  });
  for (const n of [data.businessDetails?.legalName, data.businessDetails?.tradeName]) {
    const name = text(n);
    if (name) names.push(name);
  }
  return names;
}

const optionalCode = (valid: (v: string) => boolean, key: 'onb_swift_invalid' | 'onb_sort_code_invalid' | 'onb_iban_invalid' | 'onb_routing_number_invalid', normalize: (v: string) => string) =>
  optionalText(64)
    .refine((v) => v === null || valid(v), key)
    .transform((v) => (v === null ? null : normalize(v)));

/**
 * Without `holderNames` the holder name is only required (the form's own view); the API passes the names from the
 * saved steps so a holder that matches none of them is refused.
 */
export function makeBankDetailsSchema(holderNames?: readonly string[]) {
  return z
    .object({
      accountNumber: checkedText('onb_response_required', 'onb_account_number_invalid', isValidAccountNumber, 40).transform(normalizeBankNumber),
      holderName: requiredText('onb_response_required').refine(
        (v) => holderNames === undefined || holderNameMatches(v, holderNames),
        'onb_holder_name_mismatch',
      ),
      bankName: requiredText('onb_response_required'),
      swift: optionalCode(isValidSwift, 'onb_swift_invalid', normalizeBankCode),
      sortCode: optionalCode(isValidSortCode, 'onb_sort_code_invalid', normalizeBankNumber),
      bankAddress: requiredText('onb_response_required', LONG_TEXT_MAX),
      routingNumber: optionalCode(isValidRoutingNumber, 'onb_routing_number_invalid', normalizeBankNumber),
      iban: optionalCode(isValidIban, 'onb_iban_invalid', normalizeBankCode),
    })
    .refine(
      // Spec section 5: the routing number is optional when SWIFT is used, so one of the two must be given.
      (v) => hasText(v.routingNumber) || hasText(v.swift),
      {
        path: ['routingNumber'],
        message: 'onb_routing_or_swift_required',
        when: (payload) => {
          const v = payload.value as { routingNumber?: unknown; swift?: unknown } | undefined;
          return typeof v === 'object' && v !== null;
        },
      },
    );
}

const hasText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export type BankDetailsInput = z.input<ReturnType<typeof makeBankDetailsSchema>>;
export type BankDetailsStep = z.output<ReturnType<typeof makeBankDetailsSchema>>;
