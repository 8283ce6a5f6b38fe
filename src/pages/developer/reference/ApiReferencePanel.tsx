// Developers > API reference: every operation of the merchant API from the OpenAPI document, each with a curl command
// that calls the test API with the signed-in merchant's test secret key, filtered by resource or by words.
import { useMemo, useState } from 'react';
import { Alert, Button, InputAdornment, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { KEY_RESOURCES } from '../../../../domain/api-key-scopes';
import { curlCommand, merchantOperations } from '../../../../domain/developer/api-reference';
import { SectionCard } from '../../../components/SectionCard';
import { sessionEpoch } from '../../../providers/authProvider';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';
import { API_BASES } from '../../../providers/runtime';
import { OperationItem } from './OperationItem';
import { useTestSecretKey } from './useTestSecretKey';

const absolute = (base: string) => (/^https?:/.test(base) ? '' : window.location.origin);

export default function ApiReferencePanel() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [resource, setResource] = useState<string>('all');
  const [words, setWords] = useState('');
  const doc = useQuery({ queryKey: ['app', 'openapi'], queryFn: () => dataProvider.openApiDocument(), staleTime: Infinity });
  const key = useTestSecretKey(sessionEpoch());
  const base = API_BASES.test;
  const operations = useMemo(() => (doc.data ? merchantOperations(doc.data, base) : []), [doc.data, base]);
  const needle = words.trim().toLowerCase();
  const shown = operations.filter(
    (op) => (resource === 'all' || op.resource === resource) && (!needle || `${op.method} ${op.path} ${op.summary}`.toLowerCase().includes(needle)),
  );

  return (
    <Stack spacing={3}>
      <SectionCard
        title={translate('app.developer.reference.title')}
        subtitle={translate('app.developer.reference.subtitle')}
        testId="api-reference"
        action={
          <Button href="/api/docs" target="_blank" rel="noopener" size="small" variant="outlined" endIcon={<OpenInNewOutlined />}>
            {translate('app.developer.reference.openapi')}
          </Button>
        }
      >
        {key.value ? (
          <Typography variant="body2" color="text.secondary" data-testid="api-reference-key">
            {translate('app.developer.reference.keyUsed', { last4: key.value.slice(-4) })}
          </Typography>
        ) : key.isPending ? (
          <Skeleton width={280} />
        ) : (
          <Alert severity="info">{translate('app.developer.reference.noKey')}</Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <TextField
            select
            size="small"
            label={translate('app.developer.reference.resource')}
            value={resource}
            onChange={(e) => setResource(e.target.value)}
            sx={{ minWidth: 200 }}
            data-testid="api-reference-resource"
          >
            <MenuItem value="all">{translate('app.developer.reference.allResources')}</MenuItem>
            {KEY_RESOURCES.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`app.developer.resources.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('app.developer.reference.search')}
            value={words}
            onChange={(e) => setWords(e.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
          />
        </Stack>
      </SectionCard>
      {doc.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
        </Stack>
      ) : doc.isError ? (
        <Alert severity="error" action={<Button onClick={() => void doc.refetch()}>{translate('app.common.retry')}</Button>}>
          {doc.error.message || translate('app.errors.requestFailed')}
        </Alert>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{translate('app.developer.reference.none')}</Typography>
      ) : (
        <Stack spacing={1} data-testid="api-reference-operations">
          {shown.map((op) => (
            <OperationItem key={op.id} op={op} curl={curlCommand(op, absolute(base), base, key.value ?? 'sk_test_…')} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
