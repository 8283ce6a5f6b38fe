// One test API key on the overview: kind, name, created date, the value (a secret only once revealed) and copy.
// Always the test key, revealed with the test token, whichever mode the dashboard is in.
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { hasDefaultName } from '../../../domain/api-key-use';
import { formatDate } from '../../../domain/dates';
import { ApiKeyValue } from '../../components/ApiKeyValue';
import type { ApiKey } from '../../providers/accountApi';

export function TestKeyRow({ apiKey, tz }: { apiKey: ApiKey; tz: string | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const secret = apiKey.kind === 'secret';
  const kind = translate(secret ? 'app.overview.steps.secret' : 'app.overview.steps.publishable');
  const named = !hasDefaultName(apiKey);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.75, md: 2 }} sx={{ py: 1.25, alignItems: { md: 'center' } }} data-testid={`overview-key-${apiKey.kind}`}>
      <Box sx={{ width: { md: 210 }, flexShrink: 0, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={named ? apiKey.name : kind} data-testid="overview-key-name">
          {named ? apiKey.name : kind}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {named && `${kind} · `}
          {translate('app.overview.steps.created', { date: formatDate(apiKey.createdAt, 'D_M_Y', tz, locale) })}
        </Typography>
      </Box>
      <ApiKeyValue apiKey={apiKey} test testId="overview-key-value" />
    </Stack>
  );
}
