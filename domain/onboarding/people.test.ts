import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone } from './fields';
import { dateOfBirthIssue, makeBusinessOwnersSchema, makeRepresentativeSchema, ownershipTotal } from './people';
import { SAMPLE_NOW, issuesByPath, sampleOwner, samplePerson } from './test-data';

const representative = makeRepresentativeSchema({ now: SAMPLE_NOW });

describe('representative step', () => {
  it('accepts a valid person, normalising the phone and blank optional fields', () => {
    const parsed = representative.parse(samplePerson({ jobTitle: ' ' }));
    expect(parsed.phone).toBe('+442079460958');
    expect(parsed.jobTitle).toBeNull();
    expect(parsed.address.country).toBe('GB');
  });

  it('allows the representative to hold 0% or 100%', () => {
    expect(representative.safeParse(samplePerson({ ownershipPercent: 0 })).success).toBe(true);
    expect(representative.safeParse(samplePerson({ ownershipPercent: 100 })).success).toBe(true);
    expect(representative.safeParse(samplePerson({ ownershipPercent: 12.5 })).success).toBe(true);
  });

  it("a sole trader's personal details ask no shareholding: none, or any sent, is saved as 100", () => {
    const soleOwner = makeRepresentativeSchema({ now: SAMPLE_NOW, soleOwner: true });
    const { ownershipPercent: _asked, ...withoutPercent } = samplePerson();
    expect(soleOwner.parse(withoutPercent).ownershipPercent).toBe(100);
    expect(soleOwner.parse(samplePerson({ ownershipPercent: null })).ownershipPercent).toBe(100);
    expect(soleOwner.parse(samplePerson({ ownershipPercent: 40 })).ownershipPercent).toBe(100);
    // The other fields are checked as for any representative.
    expect(issuesByPath(soleOwner.safeParse({ ...withoutPercent, firstName: '' }))).toEqual({ firstName: 'onb_name_required' });
    // Every other business type's representative is still asked.
    expect(issuesByPath(representative.safeParse(withoutPercent))).toEqual({ ownershipPercent: 'onb_percent_invalid' });
  });

  it.each([
    ['firstName', '', 'onb_name_required'],
    ['firstName', undefined, 'onb_name_required'],
    ['lastName', '  ', 'onb_name_required'],
    ['lastName', null, 'onb_name_required'],
    ['email', '', 'email_required'],
    ['email', undefined, 'email_required'],
    ['email', 'jane@', 'email_invalid'],
    ['email', 42, 'email_invalid'],
    ['firstName', 42, 'onb_name_required'],
    ['email', 'jane smith@acme.com', 'email_invalid'],
    ['email', `${'a'.repeat(250)}@acme.com`, 'email_invalid'],
    ['jobTitle', 'x'.repeat(101), 'field_too_long'],
    ['dateOfBirth', '', 'onb_response_required'],
    ['dateOfBirth', '12/04/1985', 'onb_dob_invalid'],
    ['dateOfBirth', '2026-12-01', 'onb_dob_invalid'],
    ['dateOfBirth', '2010-01-01', 'onb_dob_underage'],
    ['phone', '', 'onb_phone_required'],
    ['phone', undefined, 'onb_phone_required'],
    ['phone', '12345', 'onb_phone_invalid'],
    ['phone', '020 7946 0958', 'onb_phone_invalid'],
    ['phone', '+0 20 7946 0958', 'onb_phone_invalid'],
    ['phone', '+44 20 7946 0958 1234 5', 'onb_phone_invalid'],
    ['ownershipPercent', -1, 'onb_percent_invalid'],
    ['ownershipPercent', 100.01, 'onb_percent_invalid'],
    ['ownershipPercent', 12.345, 'onb_percent_invalid'],
    ['ownershipPercent', '50', 'onb_percent_invalid'],
    ['ownershipPercent', null, 'onb_percent_invalid'],
    ['ownershipPercent', Number.NaN, 'onb_percent_invalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issuesByPath(representative.safeParse({ ...samplePerson(), [field]: value }))).toEqual({ [field]: key });
  });

  it.each([
    ['line1', '', 'onb_response_required'],
    ['city', undefined, 'onb_response_required'],
    ['country', 'XX', 'onb_country_invalid'],
  ])('refuses address.%s = %j with %s', (field, value, key) => {
    const person = samplePerson();
    expect(issuesByPath(representative.safeParse({ ...person, address: { ...person.address, [field]: value } })))
      .toEqual({ [`address.${field}`]: key });
  });

  it('takes the home address in any country', () => {
    const person = samplePerson();
    expect(representative.safeParse({ ...person, address: { ...person.address, country: 'cn' } }).success).toBe(true);
  });
});

describe('dateOfBirthIssue', () => {
  it('is adult from the 18th birthday, judged on the calendar date in the zone', () => {
    expect(dateOfBirthIssue('2008-11-21', SAMPLE_NOW)).toBeNull();
    expect(dateOfBirthIssue('2008-11-22', SAMPLE_NOW)).toBe('onb_dob_underage');
    expect(dateOfBirthIssue('2026-11-21', SAMPLE_NOW)).toBe('onb_dob_underage'); // born today: not future, not adult
    const nearMidnight = new Date('2026-11-20T17:00:00Z'); // 21 Nov 01:00 in Shanghai, 20 Nov noon in New York
    expect(dateOfBirthIssue('2008-11-21', nearMidnight)).toBeNull();
    expect(dateOfBirthIssue('2008-11-21', nearMidnight, 'America/New_York')).toBe('onb_dob_underage');
  });

  it('lets someone born on 29 February come of age on 1 March in a common year', () => {
    expect(dateOfBirthIssue('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe('onb_dob_underage');
    expect(dateOfBirthIssue('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBeNull();
  });

  it('refuses dates that are not real, too old or in the future', () => {
    for (const dob of ['1990-02-30', '1899-12-31', '2026-11-22', '1990-1-1', '', 'yesterday']) {
      expect(dateOfBirthIssue(dob, SAMPLE_NOW), dob).toBe('onb_dob_invalid');
    }
    expect(dateOfBirthIssue('1900-01-01', SAMPLE_NOW)).toBeNull();
  });
});

describe('phone numbers', () => {
  it('normalises separators and the 00 prefix to E.164', () => {
    expect(normalizePhone('+86 138-0013-8000')).toBe('+8613800138000');
    expect(normalizePhone('0086 (138) 0013.8000')).toBe('+8613800138000');
    expect(isValidPhone('+1 (212) 555-0100')).toBe(true);
    expect(isValidPhone('+123456')).toBe(false); // too short to be a number anywhere
  });
});

describe('business owners step', () => {
  const owners = (representativePercent: number) => makeBusinessOwnersSchema({ now: SAMPLE_NOW, representativePercent });

  it('accepts no other owners, and owners of 25% or more within 100% in total', () => {
    expect(owners(100).safeParse({ owners: [] }).success).toBe(true);
    expect(owners(60).safeParse({ owners: [sampleOwner()] }).success).toBe(true);
    const thirds = [33.33, 33.33, 33.34].map((ownershipPercent) => ({ ...sampleOwner(), ownershipPercent }));
    expect(owners(0).safeParse({ owners: thirds }).success).toBe(true);
  });

  it('refuses an owner below 25%: owners are anyone with 25% or more', () => {
    const result = owners(0).safeParse({ owners: [{ ...sampleOwner(), ownershipPercent: 24.99 }] });
    expect(issuesByPath(result)).toEqual({ 'owners.0.ownershipPercent': 'onb_owner_below_threshold' });
    expect(issuesByPath(owners(0).safeParse({ owners: [{ ...sampleOwner(), ownershipPercent: 0 }] })))
      .toEqual({ 'owners.0.ownershipPercent': 'onb_owner_below_threshold' });
    expect(issuesByPath(owners(0).safeParse({ owners: [{ ...sampleOwner(), ownershipPercent: 101 }] })))
      .toEqual({ 'owners.0.ownershipPercent': 'onb_percent_invalid' });
  });

  it('refuses a total of the representative and owners above 100%, even while other fields are wrong', () => {
    expect(issuesByPath(owners(60.01).safeParse({ owners: [sampleOwner()] }))).toEqual({ owners: 'onb_ownership_total_exceeded' });
    const unnamed = { ...sampleOwner(), firstName: '', ownershipPercent: 50 };
    expect(issuesByPath(owners(60).safeParse({ owners: [unnamed] })))
      .toEqual({ 'owners.0.firstName': 'onb_name_required', owners: 'onb_ownership_total_exceeded' });
    const five = Array.from({ length: 5 }, () => ({ ...sampleOwner(), ownershipPercent: 25 }));
    expect(issuesByPath(owners(0).safeParse({ owners: five })).owners).toBe('onb_ownership_total_exceeded');
  });

  it('checks every owner field like the representative', () => {
    const result = owners(0).safeParse({ owners: [{ ...sampleOwner(), email: 'nope', phone: '' }] });
    expect(issuesByPath(result)).toEqual({ 'owners.0.email': 'email_invalid', 'owners.0.phone': 'onb_phone_required' });
    expect(issuesByPath(owners(0).safeParse({ owners: null }))).toEqual({ owners: 'onb_response_required' });
  });

  it('sums shareholdings exactly in hundredths of a percent', () => {
    const hundredths = fc.integer({ min: 0, max: 10_000 });
    fc.assert(fc.property(hundredths, fc.array(fc.integer({ min: 2_500, max: 10_000 }), { maxLength: 4 }), (rep, os) => {
      const list = os.map((h) => ({ ...sampleOwner(), ownershipPercent: h / 100 }));
      const total = rep + os.reduce((a, b) => a + b, 0);
      expect(ownershipTotal(rep / 100, list)).toBe(total / 100);
      expect(owners(rep / 100).safeParse({ owners: list }).success).toBe(total <= 10_000);
    }), { numRuns: 60 });
  });
});
