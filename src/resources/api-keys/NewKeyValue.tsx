// A key just created or rolled, shown this once: its value with copy, and for a live secret the warning that it will
// not be shown again (a test secret can be revealed later).
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CreatedApiKey } from '../../../domain/api-key-records';
import { CopyButton } from '../../components/CopyButton';

export function NewKeyValue({ apiKey }: { apiKey: CreatedApiKey }) {
  const translate = useTranslate();
  const onceOnly = apiKey.kind === 'secret' && apiKey.livemode;
  return (
    <Stack spacing={2}>
      <Alert severity={onceOnly ? 'warning' : 'info'}>{translate(onceOnly ? 'app.developerKeys.newKey.liveWarning' : 'app.developerKeys.newKey.testHint')}</Alert>
      <Typography variant="body2" sx={{ fontWeight: 600 }} id="new-key-value-label">
        {translate('app.developerKeys.newKey.value')}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Box
          component="code"
          aria-labelledby="new-key-value-label"
          data-testid="new-key-value"
          sx={{ flex: '1 1 0', width: 0, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider', fontSize: '0.8125rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' }}
        >
          {apiKey.value}
        </Box>
        <CopyButton value={apiKey.value} />
      </Stack>
    </Stack>
  );
}
