import { describe, expect, it } from 'vitest';
import { displayZone, formatListTime, formatPaymentCreated, formatZonedTime, setReaderZone } from '../dates';
import { profileSchema } from './profile';
import { canonicalTimeZone, effectiveZone, isSupportedTimeZone, supportedTimeZones, zoneName } from './zone';

describe('effectiveZone', () => {
  it("keeps the place's zone until the user picks one, then reads in the user's", () => {
    expect(effectiveZone(null, 'UTC')).toBe('UTC');
    expect(effectiveZone(undefined, 'Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(effectiveZone('America/New_York', 'UTC')).toBe('America/New_York');
    expect(effectiveZone('America/New_York', 'Asia/Shanghai')).toBe('America/New_York');
  });
  it('ignores a stored zone Intl does not know or offer', () => {
    expect(effectiveZone('Mars/Olympus', 'UTC')).toBe('UTC');
    expect(effectiveZone('Etc/GMT+3', 'UTC')).toBe('UTC');
    expect(isSupportedTimeZone('Europe/Paris')).toBe(true);
    expect(isSupportedTimeZone('Etc/GMT+3')).toBe(false);
    expect(isSupportedTimeZone('')).toBe(false);
  });
  it("takes the names a person types or picks and keeps today's IANA name (Node's Intl says Asia/Calcutta)", () => {
    for (const [typed, kept] of [
      ['Asia/Kolkata', 'Asia/Kolkata'], ['Asia/Calcutta', 'Asia/Kolkata'], ['asia/kolkata', 'Asia/Kolkata'],
      ['Europe/Kyiv', 'Europe/Kyiv'], ['Europe/Kiev', 'Europe/Kyiv'], ['Asia/Ho_Chi_Minh', 'Asia/Ho_Chi_Minh'],
      ['Asia/Saigon', 'Asia/Ho_Chi_Minh'], ['Asia/Kathmandu', 'Asia/Kathmandu'], ['America/Nuuk', 'America/Nuuk'],
      ['Asia/Yangon', 'Asia/Yangon'], ['Europe/Paris', 'Europe/Paris'], ['utc', 'UTC'], ['Etc/UTC', 'UTC'],
    ]) {
      expect(canonicalTimeZone(typed), typed).toBe(kept);
      expect(isSupportedTimeZone(typed), typed).toBe(true);
    }
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(effectiveZone('Asia/Calcutta', 'UTC')).toBe('Asia/Kolkata');
  });
  it('lists each zone once, under the name people know', () => {
    const list = supportedTimeZones();
    expect(list).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'UTC']));
    expect(list).not.toContain('Asia/Calcutta');
    expect(list).not.toContain('Europe/Kiev');
    expect(new Set(list).size).toBe(list.length);
    // Every name listed is its own canonical name: what is picked is what is stored and shown.
    expect(list.filter((tz) => canonicalTimeZone(tz) !== tz)).toEqual([]);
  });
  it('names the zone with its offset', () => {
    expect(zoneName('Asia/Shanghai', new Date('2026-06-01T00:00:00Z'))).toBe('UTC+08:00 Asia/Shanghai');
    expect(zoneName('UTC')).toBe('UTC+00:00 UTC');
    expect(zoneName('America/St_Johns', new Date('2026-01-15T00:00:00Z'))).toBe('UTC-03:30 America/St_Johns');
    expect(zoneName('Asia/Calcutta')).toBe('UTC+05:30 Asia/Kolkata');
  });
});

describe("the SPA's formatters follow the reader's zone", () => {
  const at = '2026-11-21T10:00:00Z';
  it('lists in UTC, payments and details in UTC+8 until a zone is chosen', () => {
    setReaderZone(null);
    expect(formatListTime(at)).toBe('2026-11-21 10:00:00');
    expect(formatPaymentCreated(at)).toBe('2026-11-21 18:00:00');
    expect(formatZonedTime(at, 'Asia/Shanghai')).toBe('2026-11-21 18:00:00 (UTC+8)');
  });
  it('every place reads in the chosen zone once set', () => {
    setReaderZone('America/New_York');
    try {
      expect(displayZone('UTC')).toBe('America/New_York');
      expect(formatListTime(at)).toBe('2026-11-21 05:00:00');
      expect(formatPaymentCreated(at)).toBe('2026-11-21 05:00:00');
      expect(formatZonedTime(at, 'Asia/Shanghai')).toBe('2026-11-21 05:00:00 (UTC-5)');
    } finally {
      setReaderZone(null);
    }
  });
});

describe('profileSchema', () => {
  it('takes a listed zone, en or zh_CN, and nulls', () => {
    expect(profileSchema.parse({ nickname: ' Ann ', language: 'zh_CN', timezone: 'Europe/Paris' })).toEqual({ nickname: 'Ann', language: 'zh_CN', timezone: 'Europe/Paris' });
    expect(profileSchema.safeParse({ nickname: 'Ann', language: null, timezone: null }).success).toBe(true);
  });
  it('stores one name for a zone whatever name was sent', () => {
    expect(profileSchema.parse({ nickname: 'Ann', language: null, timezone: 'Asia/Kolkata' }).timezone).toBe('Asia/Kolkata');
    expect(profileSchema.parse({ nickname: 'Ann', language: null, timezone: 'Asia/Calcutta' }).timezone).toBe('Asia/Kolkata');
    expect(profileSchema.parse({ nickname: 'Ann', language: null, timezone: 'europe/kiev' }).timezone).toBe('Europe/Kyiv');
  });
  it('refuses an unknown zone, another language and an empty nickname, naming the field', () => {
    const r = profileSchema.safeParse({ nickname: '', language: 'fr', timezone: 'Mars/Olympus' });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ nickname: 'nickname_required', language: 'settings_language_invalid', timezone: 'settings_timezone_invalid' });
  });
});
