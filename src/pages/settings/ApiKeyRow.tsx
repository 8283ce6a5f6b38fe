// One API key on the settings page: its kind and creation date, the (masked) value, and copy / reveal where the
// mode allows.
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { ApiKeyValue } from '../../components/ApiKeyValue';
import { useUserInfo } from '../../hooks/useAccount';
import type { ApiKey } from '../../providers/accountApi';

export function ApiKeyRow({ apiKey, test }: { apiKey: ApiKey; test: boolean }) {
  const translate = useTranslate();
  const { data: user } = useUserInfo();
  const [locale] = useLocaleState();
  const secret = apiKey.kind === 'secret';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 3 }} sx={{ py: 1.75, alignItems: { md: 'center' } }} data-testid={`api-key-${apiKey.kind}`}>
      <Box sx={{ width: { md: 200 }, flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 600 }} title={apiKey.name}>
          {translate(secret ? 'app.settings.secret' : 'app.settings.publishable')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.settings.created')} {formatDate(apiKey.createdAt, 'D_M_Y', user?.timezone, locale)}
        </Typography>
      </Box>
      <ApiKeyValue apiKey={apiKey} test={test} testId="api-key-value" />
      {secret && !test && (
        <Typography variant="caption" color="text.secondary" sx={{ width: { md: 220 }, flexShrink: 0 }}>
          {translate('app.settings.liveSecretMasked')}
        </Typography>
      )}
    </Stack>
  );
}
