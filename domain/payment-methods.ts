// The payment methods a merchant accepts on its hosted checkout (payment links and invoices), per mode: the card
// brands, each on or off. Nothing stored means every brand is on; at least one must stay on. The card network names
// brands as it reports them on payments ('VISA', 'Mastercard', ...); `brandKey` maps those names to the settings.
import { z } from 'zod';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unionpay', 'jcb'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand names the card network reports, by settings key. */
export const NETWORK_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
};

/** The settings key of a brand the network reported; null for a brand the settings do not list ('Other'). */
export function brandKey(networkBrand: string): CardBrand | null {
  const name = networkBrand.trim().toLowerCase();
  return CARD_BRANDS.find((b) => NETWORK_BRAND_NAMES[b].toLowerCase() === name) ?? null;
}

/** The settings as the API answers and the form edits them: every brand with its switch. */
export const paymentMethodsSchema = z
  .object({
    cardBrands: z.object(
      Object.fromEntries(CARD_BRANDS.map((b) => [b, z.boolean({ error: 'field_required' })])) as Record<CardBrand, z.ZodBoolean>,
      { error: 'field_required' },
    ).strict(),
  })
  .strict()
  .refine((v) => CARD_BRANDS.some((b) => v.cardBrands[b]), { message: 'payment_methods_one_brand', path: ['cardBrands'] });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** The settings from the brands turned off (what is stored). */
export function paymentMethodsFrom(disabled: readonly string[]): PaymentMethods {
  return { cardBrands: Object.fromEntries(CARD_BRANDS.map((b) => [b, !disabled.includes(b)])) as Record<CardBrand, boolean> };
}

/** The brands turned off, in the list's order (what is stored). */
export function disabledBrands(methods: PaymentMethods): CardBrand[] {
  return CARD_BRANDS.filter((b) => !methods.cardBrands[b]);
}

/** Whether a card the network reported as `networkBrand` may pay: a brand outside the list is taken when any is on. */
export function acceptsBrand(methods: PaymentMethods, networkBrand: string): boolean {
  const key = brandKey(networkBrand);
  return key === null ? true : methods.cardBrands[key];
}
