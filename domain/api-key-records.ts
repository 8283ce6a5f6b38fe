// The wire types of the API keys calls: a key as listed (a secret's value only where it may be shown again), and a
// key just created or rolled, whose value is in the answer once.
import { z } from 'zod';
import { KEY_LEVELS, KEY_RESOURCES } from './api-key-scopes';
import type { Wire } from './wire';

const timestamp = z.date();

export const keyScopesRecord = z.partialRecord(z.enum(KEY_RESOURCES), z.enum(KEY_LEVELS));

export const apiKeyRecord = z.object({
  id: z.string(),
  kind: z.enum(['publishable', 'secret']),
  name: z.string(),
  /** Publishable keys in full; null for secret keys (a test secret is revealed one at a time, a live one never). */
  value: z.string().nullable(),
  last4: z.string(),
  livemode: z.boolean(),
  /** A restricted secret key's levels; null for a standard key. */
  scopes: keyScopesRecord.nullable(),
  /** When the key stops (or stopped) working; null = never. */
  expiresAt: timestamp.nullable(),
  expired: z.boolean(),
  lastUsedAt: timestamp.nullable(),
  /** Authenticated calls in the last 24 hours (whole UTC hours: the current one and the 23 before it). */
  requests24h: z.number().int(),
  createdAt: timestamp,
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecord>;

/** A key just created or rolled: its value, shown in full this once (a live secret is never shown again). */
export const createdApiKeyRecord = apiKeyRecord.extend({ value: z.string() });
export type CreatedApiKeyRecord = z.infer<typeof createdApiKeyRecord>;

/** A roll's answer: the successor (with its value, once) and the old key with its expiry. */
export const rolledApiKeyRecord = z.object({ key: createdApiKeyRecord, old: apiKeyRecord });
export type RolledApiKeyRecord = z.infer<typeof rolledApiKeyRecord>;

/** As they cross the wire (dates as ISO strings), for the SPA. */
export type ApiKey = Wire<ApiKeyRecord>;
export type CreatedApiKey = Wire<CreatedApiKeyRecord>;
export interface RolledApiKey {
  key: CreatedApiKey;
  old: ApiKey;
}
