// Cards (issue 31): virtual or physical, VISA or Mastercard, in one currency, issued to a cardholder. Only the last 4
// digits are kept; a test-mode virtual card's full number and CVC are shown once, when it is issued, and never again.
import { z } from 'zod';
import { instantSchema } from '../payment-filters';
import { CARD_BRANDS, ISSUING_CURRENCIES, MERCHANT_CATEGORIES, spendingControlsSchema, spendingLimitSchema } from './controls';

export const CARD_TYPES = ['virtual', 'physical'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_STATUSES = ['active', 'inactive', 'canceled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A card is valid for this many years from its issue (it expires at the end of that month). */
export const CARD_VALID_YEARS = 3;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(20)]);

/** POST /cards and the issue-a-card form. A card's limits are in its own currency. */
export const cardInputSchema = z
  .object({
    cardholderId: z.string({ error: 'issuing_card_cardholder_required' }).trim().min(1, 'issuing_card_cardholder_required').max(64, 'issuing_card_cardholder_required'),
    type: z.enum(CARD_TYPES, { error: 'issuing_card_type_invalid' }),
    brand: z.enum(CARD_BRANDS, { error: 'issuing_card_brand_invalid' }),
    currency: z.enum(ISSUING_CURRENCIES, { error: 'issuing_currency_invalid' }),
    status: z.enum(['active', 'inactive'], { error: 'issuing_status_invalid' }).default('active'),
    spendingControls: spendingControlsSchema.default({ spendingLimits: [], blockedCategories: [], blockedCountries: [] }),
  })
  .superRefine((c, ctx) => {
    c.spendingControls.spendingLimits.forEach((l, i) => {
      if (l.currency !== c.currency) ctx.addIssue({ code: 'custom', path: ['spendingControls', 'spendingLimits', i, 'currency'], message: 'issuing_limit_currency_mismatch' });
    });
  });
export type CardInput = z.input<typeof cardInputSchema>;

/** PUT /cards/:id: status (a canceled card stays canceled) and spending controls. */
export const cardUpdateSchema = z.object({
  status: z.enum(CARD_STATUSES, { error: 'issuing_status_invalid' }).optional(),
  spendingControls: spendingControlsSchema.optional(),
});
export type CardUpdate = z.input<typeof cardUpdateSchema>;

/** Whether a card may move from one status to another: canceled is final. */
export function canChangeCardStatus(from: CardStatus, to: CardStatus): boolean {
  return from === to || from !== 'canceled';
}

/** The last day of the expiry month, as month and year, `CARD_VALID_YEARS` after the issue date (UTC). */
export function cardExpiry(issuedAt: Date): { expMonth: number; expYear: number } {
  return { expMonth: issuedAt.getUTCMonth() + 1, expYear: issuedAt.getUTCFullYear() + CARD_VALID_YEARS };
}

/** The Luhn check digit that completes `partial` (digits only). */
export function luhnCheckDigit(partial: string): number {
  let sum = 0;
  for (let i = 0; i < partial.length; i += 1) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}

/** The issuer's test ranges: VISA 4000 0012, Mastercard 5555 0012. */
export const BRAND_PREFIX: Record<(typeof CARD_BRANDS)[number], string> = { VISA: '40000012', Mastercard: '55550012' };

export const cardRecord = z.object({
  id: z.string(),
  cardholderId: z.string(),
  cardholderName: z.string(),
  type: z.enum(CARD_TYPES),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  currency: z.string(),
  status: z.enum(CARD_STATUSES),
  spendingControls: z.object({
    spendingLimits: z.array(spendingLimitSchema),
    blockedCategories: z.array(z.enum(MERCHANT_CATEGORIES)),
    blockedCountries: z.array(z.string()),
  }),
  livemode: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
  canceledAt: z.date().nullable(),
});
export type CardRecord = z.infer<typeof cardRecord>;

/** The answer to issuing a card: in test mode a virtual card's number and CVC, this once. */
export const issuedCardRecord = cardRecord.extend({
  reveal: z.object({ number: z.string(), cvc: z.string() }).nullable(),
});
export type IssuedCardRecord = z.infer<typeof issuedCardRecord>;

export const cardCountsRecord = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(CARD_STATUSES.map((s) => [s, z.number().int()])) as Record<CardStatus, z.ZodNumber>),
});

export const cardFilterSchema = z.strictObject({
  /** A card id, the last 4 digits, or part of the cardholder's name. */
  q: z.string().trim().min(1).max(100).optional(),
  status: oneOrMany(z.enum(CARD_STATUSES)).optional(),
  type: oneOrMany(z.enum(CARD_TYPES)).optional(),
  brand: oneOrMany(z.enum(CARD_BRANDS)).optional(),
  cardholderId: z.string().trim().min(1).max(64).optional(),
  createdFrom: instantSchema.optional(),
  createdTo: instantSchema.optional(),
});
export type CardFilter = z.infer<typeof cardFilterSchema>;
