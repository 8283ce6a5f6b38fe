// The business representative and the business owners steps. Both describe people with the same fields; owners
// are anyone with 25% or more (spec section 5), the representative may hold 0%, and together they hold at most 100%.
import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../dates';
import type { OnboardingIssueKey } from '../onboarding-messages';
import { calendarDate, isIsoDate, shiftDate } from './calendar';
import { SHORT_TEXT_MAX, addressSchema, countryCode, emailField, optionalText, phoneField, requiredText, str } from './fields';

export const ADULT_AGE = 18;
export const OWNER_THRESHOLD_PERCENT = 25;
export const MAX_OWNERS = 4; // four owners of 25% already hold everything
const EARLIEST_BIRTH_DATE = '1900-01-01';

export interface PeopleRuleOptions {
  /** The instant the age is judged at; tests and the API pass it so the rule is pure. */
  now?: Date;
  /** The zone whose calendar date "today" is (the account's). */
  tz?: string;
}

/** Why a date of birth is refused, or null: not a real date, before 1900 or in the future, or under 18 today. */
export function dateOfBirthIssue(dateOfBirth: string, now: Date, tz: string = DEFAULT_TIMEZONE): OnboardingIssueKey | null {
  const today = calendarDate(now, tz);
  if (!isIsoDate(dateOfBirth) || dateOfBirth < EARLIEST_BIRTH_DATE || dateOfBirth > today) return 'onb_dob_invalid';
  return dateOfBirth <= shiftDate(today, -ADULT_AGE, 'year') ? null : 'onb_dob_underage';
}

/** Hundredths of a percent, so sums of 33.33 + 33.33 + 33.34 are exact. */
const hundredths = (percent: number) => Math.round(percent * 100);

/** A shareholding from 0 to 100 with at most two decimals. */
function isPercent(p: unknown): p is number {
  return typeof p === 'number' && p >= 0 && p <= 100 && Math.abs(p * 100 - hundredths(p)) < 1e-6;
}

/** A valid shareholding of at least `min`. */
function percentField(min: number) {
  return z.number({ error: 'onb_percent_invalid' }).superRefine((p, ctx) => {
    const key = !isPercent(p) ? 'onb_percent_invalid' : p < min ? 'onb_owner_below_threshold' : null;
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}

function personSchema(options: PeopleRuleOptions, minPercent: number) {
  const now = options.now ?? new Date();
  const tz = options.tz ?? DEFAULT_TIMEZONE;
  return z.object({
    firstName: requiredText('onb_name_required', SHORT_TEXT_MAX),
    lastName: requiredText('onb_name_required', SHORT_TEXT_MAX),
    email: emailField,
    jobTitle: optionalText(SHORT_TEXT_MAX),
    dateOfBirth: str('onb_response_required', 'onb_dob_invalid')
      .trim()
      .superRefine((dob, ctx) => {
        const key = dob === '' ? 'onb_response_required' : dateOfBirthIssue(dob, now, tz);
        if (key) ctx.addIssue({ code: 'custom', message: key });
      }),
    address: addressSchema(countryCode('onb_country_invalid')),
    phone: phoneField,
    ownershipPercent: percentField(minPercent),
  });
}

/** The shareholding of a business run by its one owner (a sole trader): all of it, by definition. */
export const SOLE_OWNER_PERCENT = 100;

export interface RepresentativeRuleOptions extends PeopleRuleOptions {
  /**
   * The business is its one owner's (SINGLE_OWNER_TYPES, a sole trader): the step does not ask for a shareholding,
   * whatever is sent is not read, and the saved step holds SOLE_OWNER_PERCENT.
   */
  soleOwner?: boolean;
}

export function makeRepresentativeSchema(options: RepresentativeRuleOptions = {}) {
  const person = personSchema(options, 0);
  return options.soleOwner ? person.extend({ ownershipPercent: z.unknown().optional().transform(() => SOLE_OWNER_PERCENT) }) : person;
}
export type PersonInput = z.input<ReturnType<typeof makeRepresentativeSchema>>;
export type Person = z.output<ReturnType<typeof makeRepresentativeSchema>>;

/** The combined shareholding in percent, summed exactly in hundredths. */
export function ownershipTotal(representativePercent: number, owners: readonly { ownershipPercent: number }[]): number {
  return (hundredths(representativePercent) + owners.reduce((sum, o) => sum + hundredths(o.ownershipPercent), 0)) / 100;
}

export interface OwnersRuleOptions extends PeopleRuleOptions {
  /** The representative's saved shareholding, which counts towards the 100%. */
  representativePercent?: number;
}

/** The owners step: a list (empty when nobody else holds 25% or more) whose total with the representative is <= 100. */
export function makeBusinessOwnersSchema(options: OwnersRuleOptions = {}) {
  const representativePercent = options.representativePercent ?? 0;
  return z
    .object({
      owners: z.array(personSchema(options, OWNER_THRESHOLD_PERCENT), { error: 'onb_response_required' })
        .max(MAX_OWNERS, 'onb_ownership_total_exceeded'),
    })
    .refine(
      (v) => ownershipTotal(representativePercent, v.owners) <= 100,
      {
        path: ['owners'],
        message: 'onb_ownership_total_exceeded',
        // Judged once every percentage is itself valid, so the total shows even while a name is still missing.
        when: (payload) => {
          const owners = (payload.value as { owners?: unknown } | undefined)?.owners;
          return Array.isArray(owners) && owners.every((o) => isPercent((o as Person | null)?.ownershipPercent));
        },
      },
    );
}
export type BusinessOwnersInput = z.input<ReturnType<typeof makeBusinessOwnersSchema>>;
export type BusinessOwnersStep = z.output<ReturnType<typeof makeBusinessOwnersSchema>>;
