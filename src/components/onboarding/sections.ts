// Where each wizard section lives: its path (spec section 2) and its title key, in the wizard's order.
import { ONBOARDING_SECTIONS, SINGLE_OWNER_TYPES, businessTypeOf, type OnboardingSection } from '../../../domain/onboarding';

export const SECTION_PATHS: Readonly<Record<OnboardingSection, string>> = {
  businessType: '/business-type',
  registeredAddress: '/business-registered-address',
  businessDetails: '/business-details',
  representative: '/business-representative',
  owners: '/business-owners',
  bank: '/bank-details',
  review: '/review',
  upload: '/upload-materials',
  automaticReview: '/AutomaticReview',
};

export const HUB_PATH = '/dashboard';

/** /personal-details: the representative step of a sole trader, who is the person the business is (spec section 2). */
export const PERSONAL_DETAILS_PATH = '/personal-details';

type WithType = { data: { businessType: unknown } } | undefined;
/** Whether the application's saved business type is run by its one owner (no owners step; personal details). */
export const singleOwner = (app: WithType) => Boolean(app && SINGLE_OWNER_TYPES.some((t) => t === businessTypeOf(app.data)));

/** Where a section lives for this application: a sole trader's representative step is /personal-details. */
export function sectionPath(section: OnboardingSection, app?: WithType): string {
  return section === 'representative' && singleOwner(app) ? PERSONAL_DETAILS_PATH : SECTION_PATHS[section];
}

/** The section's title key; a sole trader's representative step is "Personal details". */
export const sectionTitle = (section: OnboardingSection, app?: WithType) =>
  section === 'representative' && singleOwner(app) ? 'app.onboarding.sections.personalDetails' : `app.onboarding.sections.${section}`;

export function isSection(value: string): value is OnboardingSection {
  return (ONBOARDING_SECTIONS as readonly string[]).includes(value);
}

type Progress = { currentStep: string; nextStep: OnboardingSection | null; sections: Partial<Record<OnboardingSection, { complete: boolean }>>; state: string };

/** Before a (re)submission the automatic review has nothing to show yet: the submit button is on the upload page. */
export function submittable(section: OnboardingSection, state: string): OnboardingSection {
  return section === 'automaticReview' && (state === 'inactive' || state === 'needs_update') ? 'upload' : section;
}

/** Where "continue" goes: the section the merchant was on (currentStep) unless it is done, else the next one to do. */
export function resumeSection(app: Progress): OnboardingSection {
  if (app.state === 'needs_review' || app.state === 'approved') return 'automaticReview';
  const current = isSection(app.currentStep) ? app.currentStep : null;
  if (current && !app.sections[current]?.complete) return submittable(current, app.state);
  return submittable(app.nextStep ?? 'automaticReview', app.state);
}
