// One key on a phone: name and chips, the value, then created, last used, requests and expiry as labelled pairs, and
// the actions; the same content as the table row, stacked.
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiKey } from '../../../domain/api-key-records';
import { ApiKeyValue } from '../../components/ApiKeyValue';
import { KeyActions } from './KeyActions';
import { KeyExpiry, KeyName } from './KeyLabels';
import { useKeyView } from './useKeyView';

function Pair({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

export function ApiKeyCompactRow({ apiKey, test, working }: { apiKey: ApiKey; test: boolean; working: ApiKey[] }) {
  const translate = useTranslate();
  const view = useKeyView(apiKey);
  const label = (c: string) => translate(`app.developerKeys.columns.${c}`);
  return (
    <Stack component="li" spacing={1.25} sx={{ py: 2, opacity: view.state === 'expired' ? 0.7 : 1 }} data-testid={`api-key-${apiKey.kind}`} data-key-id={apiKey.id}>
      <Box>
        <KeyName view={view} linkTo={apiKey.id} />
      </Box>
      <ApiKeyValue apiKey={apiKey} test={test} testId="api-key-value" />
      {apiKey.kind === 'secret' && !test && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.developerKeys.liveMasked')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Pair label={label('created')}>{view.created}</Pair>
        <Pair label={label('lastUsed')} testId="api-key-last-used">
          {view.lastUsed}
        </Pair>
        <Pair label={label('requests')} testId="api-key-requests">
          {view.requests}
        </Pair>
        <Pair label={label('expires')}>
          <KeyExpiry view={view} />
        </Pair>
      </Box>
      <KeyActions apiKey={apiKey} name={view.name} state={view.state} working={working} />
    </Stack>
  );
}
