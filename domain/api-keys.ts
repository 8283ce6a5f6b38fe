// API keys: the names the system gives the keys it creates with an account, the rules of the keys a merchant
// creates and rolls (name, restricted scopes, the old key's expiry), and which keys are in use at a moment.
// A name the system gave is shown in the reader's language (it names the key's kind); a name a merchant gives a key
// is shown as written.
import { z } from 'zod';
import { KEY_LEVELS, KEY_RESOURCES, keyScopesSchema, type KeyLevel, type KeyResource, type KeyScopes } from './api-key-scopes';
import { ROTATION_OVERLAPS, type RotationOverlap } from './webhooks/records';

// The zod-free part (kinds, names, which keys work and are in use) lives in api-key-use.ts, which the overview reads
// without loading zod; it is re-exported here for the server and the Developers page.
export * from './api-key-use';


export const API_KEY_NAME_MAX = 100;
/** Secret keys a mode may hold, expired ones included until they are cleaned up (a leak should not mint thousands). */
export const SECRET_KEYS_PER_MODE_MAX = 50;
/** Days an expired key stays listed (as expired) before the hourly housekeeping removes it. */
export const EXPIRED_KEY_RETENTION_DAYS = 7;

/** A key's name: what the merchant will recognise it by (which server, which integration). */
export const apiKeyNameSchema = z
  .string({ error: 'api_key_name_required' })
  .trim()
  .min(1, 'api_key_name_required')
  .max(API_KEY_NAME_MAX, 'api_key_name_too_long')
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'text_invalid_characters');

/** POST /api-keys: a secret key, standard without scopes, restricted with them. */
export const createApiKeySchema = z.strictObject({ name: apiKeyNameSchema, scopes: keyScopesSchema.optional() });
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** How long the old key keeps working after a roll: the webhook secret's overlaps, one set of choices. */
export const KEY_EXPIRY_CHOICES = Object.keys(ROTATION_OVERLAPS) as [RotationOverlap, ...RotationOverlap[]];
export type KeyExpiryChoice = RotationOverlap;
export const rollApiKeySchema = z.strictObject({ expireOld: z.enum(KEY_EXPIRY_CHOICES, { error: 'api_key_expiry_required' }) });
export type RollApiKeyInput = z.infer<typeof rollApiKeySchema>;

/** The instant an old key stops working when it is rolled with this choice at `now`. */
export function expiryInstant(choice: KeyExpiryChoice, now: Date): Date {
  return new Date(now.getTime() + ROTATION_OVERLAPS[choice] * 1000);
}



/** The create form: a name, standard or restricted access, and a level per resource (used when restricted). */
export const KEY_ACCESS = ['standard', 'restricted'] as const;
export const apiKeyFormSchema = z
  .object({
    name: apiKeyNameSchema,
    access: z.enum(KEY_ACCESS),
    scopes: z.record(z.string(), z.enum(KEY_LEVELS)),
  })
  .superRefine((form, ctx) => {
    if (form.access === 'restricted' && !keyScopesSchema.safeParse(form.scopes).success) ctx.addIssue({ code: 'custom', path: ['scopes'], message: 'api_key_scope_required' });
  })
  .transform((form): CreateApiKeyInput => (form.access === 'restricted' ? { name: form.name, scopes: form.scopes as KeyScopes } : { name: form.name }));

export const API_KEY_FORM_DEFAULTS = {
  name: '',
  access: 'standard' as const,
  scopes: Object.fromEntries(KEY_RESOURCES.map((r) => [r, 'none'])) as Record<KeyResource, KeyLevel>,
};
