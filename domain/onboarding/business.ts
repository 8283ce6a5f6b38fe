// The business's own onboarding steps: business type (location and legal form), registered address and business
// details. The schemas are built from runtime facts: the BLACK_COUNTRY system parameter, and the business location
// chosen in step one, which the registered address must be in (spec section 5).
import { z } from 'zod';
import { normalizeCountryCode, isCountryCode } from './countries';
import {
  DESCRIPTION_MAX, addressSchema, checkedText, choice, countryCode, optionalText, optionalWebsite, requiredText,
} from './fields';

export const BUSINESS_TYPES = ['company', 'sole_proprietor', 'partnership', 'non_profit'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const INDUSTRIES = [
  'retail', 'software', 'digital_goods', 'education', 'travel', 'food_and_beverage', 'health_and_beauty',
  'professional_services', 'marketplace', 'charity', 'gambling', 'crypto', 'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
/** Industries the automatic review always sends to a person (see review.ts). */
export const HIGH_RISK_INDUSTRIES: readonly Industry[] = ['gambling', 'crypto'];

export const SETTLEMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'HKD', 'SGD', 'AUD', 'CAD', 'JPY', 'CHF'] as const;
export type SettlementCurrency = (typeof SETTLEMENT_CURRENCIES)[number];

/**
 * The BLACK_COUNTRY parameter's saved paramValue as a list of codes. It is stored as text; commas, semicolons,
 * bars and whitespace all separate codes, case does not matter, and anything that is not a country code is dropped.
 */
export function parseBlackCountries(paramValue: string | null | undefined): string[] {
  if (!paramValue) return [];
  const codes = paramValue.split(/[\s,;|]+/).map(normalizeCountryCode).filter(isCountryCode);
  return [...new Set(codes)];
}

export function makeBusinessTypeSchema(blackCountries: readonly string[]) {
  const blocked = new Set(blackCountries.map(normalizeCountryCode));
  return z.object({
    businessLocation: countryCode('onb_location_required', (c) => (blocked.has(c) ? 'onb_location_blocked' : null)),
    businessType: choice(BUSINESS_TYPES, 'onb_business_type_required'),
  });
}
export type BusinessTypeInput = z.input<ReturnType<typeof makeBusinessTypeSchema>>;
export type BusinessTypeStep = z.output<ReturnType<typeof makeBusinessTypeSchema>>;

/** Letters and digits with the separators registries print: spaces, dashes, slashes and dots. */
const REGISTRATION_NUMBER = /^[\p{L}\p{N}](?:[\p{L}\p{N} ./-]*[\p{L}\p{N}])?$/u;
/** An upload id of the store screenshot (from the upload endpoint). */
const UPLOAD_ID = /^[A-Za-z\d_-]{1,64}$/;

const ONLINE_PRESENCE = ['website', 'marketplaceLink', 'storeScreenshotId'] as const;

/**
 * /business-registered-address: lines 1 and 2, town/city, county/province, post/zip code (spec section 3) and the
 * country, which must be the business location (spec section 5). Without a location no address can match it.
 */
export function makeRegisteredAddressSchema(businessLocation: string) {
  const location = normalizeCountryCode(businessLocation);
  return addressSchema(countryCode('onb_country_invalid', (c) => (c === location ? null : 'onb_address_country_mismatch')));
}
export type RegisteredAddressInput = z.input<ReturnType<typeof makeRegisteredAddressSchema>>;
export type RegisteredAddressStep = z.output<ReturnType<typeof makeRegisteredAddressSchema>>;

/** /business-details: names, currency, registration, industry, online presence and what the business sells. */
export function makeBusinessDetailsSchema() {
  return z
    .object({
      legalName: requiredText('onb_legal_name_required'),
      tradeName: optionalText(),
      settlementCurrency: choice(SETTLEMENT_CURRENCIES, 'onb_currency_invalid'),
      registrationNumber: checkedText('onb_response_required', 'onb_registration_number_invalid', (v) => REGISTRATION_NUMBER.test(v), 50),
      industry: choice(INDUSTRIES, 'onb_industry_required'),
      website: optionalWebsite,
      marketplaceLink: optionalWebsite,
      storeScreenshotId: optionalText(64).refine((v) => v === null || UPLOAD_ID.test(v), 'field_invalid'),
      productDescription: requiredText('onb_response_required', DESCRIPTION_MAX),
      /** Spec section 3: what the merchant's website must do (optional; the Build Website request starts from it). */
      websiteRequirements: optionalText(DESCRIPTION_MAX),
    })
    .refine(
      // Any of the three given, even if it is itself wrong (that field then shows its own message).
      (v) => ONLINE_PRESENCE.some((f) => typeof v?.[f] === 'string' && v[f].trim() !== ''),
      { path: ['website'], message: 'onb_online_presence_required', when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}
export type BusinessDetailsInput = z.input<ReturnType<typeof makeBusinessDetailsSchema>>;
export type BusinessDetailsStep = z.output<ReturnType<typeof makeBusinessDetailsSchema>>;
