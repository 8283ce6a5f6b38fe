// What a key row shows, in the reader's language and zone: the name (a system-given name as the kind), the kind and
// access labels, the key's state and its dates and counts formatted; shared by the table row and the phone row.
import { useLocaleState, useTranslate } from 'react-admin';
import { hasDefaultName, keyState } from '../../../domain/api-keys';
import type { ApiKey } from '../../../domain/api-key-records';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/format';
import { useUserInfo } from '../../hooks/useAccount';

export function useKeyView(apiKey: ApiKey) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: user } = useUserInfo();
  const when = (value: string) => formatDate(value, 'D_M_H:M', user?.timezone, locale);
  const kind = translate(`app.developerKeys.kind.${apiKey.kind}`);
  const name = hasDefaultName(apiKey) ? kind : apiKey.name;
  const state = keyState(apiKey, new Date());
  return {
    name,
    /** The kind, when the name does not already say it. */
    kindLabel: name === kind ? null : kind,
    access: apiKey.kind === 'secret' ? translate(`app.developerKeys.access.${apiKey.scopes === null ? 'standard' : 'restricted'}`) : null,
    restricted: apiKey.scopes !== null,
    state,
    expiry: state === 'expiring' ? translate('app.developerKeys.state.expiring', { date: when(apiKey.expiresAt!) }) : translate(`app.developerKeys.state.${state === 'expired' ? 'expired' : 'never'}`),
    created: formatDate(apiKey.createdAt, 'D_M_Y', user?.timezone, locale),
    lastUsed: apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : translate('app.developerKeys.neverUsed'),
    requests: formatNumber(apiKey.requests24h),
  };
}
