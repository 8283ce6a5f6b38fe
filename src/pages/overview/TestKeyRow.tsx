// One test API key on the overview: kind, name, created date, the value (a secret only once revealed) and copy.
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { CopyButton } from '../../components/CopyButton';
import { revealApiKey, type ApiKey } from '../../providers/accountApi';
import { maskedKey } from '../settings/maskedKey';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export function TestKeyRow({ apiKey, tz }: { apiKey: ApiKey; tz: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secret = apiKey.kind === 'secret';
  const shown = secret ? revealed : apiKey.value;

  // Always the test key, with the test token, whichever mode the dashboard is in.
  const reveal = async () => {
    setBusy(true);
    try {
      setRevealed((await revealApiKey(apiKey.id, true)).value);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.75, md: 2 }} sx={{ py: 1.25, alignItems: { md: 'center' } }} data-testid={`overview-key-${apiKey.kind}`}>
      <Box sx={{ width: { md: 210 }, flexShrink: 0, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={apiKey.name} data-testid="overview-key-name">
          {apiKey.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(secret ? 'app.overview.steps.secret' : 'app.overview.steps.publishable')} ·{' '}
          {translate('app.overview.steps.created', { date: formatDate(apiKey.createdAt, 'D_M_Y', tz) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
        <Box
          component="code"
          data-testid="overview-key-value"
          sx={{
            flex: '1 1 0', width: 0, px: 1.25, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider',
            fontSize: '0.8125rem', fontFamily: mono, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
          }}
        >
          {shown ?? maskedKey(apiKey)}
        </Box>
        {shown && <CopyButton value={shown} />}
        {secret && (
          <Button
            size="small" disabled={busy} sx={{ flexShrink: 0 }}
            onClick={revealed ? () => setRevealed(null) : reveal}
            startIcon={revealed ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          >
            {translate(revealed ? 'app.common.hide' : 'app.common.reveal')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
