// One API key: its kind and creation date, the (masked) value, and copy / reveal where the mode allows.
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { CopyButton } from '../../components/CopyButton';
import { useUserInfo } from '../../hooks/useAccount';
import { revealApiKey, type ApiKey } from '../../providers/accountApi';
import { maskedKey } from './maskedKey';

export function ApiKeyRow({ apiKey, test }: { apiKey: ApiKey; test: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: user } = useUserInfo();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secret = apiKey.kind === 'secret';
  const shown = secret ? revealed : apiKey.value;

  const reveal = async () => {
    setBusy(true);
    try {
      setRevealed((await revealApiKey(apiKey.id, test)).value);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.errors.requestFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 3 }} sx={{ py: 1.75, alignItems: { md: 'center' } }} data-testid={`api-key-${apiKey.kind}`}>
      <Box sx={{ width: { md: 200 }, flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 600 }} title={apiKey.name}>
          {translate(secret ? 'app.settings.secret' : 'app.settings.publishable')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.settings.created')} {formatDate(apiKey.createdAt, 'D_M_Y', user?.timezone)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
        <Box
          component="code"
          data-testid="api-key-value"
          sx={{
            // Zero basis: a long key must not widen the page (the layout sizes itself to its content).
            flex: '1 1 0',
            width: 0,
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'divider',
            fontSize: '0.8125rem',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {shown ?? maskedKey(apiKey)}
        </Box>
        {shown && <CopyButton value={shown} />}
        {secret && test && (
          <Button
            size="small"
            onClick={revealed ? () => setRevealed(null) : reveal}
            disabled={busy}
            startIcon={revealed ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
            sx={{ flexShrink: 0 }}
          >
            {translate(revealed ? 'app.common.hide' : 'app.common.reveal')}
          </Button>
        )}
      </Stack>
      {secret && !test && (
        <Typography variant="caption" color="text.secondary" sx={{ width: { md: 220 }, flexShrink: 0 }}>
          {translate('app.settings.liveSecretMasked')}
        </Typography>
      )}
    </Stack>
  );
}
