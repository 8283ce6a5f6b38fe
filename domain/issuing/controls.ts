// Spending controls of a card or a cardholder (issue 31): limits per interval of spec section 3, blocked merchant
// categories and blocked merchant countries. The same schema serves the forms and the API.
import { z } from 'zod';
import { isCountryCode } from '../onboarding/countries';
import { PAYMENT_CURRENCIES } from '../payments';
import { MAX_PAYMENT_AMOUNT } from '../pricing';

/** Spec section 3: card-limit intervals. */
export const LIMIT_INTERVALS = ['all_time', 'per_authorization', 'daily', 'weekly', 'monthly'] as const;
export type LimitInterval = (typeof LIMIT_INTERVALS)[number];

/** Spec section 3: card brand labels. */
export const CARD_BRANDS = ['VISA', 'Mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The merchant categories a purchase names (the simulator's choice) and a control may block. */
export const MERCHANT_CATEGORIES = [
  'airlines', 'car_rental', 'hotels', 'restaurants', 'groceries', 'fuel', 'taxi_rides', 'software', 'electronics',
  'office_supplies', 'advertising', 'gambling', 'jewelry', 'other',
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

export const ISSUING_CURRENCIES = PAYMENT_CURRENCIES;
export type IssuingCurrency = (typeof ISSUING_CURRENCIES)[number];

export const MAX_LIMITS = 10;
export const MAX_BLOCKED = 50;

export const spendingLimitSchema = z.object({
  interval: z.enum(LIMIT_INTERVALS, { error: 'issuing_limit_interval_invalid' }),
  /** Minor units of `currency`. */
  amount: z.number({ error: 'issuing_limit_amount_invalid' }).int('issuing_limit_amount_invalid').positive('issuing_limit_amount_invalid').max(MAX_PAYMENT_AMOUNT, 'issuing_limit_amount_invalid'),
  currency: z.enum(ISSUING_CURRENCIES, { error: 'issuing_currency_invalid' }),
});
export type SpendingLimit = z.infer<typeof spendingLimitSchema>;

const countryCode = z
  .string({ error: 'issuing_country_invalid' })
  .transform((c) => c.trim().toUpperCase())
  .refine(isCountryCode, 'issuing_country_invalid');

export const spendingControlsSchema = z.object({
  spendingLimits: z
    .array(spendingLimitSchema)
    .max(MAX_LIMITS, 'issuing_limits_too_many')
    .refine((limits) => new Set(limits.map((l) => `${l.interval}:${l.currency}`)).size === limits.length, 'issuing_limit_repeated')
    .default([]),
  blockedCategories: z.array(z.enum(MERCHANT_CATEGORIES, { error: 'issuing_category_invalid' })).max(MAX_BLOCKED, 'issuing_blocked_too_many').default([]),
  blockedCountries: z.array(countryCode).max(MAX_BLOCKED, 'issuing_blocked_too_many').default([]),
});
export type SpendingControls = z.infer<typeof spendingControlsSchema>;

export const NO_CONTROLS: SpendingControls = { spendingLimits: [], blockedCategories: [], blockedCountries: [] };
