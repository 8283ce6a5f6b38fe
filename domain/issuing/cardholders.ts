// Cardholders (issue 31): the people cards are issued to. The create/edit body (the form uses the same schema), the
// record, the list's filter and statuses.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { isValidPhone, normalizePhone } from '../onboarding/fields';
import { isCountryCode } from '../onboarding/countries';
import { spendingControlsSchema, spendingLimitSchema, MERCHANT_CATEGORIES } from './controls';

export const CARDHOLDER_STATUSES = ['active', 'inactive'] as const;
export type CardholderStatus = (typeof CARDHOLDER_STATUSES)[number];

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);
const emailFormat = z.email();

/** Required trimmed text of at most `max` characters, one message for missing, blank or too long. */
const text = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);
const optional = (key: string, max: number) => z.string({ error: key }).trim().max(max, key).nullish().transform((v) => v || null);

export const billingAddressSchema = z.object({
  line1: text('issuing_address_line1_required', 200),
  line2: optional('issuing_address_line2_invalid', 200),
  city: text('issuing_address_city_required', 100),
  state: optional('issuing_address_state_invalid', 100),
  postalCode: text('issuing_address_postal_code_required', 20).refine((v) => /^[A-Za-z\d](?:[A-Za-z\d -]{0,18}[A-Za-z\d])?$/.test(v), 'issuing_address_postal_code_required'),
  country: z.string({ error: 'issuing_address_country_required' }).transform((c) => c.trim().toUpperCase()).refine(isCountryCode, 'issuing_address_country_required'),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** POST /cardholders and PUT /cardholders/:id, and the cardholder form. */
export const cardholderInputSchema = z.object({
  name: text('issuing_cardholder_name_required', 100),
  email: z.string({ error: 'issuing_cardholder_email_invalid' }).trim().max(254, 'issuing_cardholder_email_invalid').refine((v) => emailFormat.safeParse(v).success, 'issuing_cardholder_email_invalid'),
  phone: z.string({ error: 'issuing_cardholder_phone_invalid' }).refine(isValidPhone, 'issuing_cardholder_phone_invalid').transform(normalizePhone),
  billing: billingAddressSchema,
  status: z.enum(CARDHOLDER_STATUSES, { error: 'issuing_status_invalid' }).default('active'),
  spendingControls: spendingControlsSchema.default({ spendingLimits: [], blockedCategories: [], blockedCountries: [] }),
});
export type CardholderInput = z.input<typeof cardholderInputSchema>;
export type CardholderValues = z.output<typeof cardholderInputSchema>;

export const cardholderRecord = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  billing: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string().nullable(), postalCode: z.string(), country: z.string() }),
  status: z.enum(CARDHOLDER_STATUSES),
  spendingControls: z.object({
    spendingLimits: z.array(spendingLimitSchema),
    blockedCategories: z.array(z.enum(MERCHANT_CATEGORIES)),
    blockedCountries: z.array(z.string()),
  }),
  /** Cards issued to the cardholder that are not canceled. */
  cardCount: z.number().int(),
  livemode: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type CardholderRecord = z.infer<typeof cardholderRecord>;

export const cardholderCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(CARDHOLDER_STATUSES.map((s) => [s, z.number().int()])) as Record<CardholderStatus, z.ZodNumber>),
});

export const cardholderFilterSchema = z.strictObject({
  /** A cardholder id, or part of the name or the email. */
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(CARDHOLDER_STATUSES)).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type CardholderFilter = z.infer<typeof cardholderFilterSchema>;
