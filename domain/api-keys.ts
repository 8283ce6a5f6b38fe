// API keys: the names the system gives the keys it creates with an account. A name the system gave is shown in the
// reader's language (it names the key's kind); a name a merchant gives a key is shown as written.
export type ApiKeyKind = 'publishable' | 'secret';

export const DEFAULT_API_KEY_NAMES: Readonly<Record<ApiKeyKind, string>> = { publishable: 'Publishable key', secret: 'Secret key' };

/** True when the key still has the name the system gave it. */
export const hasDefaultName = (key: { kind: ApiKeyKind; name: string }): boolean => key.name === DEFAULT_API_KEY_NAMES[key.kind];
