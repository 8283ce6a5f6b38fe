// An API key's value in a code box, with copy, and reveal/hide for a test secret key (fetched on demand).
import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiKey } from '../providers/accountApi';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { maskedKey } from './maskedKey';
import { CopyButton } from './CopyButton';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** `test`: the key belongs to test mode, so its secret may be revealed (with the test token). */
export function ApiKeyValue({ apiKey, test, testId }: { apiKey: ApiKey; test: boolean; testId: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [revealed, setRevealed] = useState<string | null>(null);
  const secret = apiKey.kind === 'secret';
  const shown = secret ? revealed : apiKey.value;
  const reveal = useMutation({
    mutationFn: () => dataProvider.revealApiKey(apiKey.id, test),
    onSuccess: ({ value }) => setRevealed(value),
    onError: (error) => notify(error.message || 'app.errors.requestFailed', { type: 'error' }),
  });

  return (
    <Stack direction="row" spacing={0.5} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
      <Box
        component="code"
        data-testid={testId}
        sx={{
          // Zero basis: a long key must not widen the page (the layout sizes itself to its content).
          flex: '1 1 0', width: 0, px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover', border: 1,
          // A key longer than its box wraps: it is shown whole, never cut.
          borderColor: 'divider', fontSize: '0.8125rem', fontFamily: mono, overflowWrap: 'anywhere',
        }}
      >
        {shown ?? maskedKey(apiKey)}
      </Box>
      {shown && <CopyButton value={shown} />}
      {secret && test && (
        <Button
          size="small"
          onClick={revealed ? () => setRevealed(null) : () => reveal.mutate()}
          disabled={reveal.isPending}
          startIcon={revealed ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          sx={{ flexShrink: 0 }}
        >
          {translate(revealed ? 'app.common.hide' : 'app.common.reveal')}
        </Button>
      )}
    </Stack>
  );
}
