// One key: its name with kind and access, the value (masked; copy, and reveal for a test secret), created, last
// used, requests in the last 24 hours, expiry, and the roll and delete actions the user may take.
import { Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { hasDefaultName, keyState } from '../../../../domain/api-keys';
import type { ApiKey } from '../../../../domain/api-key-records';
import { formatDate } from '../../../../domain/dates';
import { ApiKeyValue } from '../../../components/ApiKeyValue';
import { useUserInfo } from '../../../hooks/useAccount';
import { KeyActions } from './KeyActions';

export function ApiKeyTableRow({ apiKey, test, working }: { apiKey: ApiKey; test: boolean; working: ApiKey[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: user } = useUserInfo();
  const when = (value: string) => formatDate(value, 'D_M_H:M', user?.timezone, locale);
  const state = keyState(apiKey, new Date());
  const kind = translate(`app.developerKeys.kind.${apiKey.kind}`);
  const name = hasDefaultName(apiKey) ? kind : apiKey.name;
  const restricted = apiKey.scopes !== null;
  return (
    <TableRow data-testid={`api-key-${apiKey.kind}`} data-key-id={apiKey.id} sx={{ opacity: state === 'expired' ? 0.6 : 1 }}>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="api-key-name">
          {name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {name !== kind && <Chip size="small" variant="outlined" label={kind} />}
          {apiKey.kind === 'secret' && (
            <Chip size="small" color={restricted ? 'warning' : 'default'} variant="outlined" label={translate(`app.developerKeys.access.${restricted ? 'restricted' : 'standard'}`)} data-testid="api-key-access" />
          )}
        </Stack>
      </TableCell>
      <TableCell sx={{ width: 300, minWidth: 260 }}>
        <ApiKeyValue apiKey={apiKey} test={test} testId="api-key-value" />
        {apiKey.kind === 'secret' && !test && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.developerKeys.liveMasked')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(apiKey.createdAt, 'D_M_Y', user?.timezone, locale)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="api-key-last-used">
        {apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : translate('app.developerKeys.neverUsed')}
      </TableCell>
      <TableCell align="right" data-testid="api-key-requests">
        {apiKey.requests24h.toLocaleString(locale)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="api-key-expiry">
        {state === 'expired' ? (
          <Chip size="small" color="error" variant="outlined" label={translate('app.developerKeys.state.expired')} />
        ) : state === 'expiring' ? (
          <Chip size="small" color="warning" variant="outlined" label={translate('app.developerKeys.state.expiring', { date: when(apiKey.expiresAt!) })} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.developerKeys.state.never')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <KeyActions apiKey={apiKey} name={name} state={state} working={working} />
      </TableCell>
    </TableRow>
  );
}
