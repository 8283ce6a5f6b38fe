import { describe, expect, it } from 'vitest';
import { brandColorIssue, businessProfileSchema, contrastRatio, statementDescriptorIssue, textColorOn } from './profile';

function issues(input: unknown): Record<string, string> {
  const r = businessProfileSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('statement descriptor (card-network rules)', () => {
  it.each([
    ['ACME', 'biz_descriptor_length'],
    ['A'.repeat(23), 'biz_descriptor_length'],
    ['ACME "SHOP"', 'biz_descriptor_chars'],
    ['ACME*SHOP', 'biz_descriptor_chars'],
    ['商户名称很长的', 'biz_descriptor_chars'],
    ['ACME <SHOP>', 'biz_descriptor_chars'],
    ['1234567', 'biz_descriptor_letter'],
    ['12-34 56', 'biz_descriptor_letter'],
  ])('%s is refused with %s', (text, key) => {
    expect(statementDescriptorIssue(text)).toBe(key);
  });

  it.each(['ACME SHOP', 'A'.repeat(22), 'ACME.COM/SHOP', 'B&B HOTEL 24', 'acme-shop, ltd'])('%s is accepted', (text) => {
    expect(statementDescriptorIssue(text)).toBeNull();
  });

  it('counts the trimmed text, and the schema stores it upper case', () => {
    expect(statementDescriptorIssue('  ACME  ')).toBe('biz_descriptor_length');
    const r = businessProfileSchema.parse({ businessName: 'Acme', statementDescriptor: ' acme shop ' });
    expect(r.statementDescriptor).toBe('ACME SHOP');
  });
});

describe('brand colour', () => {
  it('computes the WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('refuses what is not #rrggbb', () => {
    for (const v of ['1a56db', '#1a56d', '#1a56dbff', 'blue', '#gg0000']) expect(brandColorIssue(v)).toBe('biz_color_invalid');
  });

  it('refuses a colour too light to read on white, accepts dark ones', () => {
    expect(brandColorIssue('#ffff00')).toBe('biz_color_contrast');
    expect(brandColorIssue('#f0f0f0')).toBe('biz_color_contrast');
    expect(brandColorIssue('#1a56db')).toBeNull();
    expect(brandColorIssue('#767676')).toBeNull();
  });

  it('writes white on dark colours and black on light ones', () => {
    expect(textColorOn('#1a56db')).toBe('#ffffff');
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#f5c518')).toBe('#000000');
  });
});

describe('business profile schema', () => {
  it('requires the business name and names each wrong field', () => {
    expect(issues({ businessName: '  ', supportEmail: 'nope', supportPhone: '12', website: 'not a site', statementDescriptor: '123456', brandColor: '#fff' })).toEqual({
      businessName: 'field_required',
      supportEmail: 'email_invalid',
      supportPhone: 'onb_phone_invalid',
      website: 'onb_domain_invalid',
      statementDescriptor: 'biz_descriptor_letter',
      brandColor: 'biz_color_invalid',
    });
  });

  it('turns blanks into null, normalises phone and colour', () => {
    expect(businessProfileSchema.parse({ businessName: ' Acme ', supportEmail: '', supportPhone: '+44 20 7946 0000', website: null, brandColor: '#1A56DB' })).toEqual({
      businessName: 'Acme', supportEmail: null, supportPhone: '+442079460000', website: null, statementDescriptor: null, brandColor: '#1a56db',
    });
  });

  it('refuses unknown fields', () => {
    expect(businessProfileSchema.safeParse({ businessName: 'Acme', logo: 'x' }).success).toBe(false);
  });
});
