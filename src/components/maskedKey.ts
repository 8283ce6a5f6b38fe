// How a key looks when its value is not shown: the key's kind-and-mode prefix, dots, and the last four characters.
import type { ApiKey } from '../providers/accountApi';

export function maskedKey(key: Pick<ApiKey, 'kind' | 'livemode' | 'last4'>): string {
  const prefix = `${key.kind === 'secret' ? 'sk' : 'pk'}_${key.livemode ? 'live' : 'test'}_`;
  return `${prefix}${'•'.repeat(12)}${key.last4}`;
}
