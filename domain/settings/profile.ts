// Personal settings (/settings, issue 32 item 2): the profile's rule (nickname, language, time zone) shared by the
// form and the route, and the one rule of which zone a time is read in (effectiveZone).
import { z } from 'zod';
import { NICKNAME_MAX_LENGTH } from '../auth';
import { canonicalTimeZone, isSupportedTimeZone } from './zone';

export const PROFILE_LANGUAGES = ['en', 'zh_CN'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export { canonicalTimeZone, effectiveZone, isSupportedTimeZone, supportedTimeZones, zoneName, zoneOffset } from './zone';

const nickname = z
  .string({ error: 'nickname_required' })
  .trim()
  .min(1, 'nickname_required')
  .max(NICKNAME_MAX_LENGTH, 'field_too_long');

/** PUT /settings/profile: every field; a null zone or language returns to the default. */
export const profileSchema = z.object({
  nickname,
  language: z.enum(PROFILE_LANGUAGES, { error: 'settings_language_invalid' }).nullable(),
  timezone: z
    .string({ error: 'settings_timezone_invalid' })
    .max(64, 'settings_timezone_invalid')
    .refine(isSupportedTimeZone, 'settings_timezone_invalid')
    // Any name of the zone is taken ('Asia/Calcutta', 'asia/kolkata'); the one kept is today's (Asia/Kolkata).
    .transform((tz) => canonicalTimeZone(tz) ?? tz)
    .nullable(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const profileViewSchema = z.object({
  nickname: z.string(),
  email: z.string(),
  language: z.enum(PROFILE_LANGUAGES).nullable(),
  timezone: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** The current account's rule (an owner's choice): every member signs in with a second factor. */
  accountRequiresTwoFactor: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** One sign-in of the user, as the sessions list shows it. */
export const sessionViewSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
