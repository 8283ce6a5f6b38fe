import { describe, expect, it } from 'vitest';
import { resumeSection, sectionPath, sectionTitle } from '../../components/onboarding/sections';
import { sectionAfterSave, splitFieldErrors } from './stepNavigation';

const complete = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { complete: true }]));

describe('resumeSection', () => {
  it('returns to the step the merchant was on while it is unfinished', () => {
    expect(resumeSection({ currentStep: 'representative', nextStep: 'businessDetails', sections: {}, state: 'inactive' })).toBe('representative');
  });
  it('goes on to the next section to do once the current one is done', () => {
    expect(resumeSection({ currentStep: 'owners', nextStep: 'review', sections: complete('owners'), state: 'inactive' })).toBe('review');
  });
  it('shows the review status while reviewed or live, and the upload page (with submit) before resubmitting', () => {
    expect(resumeSection({ currentStep: 'upload', nextStep: null, sections: {}, state: 'approved' })).toBe('automaticReview');
    expect(resumeSection({ currentStep: 'review', nextStep: 'automaticReview', sections: complete('review'), state: 'needs_update' })).toBe('upload');
  });
});

describe('sectionAfterSave', () => {
  it('opens the following section, the optional bank step included', () => {
    expect(sectionAfterSave('owners', { sections: {}, nextStep: 'review', state: 'inactive' })).toBe('bank');
  });
  it('after a modify from the review page skips what is complete', () => {
    expect(sectionAfterSave('businessType', { sections: complete('registeredAddress'), nextStep: 'review', state: 'inactive' })).toBe('review');
    expect(sectionAfterSave('businessType', { sections: {}, nextStep: 'review', state: 'inactive' })).toBe('registeredAddress');
  });
  it('sends modified bank details after a rejection to the resubmission', () => {
    expect(sectionAfterSave('bank', { sections: complete('review', 'upload'), nextStep: 'automaticReview', state: 'needs_update' })).toBe('upload');
  });
});

describe('splitFieldErrors', () => {
  it('puts errors of inputs under them and errors of a whole list above the form', () => {
    const values = { legalName: null, registeredAddress: { country: 'FR' }, owners: [{ email: 'x' }] };
    expect(splitFieldErrors({ legalName: 'a', 'registeredAddress.country': 'b', 'owners.0.email': 'c', owners: 'd', body: 'e' }, values))
      .toEqual({ atInput: { legalName: 'a', 'registeredAddress.country': 'b', 'owners.0.email': 'c' }, atForm: ['d', 'e'] });
  });
});

describe('a sole trader', () => {
  const soleTrader = { data: { businessType: { businessLocation: 'GB', businessType: 'sole_proprietor' } } };
  const company = { data: { businessType: { businessLocation: 'GB', businessType: 'company' } } };
  it('has the representative step at /personal-details under its own title', () => {
    expect(sectionPath('representative', soleTrader)).toBe('/personal-details');
    expect(sectionTitle('representative', soleTrader)).toBe('app.onboarding.sections.personalDetails');
    expect(sectionPath('representative', company)).toBe('/business-representative');
    expect(sectionTitle('representative', company)).toBe('app.onboarding.sections.representative');
    expect(sectionPath('owners', soleTrader)).toBe('/business-owners');
  });
  it('goes from the personal details past the owners step', () => {
    const order = ['businessType', 'registeredAddress', 'businessDetails', 'representative', 'bank', 'review', 'upload', 'automaticReview'] as const;
    expect(sectionAfterSave('representative', { sections: {}, nextStep: 'review', state: 'inactive', sectionOrder: order })).toBe('bank');
    expect(sectionAfterSave('representative', { sections: {}, nextStep: 'review', state: 'inactive' })).toBe('owners');
  });
});
