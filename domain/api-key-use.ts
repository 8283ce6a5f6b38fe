// Which API keys work and which are in use: the part of the keys' rules the overview needs, without zod (the shell's
// first load stays small). The forms' schemas are in api-keys.ts, which re-exports this module.
import type { KeyScopes } from './api-key-scopes';

export type ApiKeyKind = 'publishable' | 'secret';

export const DEFAULT_API_KEY_NAMES: Readonly<Record<ApiKeyKind, string>> = { publishable: 'Publishable key', secret: 'Secret key' };


/** True when the key still has the name the system gave it. */
export const hasDefaultName = (key: { kind: ApiKeyKind; name: string }): boolean => key.name === DEFAULT_API_KEY_NAMES[key.kind];

export type ApiKeyState = 'active' | 'expiring' | 'expired';

/** Active (no expiry), expiring (works until its expiry) or expired (refused from its expiry on). */
export function keyState(key: { expiresAt: Date | string | null }, now: Date): ApiKeyState {
  if (key.expiresAt === null) return 'active';
  return new Date(key.expiresAt).getTime() > now.getTime() ? 'expiring' : 'expired';
}

/** Whether a key is accepted at `now`. */
export const keyWorks = (key: { expiresAt: Date | string | null }, now: Date): boolean => keyState(key, now) !== 'expired';

interface KeyLike {
  id: string;
  kind: ApiKeyKind;
  scopes: KeyScopes | null;
  expiresAt: Date | string | null;
}

/**
 * Whether deleting the key would leave its mode without a standard key of its kind that is not on its way out: the
 * getting-started steps, the docs and the checkout need one publishable and one standard secret key per mode, so
 * that key is rolled, never deleted.
 */
export function isLastStandardKey(key: KeyLike, keys: readonly KeyLike[]): boolean {
  if (key.scopes !== null || key.expiresAt !== null) return false;
  return !keys.some((k) => k.id !== key.id && k.kind === key.kind && k.scopes === null && k.expiresAt === null);
}

/** The overview's getting-started keys: the mode's standard keys in use, one of each kind (the oldest). */
export function gettingStartedKeys<K extends KeyLike & { createdAt: Date | string }>(keys: readonly K[], now: Date): K[] {
  const standard = keys.filter((k) => k.scopes === null && keyWorks(k, now));
  const byAge = [...standard].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return (['publishable', 'secret'] as const).flatMap((kind) => byAge.filter((k) => k.kind === kind).slice(0, 1));
}
