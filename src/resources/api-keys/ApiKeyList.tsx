// The resource's list, the Developers page's keys tab (/developer?tab=keys; keys have no address of their own): the
// mode's publishable and secret keys in one table (react-admin's getList of the resource), each row's name opening
// the key's page, with its roll and delete, and "Create
// secret key" for those who may (the same action table as the server's guard).
import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { CanAccess, useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { useTestMode } from '../../hooks/useTestMode';
import { ApiKeysTable } from './ApiKeysTable';
import { ApiKeyCreate } from './ApiKeyCreate';
import { useKeyList } from './useApiKeys';

export default function ApiKeyList() {
  const translate = useTranslate();
  const test = useTestMode();
  const keys = useKeyList();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title={translate('app.developerKeys.title')}
      subtitle={translate(test ? 'app.developerKeys.subtitleTest' : 'app.developerKeys.subtitleLive')}
      testId="developer-api-keys"
    >
      <CanAccess resource="api-keys" action="create" accessDenied={null} loading={null}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" size="small" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="api-key-create">
            {translate('app.developerKeys.create')}
          </Button>
        </Stack>
      </CanAccess>
      {keys.isPending ? (
        <Stack spacing={1}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : keys.error || !keys.data ? (
        <Alert severity="error">{keys.error?.message || translate('app.developerKeys.loadFailed')}</Alert>
      ) : keys.data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.developerKeys.empty')}</Typography>
      ) : (
        <ApiKeysTable keys={keys.data} test={test} />
      )}
      {creating && <ApiKeyCreate onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
