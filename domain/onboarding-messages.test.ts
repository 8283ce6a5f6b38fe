import { describe, expect, it } from 'vitest';
import { isMessageKey, messages } from './messages';
import { onboardingMessages, type OnboardingIssueKey } from './onboarding-messages';

const catalogue: Record<string, { en: string; zh: string }> = { ...messages, ...onboardingMessages };
const text = (key: OnboardingIssueKey) => catalogue[key];

describe('onboarding messages', () => {
  it('carries the spec section 5 sentences exactly, typographic apostrophe included', () => {
    const spec: Record<string, OnboardingIssueKey> = {
      'Please select the business location.': 'onb_location_required',
      'Please select the type of business.': 'onb_business_type_required',
      'Please enter a legal business name.': 'onb_legal_name_required',
      'Please provide a response.': 'onb_response_required',
      'Domain couldn\u2019t be verified. Not a valid URL.': 'onb_domain_invalid',
      'Please enter a first and last name.': 'onb_name_required',
      'Please enter an email address.': 'email_required',
      'Please enter a valid email address.': 'email_invalid',
      'Please enter a phone number.': 'onb_phone_required',
      'Please enter a valid phone number.': 'onb_phone_invalid',
      'Please enter a valid percentage shareholding.': 'onb_percent_invalid',
    };
    for (const [sentence, key] of Object.entries(spec)) expect(text(key).en).toBe(sentence);
  });

  it('has an English and a Chinese text for every key', () => {
    for (const [key, { en, zh }] of Object.entries(onboardingMessages)) {
      expect(en.trim(), key).not.toBe('');
      expect(zh, key).toMatch(/[\u4e00-\u9fff]/);
      expect(zh, key).not.toBe(en);
    }
  });

  it('uses the glossary terms', () => {
    expect(onboardingMessages.onb_location_blocked.zh).toContain('商户认证');
    expect(onboardingMessages.onb_review_approved.zh).toContain('商户认证');
    expect(onboardingMessages.onb_currency_invalid.zh).toContain('结算');
  });

  it('is merged into the one catalogue without clashing', () => {
    for (const key of Object.keys(onboardingMessages)) {
      expect(key).toMatch(/^onb_[a-z_]+$/);
      expect(isMessageKey(key)).toBe(true);
      expect(messages[key as keyof typeof messages]).toEqual(onboardingMessages[key as keyof typeof onboardingMessages]);
    }
  });
});
