// Settings > API keys of the current mode: publishable keys in full; a test secret can be revealed and copied;
// a live secret stays masked (the server keeps only its hash after creation).
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { useTestMode } from '../../hooks/useTestMode';
import { fetchApiKeys } from '../../providers/accountApi';
import { sessionEpoch } from '../../providers/authProvider';
import { ApiKeyRow } from './ApiKeyRow';

export function ApiKeysCard() {
  const translate = useTranslate();
  const test = useTestMode();
  const keys = useQuery({ queryKey: ['app', 'apiKeys', test, sessionEpoch()], queryFn: () => fetchApiKeys(test), retry: false });

  return (
    <SectionCard
      title={translate('app.settings.apiKeys')}
      subtitle={translate(test ? 'app.settings.apiKeysTest' : 'app.settings.apiKeysLive')}
      testId="settings-api-keys"
    >
      {keys.isPending ? (
        <Stack spacing={1.5}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : keys.isError ? (
        <Alert severity="error">{keys.error.message || translate('app.settings.loadFailed')}</Alert>
      ) : keys.data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.settings.noKeys')}</Typography>
      ) : (
        <Stack divider={<Stack sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} test={test} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
