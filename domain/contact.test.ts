import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, contactSchema } from './contact';
import { translateMessage } from './messages';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', company: '', topic: 'sales', message: 'Hello, I would like a demo.' };
const keysOf = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('contact form schema', () => {
  it('accepts a complete message, trims it and turns a blank company into null', () => {
    const r = contactSchema.parse({ ...valid, name: '  Ada Lovelace ', message: ' Hi ' });
    expect(r).toEqual({ ...valid, company: null, message: 'Hi' });
  });

  it('names every missing field with its own message', () => {
    expect(keysOf({})).toEqual({
      name: 'onb_contact_name_required', email: 'email_required', topic: 'onb_contact_topic_required', message: 'onb_contact_message_required',
    });
  });

  it.each([
    ['name', '   ', 'onb_contact_name_required'],
    ['email', 'not-an-email', 'email_invalid'],
    ['topic', 'lottery', 'onb_contact_topic_required'],
    ['message', '', 'onb_contact_message_required'],
    ['message', 'x'.repeat(CONTACT_MESSAGE_MAX + 1), 'field_too_long'],
    ['company', 'x'.repeat(101), 'field_too_long'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(keysOf({ ...valid, [field]: value })).toEqual({ [field]: key });
  });

  it('has both languages for its messages', () => {
    for (const key of ['onb_contact_name_required', 'onb_contact_topic_required', 'onb_contact_message_required']) {
      expect(translateMessage(key, 'en')).not.toBe(key);
      expect(translateMessage(key, 'zh')).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
