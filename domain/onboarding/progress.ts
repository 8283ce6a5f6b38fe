// Where a merchant stands in the verification wizard: each section complete or not, and the next one to do, in the
// spec's order (section 2). Step data is what autosave stored, possibly half-filled, so it is validated here with
// the same schemas the form and the API use, each built from the other saved steps (the cross-step rules).
import type { z } from 'zod';
import type { OnboardingIssueKey } from '../onboarding-messages';
import { holderNamesFrom, makeBankDetailsSchema } from './bank-details';
import {
  BUSINESS_TYPES, makeBusinessDetailsSchema, makeBusinessTypeSchema, makeRegisteredAddressSchema, type BusinessType,
} from './business';
import { isAddressProofRecent, type DocumentKind, type DocumentRecord } from './documents';
import { makeBusinessOwnersSchema, makeRepresentativeSchema } from './people';
import type { ReviewOutcome, ReviewState } from './review';

export const ONBOARDING_SECTIONS = [
  'businessType', 'registeredAddress', 'businessDetails', 'representative', 'owners', 'bank', 'review', 'upload', 'automaticReview',
] as const;
export type OnboardingSection = (typeof ONBOARDING_SECTIONS)[number];
/** The sections that are forms with a step schema. */
export const ONBOARDING_STEPS = ['businessType', 'registeredAddress', 'businessDetails', 'representative', 'owners', 'bank'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const OPTIONAL_SECTIONS: readonly OnboardingSection[] = ['bank'];

/**
 * Business types run by one person who owns all of it (a sole trader): the wizard asks for that person's details
 * (/personal-details) and has no owners step, since nobody else can own 25% or more.
 */
export const SINGLE_OWNER_TYPES: readonly BusinessType[] = ['sole_proprietor'];

/** The business type the saved first step names, or null before it is saved. */
export function businessTypeOf(data: Pick<OnboardingData, 'businessType'>): BusinessType | null {
  const type = (data.businessType as { businessType?: unknown } | null | undefined)?.businessType;
  return (BUSINESS_TYPES as readonly unknown[]).includes(type) ? (type as BusinessType) : null;
}

/**
 * The wizard's sections for a business type, in order: the progress, the resume and the stepper follow this list.
 * Every type has a registered address (a sole trader's is where the business trades, in its location's country).
 */
export function wizardSections(businessType: BusinessType | null): readonly OnboardingSection[] {
  return businessType && SINGLE_OWNER_TYPES.includes(businessType) ? ONBOARDING_SECTIONS.filter((s) => s !== 'owners') : ONBOARDING_SECTIONS;
}

/** Whether the saved business type is run by its one owner (SINGLE_OWNER_TYPES): personal details, no owners step. */
export function singleOwnerData(data: Pick<OnboardingData, 'businessType'>): boolean {
  const type = businessTypeOf(data);
  return type !== null && SINGLE_OWNER_TYPES.includes(type);
}

/** Whether a section is part of this application's wizard (its business type needs it). */
export function sectionNeeded(data: Pick<OnboardingData, 'businessType'>, section: OnboardingSection): boolean {
  return wizardSections(businessTypeOf(data)).includes(section);
}

/** What the server keeps per account; each step holds its autosaved form values, valid or not. */
export interface OnboardingData {
  businessType?: unknown;
  /** The registered address step (/business-registered-address); before it was a step, inside businessDetails. */
  registeredAddress?: unknown;
  businessDetails?: unknown;
  representative?: unknown;
  owners?: unknown;
  /** Absent or null: the optional bank step was skipped. */
  bank?: unknown;
  /** Set by the automatic review when it rejects the bank details; cleared when the merchant saves new ones. */
  bankRejected?: boolean;
  /** When the merchant confirmed the review page. */
  reviewedAt?: string | Date | null;
  documents?: readonly DocumentRecord[];
  review?: { state: ReviewState; outcome?: ReviewOutcome | null } | null;
}

export interface OnboardingContext {
  /** The BLACK_COUNTRY system parameter (see parseBlackCountries). */
  blackCountries?: readonly string[];
  /** The instant ages and document dates are judged at; default: the current time. */
  now?: Date;
  /** The account's zone; default Asia/Shanghai. */
  tz?: string;
}

type StepSchemas = {
  businessType: ReturnType<typeof makeBusinessTypeSchema>;
  registeredAddress: ReturnType<typeof makeRegisteredAddressSchema>;
  businessDetails: ReturnType<typeof makeBusinessDetailsSchema>;
  representative: ReturnType<typeof makeRepresentativeSchema>;
  owners: ReturnType<typeof makeBusinessOwnersSchema>;
  bank: ReturnType<typeof makeBankDetailsSchema>;
};

const builders: { [S in OnboardingStep]: (data: OnboardingData, ctx: OnboardingContext) => StepSchemas[S] } = {
  businessType: (_data, ctx) => makeBusinessTypeSchema(ctx.blackCountries ?? []),
  registeredAddress: (data, ctx) => {
    const step = makeBusinessTypeSchema(ctx.blackCountries ?? []).safeParse(data.businessType);
    // Without a valid location no registered address can match it, so the step cannot be complete.
    return makeRegisteredAddressSchema(step.success ? step.data.businessLocation : '');
  },
  businessDetails: () => makeBusinessDetailsSchema(),
  // A sole trader's personal details: the business is theirs, so no shareholding is asked (100 is saved).
  representative: (data, ctx) => makeRepresentativeSchema({ ...ctx, soleOwner: singleOwnerData(data) }),
  owners: (data, ctx) => {
    const percent = (data.representative as { ownershipPercent?: unknown } | null | undefined)?.ownershipPercent;
    return makeBusinessOwnersSchema({ ...ctx, representativePercent: typeof percent === 'number' ? percent : 0 });
  },
  bank: (data) => makeBankDetailsSchema(holderNamesFrom(data as Parameters<typeof holderNamesFrom>[0])),
};

/** The schema of a step, built from the other saved steps: what the API validates a save of that step with. */
export function stepSchemaFor<S extends OnboardingStep>(step: S, data: OnboardingData, ctx: OnboardingContext = {}): StepSchemas[S] {
  return builders[step](data, ctx);
}

/** The first message per field of a saved step ('owners.0.email' -> key); empty when it is valid. */
export function stepIssues(step: OnboardingStep, data: OnboardingData, ctx: OnboardingContext = {}): Record<string, string> {
  const result = (stepSchemaFor(step, data, ctx) as z.ZodType).safeParse(data[step]);
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

/** The rules that compare one step with another; the review page lists these against the step to modify. */
export const CROSS_STEP_KEYS: readonly OnboardingIssueKey[] = [
  'onb_address_country_mismatch', 'onb_ownership_total_exceeded', 'onb_holder_name_mismatch',
];

export interface CrossStepIssue { section: OnboardingStep; field: string; message: OnboardingIssueKey }

/** Every cross-step rule the saved data breaks (a step saved before another changed can become wrong). */
export function crossStepIssues(data: OnboardingData, ctx: OnboardingContext = {}): CrossStepIssue[] {
  return ONBOARDING_STEPS.filter((s) => data[s] !== undefined && data[s] !== null && sectionNeeded(data, s)).flatMap((section) =>
    Object.entries(stepIssues(section, data, ctx))
      .filter(([, key]) => (CROSS_STEP_KEYS as readonly string[]).includes(key))
      .map(([field, key]) => ({ section, field, message: key as OnboardingIssueKey })));
}

/** Documents the upload step needs now: the registration certificate, plus a recent proof once the review asks. */
export function missingDocuments(data: OnboardingData, ctx: OnboardingContext = {}): DocumentKind[] {
  const docs = data.documents ?? [];
  const now = ctx.now ?? new Date();
  const required: DocumentKind[] = ['registration_certificate'];
  if (data.review?.outcome === 'documents_required') required.push('address_proof');
  return required.filter((kind) => !docs.some((d) => d.kind === kind &&
    (kind !== 'address_proof' || (typeof d.issuedOn === 'string' && isAddressProofRecent(d.issuedOn, now, ctx.tz)))));
}

export function sectionComplete(data: OnboardingData, section: OnboardingSection, ctx: OnboardingContext = {}): boolean {
  // A section the business type does not need has nothing to do.
  if (!sectionNeeded(data, section)) return true;
  switch (section) {
    case 'review': return Boolean(data.reviewedAt);
    case 'upload': return missingDocuments(data, ctx).length === 0;
    case 'automaticReview': return data.review?.state === 'approved';
    case 'bank':
      if (data.bankRejected) return false;
      return data.bank !== undefined && data.bank !== null && Object.keys(stepIssues('bank', data, ctx)).length === 0;
    default: return Object.keys(stepIssues(section, data, ctx)).length === 0;
  }
}

/** The first section still to do in wizard order; the bank step only when started or rejected; null when approved. */
export function nextIncompleteSection(data: OnboardingData, ctx: OnboardingContext = {}): OnboardingSection | null {
  for (const section of wizardSections(businessTypeOf(data))) {
    const skipped = section === 'bank' && (data.bank === undefined || data.bank === null) && !data.bankRejected;
    if (!skipped && !sectionComplete(data, section, ctx)) return section;
  }
  return null;
}
