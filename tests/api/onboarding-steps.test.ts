// Onboarding wizard steps through the API: every invalid field refused with its exact message and nothing saved,
// valid steps saved with their sections complete, resume, the cross-step rules, drafts and permissions.
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../domain/messages';
import { upsertSystemParam } from '../../server/repositories/system-params';
import { setupTestApp, tempDir } from '../helpers/app';
import { STEP_ORDER, onboardingMerchant, putStep, sampleSteps, type StepName } from '../factories/onboarding';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-onb-') });
const db = database.db;
const en = (key: string) => translateMessage(key, 'en');

async function getApplication(headers: Record<string, string>) {
  const res = await app.inject({ url: '/api/onboarding', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** One field broken at a time: step, dotted path, the broken value, the message key it must get. */
const BROKEN: [StepName, string, unknown, string][] = [
  ['businessType', 'businessLocation', '', 'onb_location_required'],
  ['businessType', 'businessLocation', 'XX', 'onb_location_required'],
  ['businessType', 'businessType', 'corp', 'onb_business_type_required'],
  ['registeredAddress', 'line1', '', 'onb_response_required'],
  ['registeredAddress', 'line2', 'x'.repeat(300), 'field_too_long'],
  ['registeredAddress', 'city', '', 'onb_response_required'],
  ['registeredAddress', 'state', 'x'.repeat(300), 'field_too_long'],
  ['registeredAddress', 'postalCode', '??', 'onb_postal_code_invalid'],
  ['registeredAddress', 'country', 'FR', 'onb_address_country_mismatch'],
  ['registeredAddress', 'country', 'ZZ', 'onb_country_invalid'],
  ['businessDetails', 'legalName', '', 'onb_legal_name_required'],
  ['businessDetails', 'tradeName', 'x'.repeat(300), 'field_too_long'],
  ['businessDetails', 'settlementCurrency', 'XYZ', 'onb_currency_invalid'],
  ['businessDetails', 'registrationNumber', '!!', 'onb_registration_number_invalid'],
  ['businessDetails', 'industry', 'weapons', 'onb_industry_required'],
  ['businessDetails', 'website', 'not a url', 'onb_domain_invalid'],
  ['businessDetails', 'marketplaceLink', 'nope', 'onb_domain_invalid'],
  ['businessDetails', 'storeScreenshotId', '../x', 'field_invalid'],
  ['businessDetails', 'productDescription', '', 'onb_response_required'],
  ['businessDetails', 'websiteRequirements', 'x'.repeat(2001), 'field_too_long'],
  ['representative', 'firstName', '', 'onb_name_required'],
  ['representative', 'lastName', '', 'onb_name_required'],
  ['representative', 'email', '', 'email_required'],
  ['representative', 'email', 'x@', 'email_invalid'],
  ['representative', 'jobTitle', 'x'.repeat(300), 'field_too_long'],
  ['representative', 'dateOfBirth', '2020-01-01', 'onb_dob_underage'],
  ['representative', 'dateOfBirth', 'abc', 'onb_dob_invalid'],
  ['representative', 'address.line1', '', 'onb_response_required'],
  ['representative', 'address.city', '', 'onb_response_required'],
  ['representative', 'address.postalCode', '??', 'onb_postal_code_invalid'],
  ['representative', 'address.country', 'ZZ', 'onb_country_invalid'],
  ['representative', 'phone', '', 'onb_phone_required'],
  ['representative', 'phone', '12', 'onb_phone_invalid'],
  ['representative', 'ownershipPercent', 101, 'onb_percent_invalid'],
  ['owners', 'owners.0.firstName', '', 'onb_name_required'],
  ['owners', 'owners.0.email', 'bad', 'email_invalid'],
  ['owners', 'owners.0.phone', 'abc', 'onb_phone_invalid'],
  ['owners', 'owners.0.dateOfBirth', '2015-05-05', 'onb_dob_underage'],
  ['owners', 'owners.0.ownershipPercent', 10, 'onb_owner_below_threshold'],
  ['owners', 'owners.0.ownershipPercent', 'ten', 'onb_percent_invalid'],
  ['bank', 'accountNumber', '123', 'onb_account_number_invalid'],
  ['bank', 'holderName', 'Nobody', 'onb_holder_name_mismatch'],
  ['bank', 'bankName', '', 'onb_response_required'],
  ['bank', 'swift', 'XX', 'onb_swift_invalid'],
  ['bank', 'sortCode', '12', 'onb_sort_code_invalid'],
  ['bank', 'bankAddress', '', 'onb_response_required'],
  ['bank', 'routingNumber', '123', 'onb_routing_number_invalid'],
  ['bank', 'iban', 'GB00 NWBK 6016 1331 9268 19', 'onb_iban_invalid'],
];

function withField(value: unknown, dotted: string, broken: unknown) {
  const copy = structuredClone(value) as Record<string, unknown>;
  const parts = dotted.split('.');
  let node = copy as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
  node[parts.at(-1)!] = broken;
  return copy;
}

describe('the steps a business type needs (sole traders)', () => {
  it('a sole trader has personal details and no owners step: owners are refused in en and zh, the resume skips them', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    const company = await getApplication(m.headers);
    expect(company.sectionOrder).toContain('owners');
    expect((await putStep(app, m.headers, 'businessType', { ...steps.businessType, businessType: 'sole_proprietor' })).statusCode).toBe(200);
    const soleTrader = await getApplication(m.headers);
    expect(soleTrader.sectionOrder).toEqual(['businessType', 'registeredAddress', 'businessDetails', 'representative', 'bank', 'review', 'upload', 'automaticReview']);
    expect(soleTrader.sections.owners.complete).toBe(true);

    const refused = await putStep(app, m.headers, 'owners', steps.owners);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ businessType: 'This step is not part of verification for your business type.' });
    const zh = await app.inject({ method: 'PUT', url: '/api/onboarding/steps/owners', headers: { ...m.headers, 'accept-language': 'zh-CN' }, payload: steps.owners });
    expect(zh.json().errors).toEqual({ businessType: '该步骤不适用于您的企业类型。' });

    // A sole trader's business has a registered address too (in the business location).
    expect((await putStep(app, m.headers, 'registeredAddress', steps.registeredAddress)).statusCode).toBe(200);
    expect((await putStep(app, m.headers, 'businessDetails', steps.businessDetails)).statusCode).toBe(200);
    // The personal details ask no shareholding: the business is the sole trader's, so the step saves 100.
    const { ownershipPercent: _notAsked, ...person } = steps.representative as Record<string, unknown>;
    const afterPerson = await putStep(app, m.headers, 'representative', person);
    expect(afterPerson.statusCode, afterPerson.body).toBe(200);
    expect(afterPerson.json().data.data.representative.ownershipPercent).toBe(100);
    expect(afterPerson.json().data.sections.representative.complete).toBe(true);
    // Past the personal details the wizard goes on to the (optional) bank step, then the review: never the owners.
    expect(afterPerson.json().data).toMatchObject({ currentStep: 'bank', nextStep: 'review' });
    expect((await getApplication(m.headers)).data.owners).toBeNull();

    // Another account (a company) is not touched by this one's type, and its representative is still asked.
    const other = await onboardingMerchant(db);
    expect((await getApplication(other.headers)).sectionOrder).toContain('owners');
    const unasked = await putStep(app, other.headers, 'representative', person);
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().errors).toEqual({ ownershipPercent: en('onb_percent_invalid') });
  });
});

describe('PUT /api/onboarding/steps/:step', () => {
  it('saves valid steps in order, marks their sections complete and resumes where the merchant was', async () => {
    const m = await onboardingMerchant(db);
    const first = await getApplication(m.headers);
    expect(first).toMatchObject({ state: 'inactive', outcome: null, currentStep: 'businessType', nextStep: 'businessType' });
    const steps = sampleSteps();
    for (const step of STEP_ORDER) {
      const res = await putStep(app, m.headers, step, steps[step]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.sections[step].complete).toBe(true);
    }
    // Signing in again (a new GET) returns the saved data and the place to resume.
    const again = await getApplication(m.headers);
    expect(again.currentStep).toBe('review');
    expect(again.nextStep).toBe('review');
    expect(again.data.businessDetails.legalName).toBe('Acme Trading Ltd');
    expect(again.data.owners.owners[0].lastName).toBe('Brown');
    expect(again.data.bank.sortCode).toBe('601613');
    for (const step of STEP_ORDER) expect(again.sections[step].complete).toBe(true);
    expect(again.sections.review.complete).toBe(false);
  });

  it('resumes after the last saved step', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    await putStep(app, m.headers, 'businessType', steps.businessType);
    // The registered address is the step after the business type.
    expect(await getApplication(m.headers)).toMatchObject({ currentStep: 'registeredAddress', nextStep: 'registeredAddress' });
    await putStep(app, m.headers, 'registeredAddress', steps.registeredAddress);
    await putStep(app, m.headers, 'businessDetails', steps.businessDetails);
    const resumed = await getApplication(m.headers);
    expect(resumed.currentStep).toBe('representative');
    expect(resumed.nextStep).toBe('representative');
    expect(resumed.sections.representative.complete).toBe(false);
  });

  it.each(BROKEN)('refuses %s.%s = %j with its exact message and saves nothing', async (step, field, broken, key) => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    for (const s of STEP_ORDER) {
      if (s === step) break;
      expect((await putStep(app, m.headers, s, steps[s])).statusCode).toBe(200);
    }
    // A valid save first, so "nothing saved" means the previous data is still there.
    expect((await putStep(app, m.headers, step, steps[step])).statusCode).toBe(200);
    const before = await getApplication(m.headers);
    const res = await putStep(app, m.headers, step, withField(steps[step], field, broken));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors[field]).toBe(en(key));
    expect(body.errors[field]).not.toBe(key);
    expect(await getApplication(m.headers)).toEqual(before);
  });

  it('answers the spec sentence for a missing legal name, and Chinese on request', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    await putStep(app, m.headers, 'businessType', steps.businessType);
    const res = await putStep(app, m.headers, 'businessDetails', { ...steps.businessDetails, legalName: '' });
    expect(res.json().errors.legalName).toBe('Please enter a legal business name.');
    const zh = await app.inject({
      method: 'PUT', url: '/api/onboarding/steps/businessDetails', headers: { ...m.headers, 'accept-language': 'zh-CN' },
      payload: { ...steps.businessDetails, legalName: '' },
    });
    expect(zh.json().errors.legalName).toBe('请输入企业法定名称。');
    expect((await getApplication(m.headers)).data.businessDetails).toBeNull();
  });

  it('refuses a business location on the BLACK_COUNTRY list', async () => {
    await upsertSystemParam(db, { paramCode: 'BLACK_COUNTRY', paramValue: 'KP, IR', extValue: null });
    try {
      const m = await onboardingMerchant(db);
      const res = await putStep(app, m.headers, 'businessType', { businessLocation: 'ir', businessType: 'company' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.businessLocation).toBe(en('onb_location_blocked'));
      const after = await getApplication(m.headers);
      expect(after.data.businessType).toBeNull();
      expect(after.blackCountries).toEqual(['KP', 'IR']);
    } finally {
      await upsertSystemParam(db, { paramCode: 'BLACK_COUNTRY', paramValue: '', extValue: null });
    }
  });

  it('refuses a registered address outside the business location country, in en and zh, and saves nothing', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    await putStep(app, m.headers, 'businessType', { ...steps.businessType, businessLocation: 'DE' });
    const res = await putStep(app, m.headers, 'registeredAddress', steps.registeredAddress);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ country: 'The registered address must be in the business location country.' });
    const zh = await app.inject({
      method: 'PUT', url: '/api/onboarding/steps/registeredAddress', headers: { ...m.headers, 'accept-language': 'zh-CN' },
      payload: steps.registeredAddress,
    });
    expect(zh.json().errors.country).toBe(translateMessage('onb_address_country_mismatch', 'zh'));
    expect((await getApplication(m.headers)).data.registeredAddress).toBeNull();
    // In the location's country it is saved, normalised, and the details step no longer asks for an address.
    const ok = await putStep(app, m.headers, 'registeredAddress', { ...steps.registeredAddress, country: 'de', line2: ' ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.data.registeredAddress).toEqual({ ...steps.registeredAddress, country: 'DE', line2: null });
    expect(ok.json().data.sections.registeredAddress.complete).toBe(true);
    expect((await putStep(app, m.headers, 'businessDetails', steps.businessDetails)).statusCode).toBe(200);
  });

  it('names every empty required field of the registered address with the spec’s message', async () => {
    const m = await onboardingMerchant(db);
    await putStep(app, m.headers, 'businessType', sampleSteps().businessType);
    const res = await putStep(app, m.headers, 'registeredAddress', { line1: '', line2: '', city: ' ', state: '', postalCode: '', country: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ line1: 'Please provide a response.', city: 'Please provide a response.', country: en('onb_country_invalid') });
  });

  it('flags a saved registered address once the business location moves away from it, and the review refuses it', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    for (const s of STEP_ORDER) await putStep(app, m.headers, s, steps[s]);
    await putStep(app, m.headers, 'businessType', { ...steps.businessType, businessLocation: 'IE' });
    const moved = await getApplication(m.headers);
    expect(moved.sections.registeredAddress.complete).toBe(false);
    expect(moved.crossStepIssues).toContainEqual({ section: 'registeredAddress', field: 'country', message: 'onb_address_country_mismatch' });
    const review = await app.inject({ method: 'POST', url: '/api/onboarding/review', headers: m.headers });
    expect(review.statusCode).toBe(400);
    expect(review.json().errors).toMatchObject({
      registeredAddress: en('onb_section_incomplete'), 'registeredAddress.country': en('onb_address_country_mismatch'),
    });
  });

  it('keeps one account’s registered address from another account and from the test mode', async () => {
    const m = await onboardingMerchant(db);
    await putStep(app, m.headers, 'businessType', sampleSteps().businessType);
    expect((await putStep(app, m.headers, 'registeredAddress', sampleSteps().registeredAddress)).statusCode).toBe(200);
    expect((await getApplication(m.headers)).data.registeredAddress.line1).toBe('1 High Street');
    const other = await onboardingMerchant(db);
    const theirs = await getApplication(other.headers);
    expect(theirs.data.registeredAddress).toBeNull();
    expect(theirs.sections.registeredAddress.complete).toBe(false);
    expect((await app.inject({ url: '/api/onboarding', headers: m.testHeaders })).statusCode).toBe(401);
    expect((await app.inject({ url: '/test/api/onboarding', headers: m.testHeaders })).statusCode).toBe(404);
    expect((await putStep(app, m.testHeaders, 'registeredAddress', sampleSteps().registeredAddress)).statusCode).toBe(401);
  });

  it('refuses owners below 25% and a total above 100%', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    await putStep(app, m.headers, 'representative', steps.representative);
    const low = await putStep(app, m.headers, 'owners', { owners: [{ ...steps.owners.owners[0], ownershipPercent: 24.99 }] });
    expect(low.json().errors['owners.0.ownershipPercent']).toBe(en('onb_owner_below_threshold'));
    const over = await putStep(app, m.headers, 'owners', { owners: [{ ...steps.owners.owners[0], ownershipPercent: 41 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.owners).toBe(en('onb_ownership_total_exceeded'));
    // The representative may hold 0%, and with nobody else at 25% or more the owners list is empty.
    expect((await putStep(app, m.headers, 'representative', { ...steps.representative, ownershipPercent: 0 })).statusCode).toBe(200);
    expect((await putStep(app, m.headers, 'owners', { owners: [] })).statusCode).toBe(200);
  });

  it('refuses a bank holder name that matches nobody, and accepts an owner’s name in either order', async () => {
    const m = await onboardingMerchant(db);
    const steps = sampleSteps();
    for (const s of STEP_ORDER.slice(0, 5)) await putStep(app, m.headers, s, steps[s]);
    const bad = await putStep(app, m.headers, 'bank', { ...steps.bank, holderName: 'Someone Else' });
    expect(bad.json().errors.holderName).toBe(en('onb_holder_name_mismatch'));
    expect((await getApplication(m.headers)).data.bank).toBeNull();
    const ok = await putStep(app, m.headers, 'bank', { ...steps.bank, holderName: 'brown john' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a body that is not an object', async () => {
    const m = await onboardingMerchant(db);
    const res = await app.inject({
      method: 'PUT', url: '/api/onboarding/steps/businessType', headers: { ...m.headers, 'content-type': 'application/json' }, payload: '[1]',
    });
    expect(res.statusCode).toBe(400);
    const unknown = await putStep(app, m.headers, 'nope', {});
    expect(unknown.statusCode).toBe(400);
  });

  it('autosaves the registered address as its own draft, cleared by its save', async () => {
    const m = await onboardingMerchant(db);
    const draft = await app.inject({
      method: 'PATCH', url: '/api/onboarding/draft/registeredAddress', headers: m.headers, payload: { line1: '1 High' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.drafts).toEqual({ registeredAddress: { line1: '1 High' } });
    expect(draft.json().data.sections.registeredAddress.complete).toBe(false);
    await putStep(app, m.headers, 'businessType', sampleSteps().businessType);
    await putStep(app, m.headers, 'registeredAddress', sampleSteps().registeredAddress);
    expect((await getApplication(m.headers)).drafts.registeredAddress).toBeUndefined();
  });

  it('keeps a draft apart from saved data, never complete, cleared by a save', async () => {
    const m = await onboardingMerchant(db);
    const draft = await app.inject({
      method: 'PATCH', url: '/api/onboarding/draft/businessDetails', headers: m.headers, payload: { legalName: 'Acm' },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.drafts.businessDetails).toEqual({ legalName: 'Acm' });
    expect(draft.json().data.data.businessDetails).toBeNull();
    expect(draft.json().data.sections.businessDetails.complete).toBe(false);
    const steps = sampleSteps();
    await putStep(app, m.headers, 'businessType', steps.businessType);
    await putStep(app, m.headers, 'businessDetails', steps.businessDetails);
    expect((await getApplication(m.headers)).drafts.businessDetails).toBeUndefined();
  });

  it('is the owners\' and admins\' business: a plain member neither reads nor edits it, whatever its codes', async () => {
    const member = await onboardingMerchant(db, { permissions: ['*'], role: 'member' });
    expect((await app.inject({ url: '/api/onboarding', headers: member.headers })).statusCode).toBe(403);
    const res = await putStep(app, member.headers, 'businessType', sampleSteps().businessType);
    expect(res.statusCode).toBe(403);
    const admin = await onboardingMerchant(db, { permissions: ['Overview'], role: 'admin' });
    expect((await getApplication(admin.headers)).data.businessType).toBeNull();
    expect((await putStep(app, admin.headers, 'businessType', sampleSteps().businessType)).statusCode).toBe(200);
  });

  it('needs the live token: no token is 401, and the test token does not open it', async () => {
    const m = await onboardingMerchant(db);
    expect((await app.inject({ url: '/api/onboarding' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/onboarding', headers: m.testHeaders })).statusCode).toBe(401);
    expect((await app.inject({ url: '/test/api/onboarding', headers: m.testHeaders })).statusCode).toBe(404);
  });
});
