// The beneficiary form's values (every field a string, as inputs hold them) and its resolver's schema: the domain
// rule the route applies (makeBeneficiarySchema) with the system parameters the app keeps. DOM-free (unit-tested).
import { makeBeneficiarySchema } from '../../../domain/payouts/records';
import type { DestinationRules } from '../../../domain/payouts/rules';
import type { Beneficiary } from '../../../domain/wire';

export const BENEFICIARY_FORM_FIELDS = [
  'name', 'email', 'country', 'currency', 'methodType', 'holderName', 'bankName', 'accountNumber', 'routingNumber', 'swift', 'sortCode', 'iban',
  'walletProvider', 'walletAccount',
] as const;
export type BeneficiaryFormValues = Record<(typeof BENEFICIARY_FORM_FIELDS)[number], string>;

export function beneficiaryFormDefaults(record?: Partial<Beneficiary>): BeneficiaryFormValues {
  const v = Object.fromEntries(BENEFICIARY_FORM_FIELDS.map((f) => [f, (record?.[f] as string | null | undefined) ?? ''])) as BeneficiaryFormValues;
  if (!v.methodType) v.methodType = 'bank_account';
  return v;
}

/** Blank inputs are absent values: the rule's 'Please Input' rather than a format message. */
export function beneficiaryFormSchema(rules: DestinationRules) {
  const schema = makeBeneficiarySchema(rules);
  return {
    schema,
    body: (values: Record<string, unknown>) =>
      Object.fromEntries(BENEFICIARY_FORM_FIELDS.map((f) => [f, typeof values[f] === 'string' && (values[f] as string).trim() !== '' ? values[f] : null])),
  };
}
