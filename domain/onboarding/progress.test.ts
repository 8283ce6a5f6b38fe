import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_SECTIONS, businessTypeOf, crossStepIssues, missingDocuments, nextIncompleteSection, sectionComplete,
  sectionNeeded, stepIssues, stepSchemaFor, wizardSections, type OnboardingContext, type OnboardingData,
} from './progress';
import {
  SAMPLE_NOW, sampleBankDetails, sampleBusinessDetails, sampleBusinessType, sampleDocuments, sampleOwner, samplePerson,
  sampleRegisteredAddress,
} from './test-data';

const ctx: OnboardingContext = { blackCountries: ['KP'], now: SAMPLE_NOW };

/** A merchant who has filled in every form step and confirmed the review page, with documents uploaded. */
const filledIn = (): OnboardingData => ({
  businessType: sampleBusinessType(),
  registeredAddress: sampleRegisteredAddress(),
  businessDetails: sampleBusinessDetails(),
  representative: samplePerson(),
  owners: { owners: [sampleOwner()] },
  bank: sampleBankDetails(),
  reviewedAt: '2026-11-21T09:00:00Z',
  documents: sampleDocuments(),
});

describe('nextIncompleteSection', () => {
  it('walks the wizard in the spec order, the bank step being optional', () => {
    const data: OnboardingData = {};
    const visited: (string | null)[] = [];
    const fill: Partial<Record<string, () => void>> = {
      businessType: () => { data.businessType = sampleBusinessType(); },
      registeredAddress: () => { data.registeredAddress = sampleRegisteredAddress(); },
      businessDetails: () => { data.businessDetails = sampleBusinessDetails(); },
      representative: () => { data.representative = samplePerson(); },
      owners: () => { data.owners = { owners: [] }; },
      review: () => { data.reviewedAt = new Date(); },
      upload: () => { data.documents = [{ kind: 'registration_certificate', uploadId: 'upl_1' }]; },
      automaticReview: () => { data.review = { state: 'approved', outcome: 'approved' }; },
    };
    for (let i = 0; i < 10; i++) {
      const next = nextIncompleteSection(data, ctx);
      visited.push(next);
      if (next === null) break;
      fill[next]?.();
    }
    expect(visited).toEqual(['businessType', 'registeredAddress', 'businessDetails', 'representative', 'owners', 'review', 'upload', 'automaticReview', null]);
  });

  it('a sole trader has no owners step: the resume skips it and it counts as done', () => {
    const soleTrader = { businessType: { businessLocation: 'GB', businessType: 'sole_proprietor' } };
    expect(wizardSections('sole_proprietor')).toEqual(['businessType', 'registeredAddress', 'businessDetails', 'representative', 'bank', 'review', 'upload', 'automaticReview']);
    for (const type of ['company', 'partnership', 'non_profit', null] as const) expect(wizardSections(type)).toEqual(ONBOARDING_SECTIONS);
    expect(businessTypeOf(soleTrader)).toBe('sole_proprietor');
    expect(businessTypeOf({ businessType: { businessType: 'corp' } })).toBeNull();
    expect(sectionNeeded(soleTrader, 'owners')).toBe(false);
    expect(sectionNeeded(soleTrader, 'representative')).toBe(true);
    expect(sectionNeeded(soleTrader, 'registeredAddress')).toBe(true);

    const data: OnboardingData = { ...filledIn(), ...soleTrader, owners: undefined, reviewedAt: null };
    expect(sectionComplete(data, 'owners', ctx)).toBe(true);
    expect(nextIncompleteSection(data, ctx)).toBe('review');
    // The same application as a company still needs its owners step.
    expect(nextIncompleteSection({ ...data, businessType: sampleBusinessType() }, ctx)).toBe('owners');
  });

  it('stops at the bank step once it is started but not valid, or after the review rejected it', () => {
    expect(nextIncompleteSection({ ...filledIn(), bank: { ...sampleBankDetails(), iban: 'GB00' } }, ctx)).toBe('bank');
    expect(nextIncompleteSection({ ...filledIn(), bank: null }, ctx)).toBe('automaticReview');
    expect(nextIncompleteSection({ ...filledIn(), bankRejected: true }, ctx)).toBe('bank');
  });

  it('sends the merchant back to upload when the review asks for documents, then on to the review again', () => {
    const asked: OnboardingData = {
      ...filledIn(),
      documents: [{ kind: 'registration_certificate', uploadId: 'upl_1' }],
      review: { state: 'needs_update', outcome: 'documents_required' },
    };
    expect(nextIncompleteSection(asked, ctx)).toBe('upload');
    expect(missingDocuments(asked, ctx)).toEqual(['address_proof']);
    const tooOld = { ...asked, documents: [...asked.documents ?? [], { kind: 'address_proof' as const, uploadId: 'p', issuedOn: '2026-01-01' }] };
    expect(nextIncompleteSection(tooOld, ctx)).toBe('upload');
    expect(nextIncompleteSection({ ...asked, documents: sampleDocuments() }, ctx)).toBe('automaticReview');
  });

  it('is null once approved, and points at the first broken step when an earlier one goes bad', () => {
    const approved: OnboardingData = { ...filledIn(), review: { state: 'approved', outcome: 'approved' } };
    expect(nextIncompleteSection(approved, ctx)).toBeNull();
    expect(nextIncompleteSection({ ...approved, businessType: { businessLocation: 'KP', businessType: 'company' } }, ctx)).toBe('businessType');
  });
});

describe('sectionComplete', () => {
  it('reports every section of a filled-in, approved wizard complete', () => {
    const data: OnboardingData = { ...filledIn(), review: { state: 'approved', outcome: 'approved' } };
    expect(ONBOARDING_SECTIONS.filter((s) => !sectionComplete(data, s, ctx))).toEqual([]);
  });

  it('reports an empty wizard incomplete everywhere, the skipped bank step included', () => {
    expect(ONBOARDING_SECTIONS.filter((s) => sectionComplete({}, s, ctx))).toEqual([]);
    expect(sectionComplete({ ...filledIn(), bank: null }, 'bank', ctx)).toBe(false);
  });

  it('uses the BLACK_COUNTRY list and the saved location', () => {
    const data = { ...filledIn(), businessType: { businessLocation: 'FR', businessType: 'company' } };
    expect(sectionComplete(data, 'businessType', ctx)).toBe(true);
    expect(sectionComplete(data, 'businessType', { ...ctx, blackCountries: ['FR'] })).toBe(false);
    expect(sectionComplete(data, 'registeredAddress', ctx)).toBe(false); // the registered address is in GB
    expect(sectionComplete(data, 'businessDetails', ctx)).toBe(true); // the details have no address
    expect(sectionComplete({ ...filledIn(), businessType: undefined }, 'registeredAddress', ctx)).toBe(false);
  });

  it('counts the registered address complete only once saved whole, for every business type', () => {
    expect(sectionComplete({ ...filledIn(), registeredAddress: undefined }, 'registeredAddress', ctx)).toBe(false);
    expect(sectionComplete({ ...filledIn(), registeredAddress: { ...sampleRegisteredAddress(), city: '' } }, 'registeredAddress', ctx)).toBe(false);
    const soleTrader = { ...filledIn(), businessType: { businessLocation: 'GB', businessType: 'sole_proprietor' }, registeredAddress: undefined };
    expect(nextIncompleteSection(soleTrader, ctx)).toBe('registeredAddress');
  });
});

describe('cross-step rules', () => {
  it('finds nothing in consistent data', () => {
    expect(crossStepIssues(filledIn(), ctx)).toEqual([]);
  });

  it('finds the address country, ownership total and holder name broken by a later or earlier change', () => {
    const data: OnboardingData = {
      ...filledIn(),
      businessType: { businessLocation: 'DE', businessType: 'company' },
      representative: samplePerson({ ownershipPercent: 80 }),
      bank: { ...sampleBankDetails(), holderName: 'Somebody Else' },
    };
    expect(crossStepIssues(data, ctx)).toEqual([
      { section: 'registeredAddress', field: 'country', message: 'onb_address_country_mismatch' },
      { section: 'owners', field: 'owners', message: 'onb_ownership_total_exceeded' },
      { section: 'bank', field: 'holderName', message: 'onb_holder_name_mismatch' },
    ]);
  });

  it('builds each step schema from the saved steps, as the API validates a save', () => {
    const data = filledIn();
    expect(stepSchemaFor('bank', data, ctx).safeParse({ ...sampleBankDetails(), holderName: 'brown john' }).success).toBe(true);
    expect(stepSchemaFor('owners', { ...data, representative: samplePerson({ ownershipPercent: 61 }) }, ctx)
      .safeParse(data.owners).success).toBe(false);
    expect(stepIssues('representative', { representative: samplePerson({ email: 'x' }) }, ctx)).toEqual({ email: 'email_invalid' });
  });
});
